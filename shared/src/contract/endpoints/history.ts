import { z } from 'zod';
import { dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import { planVersionSuccessSchema } from '../history';

const tag = 'Plan history';

/** Plan history besides the spec's event list (which is the plan area's `GET /api/client/event/...`). */
export const history = {
  success: defineEndpoint({
    method: 'GET', path: '/api/client/history/{profileId}/success', params: z.object({ profileId: dbIdParam() }),
    response: z.array(planVersionSuccessSchema), tag, summary: 'Probability of success of each computed plan version, oldest first',
    access: "Callers with the plan's historyAccess.",
  }),
  restore: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/history/{profileId}/restore/{eventId}', params: z.object({ profileId: dbIdParam(), eventId: dbIdParam() }),
    response: z.object({ restored: z.array(z.object({ id: z.number().int() })) }), tag,
    summary: "Saves the entry's records again with the values they had before it (one new history entry); answers the restored rows' ids",
    access: 'Advisors with write rights to the plan and its history (not a client).',
  }),
};
