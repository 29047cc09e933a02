import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { incomes, locations, participants, persons } from '../../db/schema/index';
import { demoProfileId, versionOf, yearsAgo } from '../../test/testPlan';

describe('plan data: people, incomes, locations, participants', () => {
  let t: TestApp;
  let demo: number;
  let advisor: string;
  let advisor2: string;
  let client: string;
  let plan: number;
  let sam: { id: number };
  let kim: { id: number };
  before(async () => {
    t = await createTestApp();
    demo = await demoProfileId(t.db);
    [advisor, advisor2, client] = await Promise.all(['advisor', 'advisor2', 'client'].map((u) => t.login(`${u}@example.com`)));
    plan = (await t.call('POST', '/api/client/profile', { token: advisor, body: { spouse: true } })).json().id;
  });
  after(async () => { await t.close(); });

  const countOf = async (table: typeof persons | typeof incomes | typeof locations | typeof participants, profileId: number) =>
    (await t.db.select().from(table as typeof persons).where(eq((table as typeof persons).profileId, profileId))).length;

  describe('clients', () => {
    it('saves the client and spouse together and answers the rows saved, in the order sent, with the plan version', async () => {
      const res = await t.call('POST', '/api/client/clients', {
        token: advisor,
        body: [
          { profileId: plan, type: 'S', firstName: 'Kim', lastName: 'Lee', dateOfBirth: yearsAgo(70), employmentStatus: 'RT' },
          { profileId: plan, type: 'C', firstName: 'Sam', lastName: 'Lee', dateOfBirth: yearsAgo(40), gender: 'M' },
        ],
      });
      assert.equal(res.statusCode, 200, res.body);
      const [s, c] = res.json().rows;
      assert.equal(res.json().version, await versionOf(t.db, plan));
      assert.deepEqual([c.type, s.type], ['C', 'S']);
      assert.equal(c.lifeExpectancy, 100);
      assert.equal(c.employmentStatus, 'EM');
      assert.equal(c.retirementAge, 65, 'default retirement age for someone not retired');
      assert.equal(s.retirementAge, null, 'none for a retiree');
      sam = c;
      kim = s;

      const renamed = await t.call('POST', '/api/client/clients', { token: advisor, body: [{ ...c, firstName: 'Samuel' }] });
      assert.equal(renamed.json().rows[0].firstName, 'Samuel');
      assert.equal(await countOf(persons, plan), 2);
    });

    it('checks each row with the spec\'s messages, and one bad row stores none', async () => {
      const before = await countOf(persons, demo);
      const version = await versionOf(t.db, demo);
      const [demoClient] = (await t.db.select().from(persons).where(eq(persons.profileId, demo))).filter((p) => p.type === 'C');
      const res = await t.call('POST', '/api/client/clients', {
        token: advisor,
        body: [
          { ...demoClient, firstName: 'Changed' },
          { profileId: demo, type: 'S', firstName: '', lastName: 'Row', dateOfBirth: '', lifeExpectancy: 80 },
        ],
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, [
        { field: '1.firstName', message: 'First Name is required' },
        { field: '1.dateOfBirth', message: 'Date of Birth is required' },
      ]);
      assert.equal(await countOf(persons, demo), before);
      assert.equal((await t.db.select().from(persons).where(eq(persons.id, demoClient.id)))[0].firstName, 'Jordan');
      assert.equal(await versionOf(t.db, demo), version);

      const young = await t.call('POST', '/api/client/clients', {
        token: advisor, body: [{ profileId: plan, id: sam.id, type: 'C', firstName: 'Sam', lastName: 'Lee', dateOfBirth: yearsAgo(40), lifeExpectancy: 39 }],
      });
      assert.deepEqual(young.json().errors, [{ field: '0.lifeExpectancy', message: 'Life Expectancy must be greater than/equal to age attained in current year' }]);
    });

    it('holds at most one client and one spouse, and keeps rows inside their plan', async () => {
      const second = await t.call('POST', '/api/client/clients', {
        token: advisor, body: [{ profileId: plan, type: 'C', firstName: 'Other', lastName: 'Client', dateOfBirth: yearsAgo(33) }],
      });
      assert.equal(second.statusCode, 400);
      assert.equal(second.json().errors[0].field, '0.type');

      const [demoClient] = await t.db.select().from(persons).where(eq(persons.profileId, demo));
      const moved = await t.call('POST', '/api/client/clients', { token: advisor, body: [{ ...demoClient, profileId: plan, type: 'S' }] });
      assert.equal(moved.statusCode, 404, 'an id of another plan is not found in this one');
      const mixed = await t.call('POST', '/api/client/clients', {
        token: advisor,
        body: [
          { profileId: plan, id: sam.id, type: 'C', firstName: 'Sam', lastName: 'Lee', dateOfBirth: yearsAgo(40) },
          { profileId: demo, type: 'S', firstName: 'X', lastName: 'Y', dateOfBirth: yearsAgo(40) },
        ],
      });
      assert.deepEqual(mixed.json().errors, [{ field: '1.profileId', message: 'must be the same plan as the other rows' }]);
      assert.equal((await t.db.select().from(persons).where(eq(persons.id, demoClient.id)))[0].profileId, demo);
    });

    it('refuses other advisors (404) and read-only clients (403)', async () => {
      const body = [{ profileId: demo, type: 'C', firstName: 'Hacked', lastName: 'Name', dateOfBirth: yearsAgo(40) }];
      assert.equal((await t.call('POST', '/api/client/clients', { token: advisor2, body })).statusCode, 404);
      assert.equal((await t.call('POST', '/api/client/clients', { token: client, body })).statusCode, 403);
      const [demoSpouse] = (await t.db.select().from(persons).where(eq(persons.profileId, demo))).filter((p) => p.type === 'S');
      assert.equal((await t.call('DELETE', `/api/client/clients/${demoSpouse.id}`, { token: advisor2 })).statusCode, 404);
      assert.equal((await t.call('DELETE', `/api/client/clients/${demoSpouse.id}`, { token: client })).statusCode, 403);
      assert.equal((await t.db.select().from(persons).where(eq(persons.profileId, demo))).length, 2);
    });
  });

  describe('incomes', () => {
    it('lists every income, the client\'s then the spouse\'s, current first then by age', async () => {
      const saved = await t.call('POST', '/api/client/incomes', {
        token: advisor,
        body: [
          { profileId: plan, clientId: kim.id, annualPreTax: 20_000, description: 'Consulting' },
          { profileId: plan, clientId: sam.id, annualPreTax: 150_000, age: 50, description: 'Promotion' },
          { profileId: plan, clientId: sam.id, annualPreTax: 90_000, description: 'Engineer' },
          { profileId: plan, clientId: sam.id, annualPreTax: 30_000, age: 45, active: false, description: 'Sabbatical' },
        ],
      });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json().rows[0].frequency, 26);
      const all = (await t.call('GET', `/api/client/incomes/all/inactive/${plan}`, { token: advisor })).json();
      assert.deepEqual(all.map((i: { description: string }) => i.description), ['Engineer', 'Sabbatical', 'Promotion', 'Consulting']);
      assert.deepEqual(all.map((i: { personType: string }) => i.personType), ['C', 'C', 'C', 'S']);
      const aggregate = (await t.call('GET', `/api/client/profile/${plan}`, { token: advisor })).json();
      assert.equal(aggregate.incomes.length, 3, 'the plan holds the active incomes');

      const update = await t.call('POST', '/api/client/incomes', { token: advisor, body: [{ ...all[0], annualPreTax: 95_000 }] });
      assert.equal(update.json().rows[0].annualPreTax, 95_000);
      assert.equal((await t.call('GET', `/api/client/incomes/all/inactive/${plan}`, { token: client })).statusCode, 404);
      assert.equal((await t.call('GET', `/api/client/incomes/all/inactive/${demo}`, { token: client })).statusCode, 200);
    });

    it('refuses duplicate years per person and foreign owners, writing nothing', async () => {
      const before = await countOf(incomes, plan);
      const dup = await t.call('POST', '/api/client/incomes', {
        token: advisor,
        body: [
          { profileId: plan, clientId: kim.id, annualPreTax: 1, age: 50 },
          { profileId: plan, clientId: sam.id, annualPreTax: 1, age: 50 },
        ],
      });
      assert.deepEqual(dup.json().errors, [{ field: '1.age', message: 'May not include duplicate years' }]);
      const [demoPerson] = await t.db.select().from(persons).where(eq(persons.profileId, demo));
      const foreign = await t.call('POST', '/api/client/incomes', { token: advisor, body: [{ profileId: plan, clientId: demoPerson.id, annualPreTax: 'lots' }] });
      assert.deepEqual(foreign.json().errors, [
        { field: '0.annualPreTax', message: 'must be a valid number' },
      ]);
      const foreign2 = await t.call('POST', '/api/client/incomes', { token: advisor, body: [{ profileId: plan, clientId: demoPerson.id }] });
      assert.deepEqual(foreign2.json().errors, [{ field: '0.clientId', message: 'is not a valid value' }]);
      assert.equal(await countOf(incomes, plan), before);
    });

    it('deletes listed incomes (ids or rows) with write access to their plan only', async () => {
      const all = (await t.call('GET', `/api/client/incomes/all/inactive/${plan}`, { token: advisor })).json();
      const demoIncomes = await t.db.select().from(incomes).where(eq(incomes.profileId, demo));
      assert.equal((await t.call('DELETE', '/api/client/incomes', { token: advisor2, body: [demoIncomes[0].id] })).statusCode, 404);
      assert.equal((await t.call('DELETE', '/api/client/incomes', { token: client, body: [demoIncomes[0].id] })).statusCode, 403);
      assert.equal((await t.call('DELETE', '/api/client/incomes', { token: advisor, body: [all[1].id, 999_999] })).statusCode, 404);
      assert.equal(await countOf(incomes, demo), demoIncomes.length);
      assert.equal((await t.call('DELETE', '/api/client/incomes', { token: advisor, body: [all[1].id, all[2]] })).statusCode, 204);
      assert.equal(await countOf(incomes, plan), all.length - 2);
      assert.equal((await t.call('DELETE', '/api/client/incomes', { token: advisor, body: { id: 1 } })).statusCode, 400);
    });
  });

  describe('locations', () => {
    it('answers the saved moves in the order sent (lists sort CA first by age); a trigger other than CA clears the age', async () => {
      const demoList = (await t.call('GET', `/api/client/locations/all/inactive/${demo}`, { token: client })).json();
      assert.deepEqual(demoList.map((l: { eventTrigger: string }) => l.eventTrigger), ['CA', 'NW']);
      const res = await t.call('POST', '/api/client/locations', {
        token: advisor,
        body: [
          { profileId: plan, eventTrigger: 'NW', age: 44, state: 'WA' },
          { profileId: plan, eventTrigger: 'CA', age: 70, state: 'FL' },
          { profileId: plan, eventTrigger: 'CA', age: 60, state: 'NV' },
        ],
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().rows.map((l: { state: string; age: number | null }) => [l.state, l.age]), [['WA', null], ['FL', 70], ['NV', 60]]);
      assert.equal(res.json().rows[0].country, 'USA');
      const listed = (await t.call('GET', `/api/client/locations/all/inactive/${plan}`, { token: advisor })).json();
      assert.deepEqual(listed.map((l: { state: string }) => l.state), ['NV', 'FL', 'WA']);
    });

    it('needs an age for CA and refuses duplicate years and events', async () => {
      const before = await countOf(locations, plan);
      const noAge = await t.call('POST', '/api/client/locations', { token: advisor, body: [{ profileId: plan, eventTrigger: 'CA', state: 'TX' }] });
      assert.deepEqual(noAge.json().errors, [{ field: '0.age', message: 'Age is required if Event Trigger is set.' }]);
      const dupYear = await t.call('POST', '/api/client/locations', { token: advisor, body: [{ profileId: plan, eventTrigger: 'CA', age: 60, state: 'TX' }] });
      assert.deepEqual(dupYear.json().errors, [{ field: '0.age', message: 'May not include duplicate years' }]);
      const dupEvent = await t.call('POST', '/api/client/locations', { token: advisor, body: [{ profileId: plan, eventTrigger: 'NW', state: 'OR' }] });
      assert.deepEqual(dupEvent.json().errors, [{ field: '0.eventTrigger', message: 'May not include duplicate events' }]);
      const inactive = await t.call('POST', '/api/client/locations', { token: advisor, body: [{ profileId: plan, eventTrigger: 'CA', age: 60, state: 'TX', active: false }] });
      assert.equal(inactive.statusCode, 200, 'inactive moves do not count');
      assert.equal(await countOf(locations, plan), before + 1);
      assert.equal((await t.call('POST', '/api/client/locations', { token: client, body: [{ profileId: demo, eventTrigger: 'CA', age: 80, state: 'TX' }] })).statusCode, 403);
    });

    it('deletes listed locations', async () => {
      const all = (await t.call('GET', `/api/client/locations/all/inactive/${plan}`, { token: advisor })).json();
      assert.equal((await t.call('DELETE', '/api/client/locations', { token: advisor2, body: all })).statusCode, 404);
      assert.equal((await t.call('DELETE', '/api/client/locations', { token: advisor, body: all })).statusCode, 204);
      assert.equal(await countOf(locations, plan), 0);
    });
  });

  describe('participants', () => {
    it('saves kids and others and answers the saved rows', async () => {
      const res = await t.call('POST', '/api/client/participants', {
        token: advisor,
        body: [
          { profileId: plan, type: 'K', name: 'Ava Lee', dateOfBirth: yearsAgo(8), relationship: 'CH' },
          { profileId: plan, type: 'O', name: 'Pat Lee', dateOfBirth: yearsAgo(75), relationship: 'BO' },
        ],
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().rows.map((p: { type: string; relationship: string }) => [p.type, p.relationship]), [['K', 'CH'], ['O', 'BO']]);
      assert.ok(res.json().rows.every((p: { id: number; profileId: number }) => p.id > 0 && p.profileId === plan));
      const bad = await t.call('POST', '/api/client/participants', { token: advisor, body: [{ profileId: plan, name: 'No Type', dateOfBirth: '2999-01-01' }] });
      assert.deepEqual(bad.json().errors, [
        { field: '0.dateOfBirth', message: 'must be a date equal to today or earlier' },
        { field: '0.type', message: 'Type is required' },
      ]);
      assert.equal(await countOf(participants, plan), 2);
    });

    it('refuses to delete a student of an education goal (409), deletes the others', async () => {
      const demoKids = await t.db.select().from(participants).where(eq(participants.profileId, demo));
      const refused = await t.call('DELETE', '/api/client/participants', { token: advisor, body: demoKids.map((k) => k.id) });
      assert.equal(refused.statusCode, 409);
      assert.equal(await countOf(participants, demo), demoKids.length);
      const mine = await t.db.select().from(participants).where(eq(participants.profileId, plan));
      assert.equal((await t.call('DELETE', '/api/client/participants', { token: client, body: [demoKids[0].id] })).statusCode, 403);
      assert.equal((await t.call('DELETE', '/api/client/participants', { token: advisor, body: mine })).statusCode, 204);
      assert.equal(await countOf(participants, plan), 0);
    });
  });

  it('deletes the spouse, never the primary client', async () => {
    assert.equal((await t.call('DELETE', `/api/client/clients/${sam.id}`, { token: advisor })).statusCode, 409);
    assert.equal((await t.call('DELETE', `/api/client/clients/${kim.id}`, { token: advisor })).statusCode, 204);
    assert.equal((await t.call('DELETE', `/api/client/clients/${kim.id}`, { token: advisor })).statusCode, 404);
    const people = (await t.call('GET', `/api/client/profile/${plan}`, { token: advisor })).json().clients;
    assert.deepEqual(people.map((p: { type: string }) => p.type), ['C']);
  });
});
