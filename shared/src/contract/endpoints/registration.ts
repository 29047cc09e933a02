import { z } from 'zod';
import { dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import {
  advisorRegistrationSchema, clientInviteSchema, demoAccessSchema, profileAccessEntrySchema, profileAccessSaveSchema, registrationCompleteSchema,
  registrationResultSchema, registrationValidationSchema, usernameField, usernameLookupSchema,
} from '../registration';
import { noContent } from './plan';

const tag = 'Registration';
const linkId = z.string().min(1).max(100);
const completeParams = z.object({ registrationId: linkId });

export const registration = {
  advisor: defineEndpoint({
    method: 'POST', path: '/api/client/registration', tag, body: advisorRegistrationSchema, response: z.literal(true),
    summary: 'Trial sign-up of an advisor: e-mails a confirmation link (the same answer for an address already registered)', access: 'Public.',
  }),
  validate: defineEndpoint({
    method: 'GET', path: '/api/client/registration/validate/{id}', tag, params: z.object({ id: linkId }), response: registrationValidationSchema,
    summary: 'Is this e-mailed link still usable?', access: 'Public.',
  }),
  complete: defineEndpoint({
    method: 'POST', path: '/api/client/registration/complete/{registrationId}', tag, params: completeParams, body: registrationCompleteSchema,
    response: registrationResultSchema, summary: 'Complete a trial registration; signs the advisor in', access: 'Public (the link is the credential).',
  }),
  client: defineEndpoint({
    method: 'POST', path: '/api/client/registration/client/{advisor}', tag, params: z.object({ advisor: dbIdParam() }), body: clientInviteSchema,
    response: z.literal(true), summary: 'Register a client for one of the advisor\'s plans (e-mails the invitation)',
    access: 'The advisor, or a caller whose team level lets them create plans for that advisor.',
  }),
  clientComplete: defineEndpoint({
    method: 'POST', path: '/api/client/registration/client/complete/{registrationId}', tag, params: completeParams, body: registrationCompleteSchema,
    response: registrationResultSchema, summary: 'The invited client completes sign-up; signs them in with access to their plan', access: 'Public (the link is the credential).',
  }),
};

const accessTag = 'Client access';
const advisorOnPlan = 'The plan\'s advisor, or a team member with advisor rights on it (clients never manage access).';

export const clientAccess = {
  advisors: defineEndpoint({
    method: 'GET', path: '/api/client/access/advisor/create', tag: accessTag,
    response: z.array(z.object({ advisorId: z.number().int(), advisorName: z.string() })),
    summary: 'Advisors whose plans the caller may create and manage', access: 'Advisors.',
  }),
  list: defineEndpoint({
    method: 'GET', path: '/api/client/access/profile/{profileId}', tag: accessTag, params: z.object({ profileId: dbIdParam() }),
    response: z.array(profileAccessEntrySchema), summary: 'Who besides the advisor may see the plan (revoked entries left out)', access: advisorOnPlan,
  }),
  save: defineEndpoint({
    method: 'POST', path: '/api/client/access/profile', tag: accessTag, body: profileAccessSaveSchema, response: profileAccessEntrySchema,
    summary: 'Invite a client (no id) or change an entry\'s flags', access: advisorOnPlan,
  }),
  revoke: defineEndpoint({
    method: 'DELETE', path: '/api/client/access/profile/{profileId}/{id}', tag: accessTag,
    params: z.object({ profileId: dbIdParam(), id: dbIdParam() }), response: noContent, summary: 'Revoke an access', access: advisorOnPlan,
  }),
  resend: defineEndpoint({
    method: 'POST', path: '/api/client/access/profile/resend/{profileId}/{id}', tag: accessTag,
    params: z.object({ profileId: dbIdParam(), id: dbIdParam() }), response: profileAccessEntrySchema,
    summary: 'Send the invitation again (409 once registered)', access: advisorOnPlan,
  }),
  lookup: defineEndpoint({
    method: 'POST', path: '/api/client/access/advisor/{advisorId}/user/lookup', tag: accessTag, params: z.object({ advisorId: dbIdParam() }),
    body: z.object({ username: usernameField(), profileId: dbIdParam().optional() }), form: true, response: usernameLookupSchema,
    summary: 'Is this username free for a client of this advisor\'s plan?', access: 'Callers who may create plans for that advisor.',
  }),
  invite: defineEndpoint({
    method: 'POST', path: '/api/gateway/client/invite/advisor/{advisorUserId}', tag: accessTag, params: z.object({ advisorUserId: dbIdParam() }),
    body: clientInviteSchema, response: profileAccessEntrySchema,
    summary: 'Invite a client: creates the access and e-mails the invitation', access: 'Callers who may create plans for that advisor.',
  }),
};

export const demo = {
  start: defineEndpoint({
    method: 'POST', path: '/api/client/access/demo', tag: 'Demo', response: demoAccessSchema,
    summary: 'Open a read-only copy of the demo plan as a temporary visitor', access: 'Public (rate-limited per address).',
  }),
  end: defineEndpoint({
    method: 'DELETE', path: '/api/client/access/demo', tag: 'Demo', response: noContent,
    summary: 'Leave the demo: removes the visitor, their sessions and the copy', access: 'A demo session only.',
  }),
};
