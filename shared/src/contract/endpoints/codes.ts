import { z } from 'zod';
import { codeItemSchema } from '../common';
import { defineEndpoint } from '../endpoint';

const items = z.array(codeItemSchema);
const tag = 'Code lists';
const anyUser = 'Any signed-in user.';
/** With a spouse: 'true' or 'false' in the path (a caller may pass the boolean). */
const flag = z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'is not a valid value' }).transform((v) => v === true || v === 'true');
const code = z.string().min(1).max(10);

/** A fixed code list (`{ code, description, value? }` items). */
const list = (path: string, summary: string, access = anyUser) =>
  defineEndpoint({ method: 'GET', path, response: items, tag, summary, access });

/** Code lists and lookups (spec document 2 section 7, "Codes"): `/api/setting/code/...`, `/api/setting/lookup/...`. */
export const codes = {
  employmentStatus: list('/api/setting/code/client/employmentstatus', 'Employment statuses'),
  gender: list('/api/setting/code/client/gender', 'Genders'),
  maritalStatus: list('/api/setting/code/profile/maritalstatus', 'Marital statuses'),
  filingStatus: list('/api/setting/code/profile/filingstatus', 'Tax filing statuses'),
  trigger: defineEndpoint({
    method: 'GET', path: '/api/setting/code/global/trigger/{code}/{spouseFlag}', params: z.object({ code, spouseFlag: flag }),
    response: items, tag, summary: 'Start / end triggers of a category (EXP, GOAL, LOC, ...), with or without a spouse', access: anyUser,
  }),
  owner: defineEndpoint({
    method: 'GET', path: '/api/setting/code/global/owner/{code}/{spouseFlag}', params: z.object({ code, spouseFlag: flag }),
    response: items, tag, summary: 'Owners of a category, with or without a spouse', access: anyUser,
  }),
  assetType: defineEndpoint({
    method: 'GET', path: '/api/setting/code/global/assettype/{code}', params: z.object({ code }),
    response: items, tag, summary: 'Types of a record category (INV, DBT, EXP, INS, RA, GOAL)', access: anyUser,
  }),
  jointType: defineEndpoint({
    method: 'GET', path: '/api/setting/code/global/jointtype/{code}', params: z.object({ code }),
    response: items, tag, summary: 'Joint ownership types of a category', access: anyUser,
  }),
  howOften: list('/api/setting/code/global/howoften', 'Frequencies'),
  loanTermFixed: list('/api/setting/code/debt/loanterm/FIXD', 'Fixed loan terms'),
  expenseFrequency: list('/api/setting/code/expense/frequency', 'Expense frequencies'),
  payFrequency: list('/api/setting/code/income/payfrequency', 'Pay frequencies'),
  eventAction: list('/api/setting/code/event/action', 'Event actions'),
  eventType: list('/api/setting/code/event/type', 'Event types'),
  insuranceTerm: list('/api/setting/code/insurance/term/LFI', 'Life insurance terms'),
  premiumFrequency: list('/api/setting/code/insurance/premiumfrequency/INS', 'Premium frequencies'),
  country: list('/api/setting/code/location/country', 'Countries'),
  state: list('/api/setting/code/location/state', 'States'),
  participant: defineEndpoint({
    method: 'GET', path: '/api/setting/code/participant/{kind}/{spouseFlag}',
    params: z.object({ kind: z.enum(['kids', 'others'], { error: 'is not a valid value' }), spouseFlag: flag }),
    response: items, tag, summary: 'Relationships of children or other participants', access: anyUser,
  }),
  otherIncomeType: list('/api/setting/code/otherincome/employmenttype', 'Other income types'),
  actionType: list('/api/setting/code/action/type', 'Action types'),
  jobRole: list('/api/setting/code/registration/jobrole', 'Job roles (registration form)', 'Anyone.'),
  marketingSource: list('/api/setting/code/registration/marketingsource', 'Marketing sources (registration form)', 'Anyone.'),
  collegeCost: list('/api/setting/lookup/college/cost', 'Yearly college costs (value: the cost)'),
  retirementAge: list('/api/setting/lookup/socialsecurity/retirementage', 'Social Security full retirement ages (value: the age)'),
};
