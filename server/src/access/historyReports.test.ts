import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_CLIENT_FLAGS } from '@portal/shared/access';
import { planRecords } from '../db/schema/index';
import type { ProfilePermissions } from '@portal/shared/contract';
import { setClientFlags as setFlags } from '../test/clientFlags';
import { createTestApp, type TestApp } from '../test/harness';

/** Issue 12 finding 7 (and the record calls of finding 6): each plan area checks the flag the spec names for it. */
const DEMO = 1;
let t: TestApp;
let advisor: string;
let client: string;

const setClientFlags = (flags: Partial<ProfilePermissions>) => setFlags(t, flags);
const status = async (method: 'GET' | 'POST', url: string, token: string) => (await t.call(method, url, { token })).statusCode;

before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
  client = await t.login('client@example.com');
});
after(() => t.close());

describe('history, report and plan-section permissions', () => {
  const events = `/api/client/event/${DEMO}/2000-01-01/2100-01-01`;
  const once = (type: string) => `/api/client/event/${DEMO}/${type}/once`;
  const templates = `/api/setting/profile/report/${DEMO}`;

  test('plan history needs historyAccess', async () => {
    await setClientFlags(DEFAULT_CLIENT_FLAGS);
    assert.equal(await status('GET', events, client), 403);
    await setClientFlags({ ...DEFAULT_CLIENT_FLAGS, historyAccess: true });
    assert.equal(await status('GET', events, client), 200);
    assert.equal(await status('GET', events, advisor), 200);
  });

  test('recording a once-event is for writers (advisor, client with profile change); readers only their WELCOME', async () => {
    await setClientFlags({ ...DEFAULT_CLIENT_FLAGS, historyAccess: true });
    assert.equal(await status('POST', once('REVIEW'), client), 403);
    assert.equal(await status('POST', once('PLAN_UPDATED'), client), 403);
    assert.equal(await status('POST', once('WELCOME'), client), 201);
    assert.equal(await status('POST', once('REVIEW'), advisor), 201);
    await setClientFlags({ ...DEFAULT_CLIENT_FLAGS, profileChange: true });
    assert.equal(await status('POST', once('ONBOARDING_COMPLETE'), client), 201);
  });

  test('profile-level report templates need reportAccess', async () => {
    await setClientFlags(DEFAULT_CLIENT_FLAGS);
    assert.equal(await status('GET', templates, client), 403);
    await setClientFlags({ ...DEFAULT_CLIENT_FLAGS, reportAccess: true });
    assert.equal(await status('GET', templates, client), 200);
    assert.equal(await status('GET', templates, advisor), 200);
  });

  test('record, summary and inactive-list calls carry plan sections: refused without plan data rights', async () => {
    const [inv] = await t.db.select({ id: planRecords.id }).from(planRecords).where(and(eq(planRecords.profileId, DEMO), eq(planRecords.kind, 'investment'))).limit(1);
    const urls = [`/api/client/investment/${inv.id}`, `/api/client/incomes/all/inactive/${DEMO}`, `/api/client/tax/all/${DEMO}`, `/api/client/incomes/summary/${DEMO}`];
    await setClientFlags({ ...DEFAULT_CLIENT_FLAGS, profileAccess: false, historyAccess: true });
    for (const url of urls) assert.equal(await status('GET', url, client), 403, url);
    await setClientFlags(DEFAULT_CLIENT_FLAGS);
    for (const url of urls) assert.equal(await status('GET', url, client), 200, url);
  });
});
