import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 12 finding 10: every call of the spec list, with ids beyond int4, fractions, 1e308 and NUL characters in
 * its path and body, answers a 4xx naming the field, never a 500.
 */
const LEVELS: Record<string, string[]> = {
  level: ['global', 'team', 'user', 'profile'], settingsLevel: ['team', 'user', 'profile'], intLevel: ['team', 'user'],
};
const WORDS: Record<string, string> = { spouseFlag: 'true', sharingChanged: 'true', isDefault: 'true', renew: 'true', type: 'INV', code: 'CA', key: 'inflation' };
const BAD_NUMBERS = ['2147483648', '1.5', '1e308', '-1'];

function calls(): Array<{ method: string; path: string }> {
  const lines = readFileSync(new URL('../access/api-endpoints.txt', import.meta.url), 'utf8').split('\n')
    .map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const out: Array<{ method: string; path: string }> = [];
  for (const line of lines) {
    const [method, path] = line.split(/\s+/);
    const levelParam = Object.keys(LEVELS).find((k) => path.includes(`{${k}}`));
    for (const lvl of levelParam ? LEVELS[levelParam] : ['']) out.push({ method, path: levelParam ? path.replace(`{${levelParam}}`, lvl) : path });
  }
  return out;
}

const fill = (path: string, bad: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => (WORDS[name] ?? encodeURIComponent(bad)));

/** Bodies a careless or hostile caller sends: huge ids, fractions, overflowing numbers, NUL in text, huge lists. */
function badBodies(): unknown[] {
  const n = (v: number) => ({
    id: v, profileId: v, levelKey: v, level: v, scenarioId: v, userId: v, teamId: v, clientId: v, assumptionId: v, sequence: v,
    minScore: v, maxScore: v, riskScore: v, duplicateOf: v, participantId: v, investmentId: v,
  });
  const nul = 'x\u0000y';
  return [
    n(2147483648), n(1.5), n(1e308),
    { profileId: 1, id: null, description: nul, name: nul, firstName: nul, lastName: nul, email: `a${nul}@example.com`, username: nul, type: 'WS', level: 6, levelKey: 1, values: { [nul]: nul } },
    [n(2147483648)], [{ profileId: 1, description: nul, firstName: nul, lastName: nul, name: nul }],
    Array.from({ length: 200_000 }, (_, i) => i + 1),
    { values: Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, 'v'])) },
  ];
}

let t: TestApp;
let admin: string;
let advisor: string;
before(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  advisor = await t.login('advisor@example.com');
});
after(() => t.close());

describe('malformed input never answers 500', () => {
  test('every call of the spec list, bad path values and bad bodies', async () => {
    const failures: string[] = [];
    const bodies = badBodies();
    for (const { method, path } of calls()) {
      for (const token of [admin, advisor]) {
        for (const bad of BAD_NUMBERS) {
          const url = fill(path, bad);
          const res = await t.call(method as 'GET', url, { token, body: method === 'GET' ? undefined : { profileId: 1 } });
          if (res.statusCode >= 500) failures.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        if (method === 'GET') continue;
        for (const body of bodies) {
          const url = fill(path, '1');
          const res = await t.call(method as 'POST', url, { token, body });
          if (res.statusCode >= 500) failures.push(`${method} ${url} body ${JSON.stringify(body).slice(0, 60)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          else if (res.statusCode === 400) {
            const json = res.json();
            if (!json.errors?.length || !json.errors.every((e: { field?: string }) => e.field && e.field !== '(request)')) failures.push(`${method} ${url}: 400 without a field ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    assert.deepEqual(failures, []);
  });
});
