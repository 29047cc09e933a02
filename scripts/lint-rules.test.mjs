// The house rules hold in lint: a forbidden import (or an `any`, or a type imported as a value) fails `pnpm lint`,
// and an allowed one does not. Runs ESLint's Node API with the repository's own eslint.config.js on small
// sources linted as if they were files of each package. Run: `node --test scripts/lint-rules.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Rule ids reported for `code` linted as the (not necessarily existing) file `file`. */
async function rulesFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const forbidden = [
  ['a remote imports another remote', 'mfe-plan-data/src/income/Probe.tsx', "import { x } from '../../../mfe-admin/src/x';\nexport const y = x;\n"],
  ['a remote imports the shell', 'mfe-admin/src/Probe.tsx', "import { x } from '../../shell/src/x';\nexport const y = x;\n"],
  ['the shell imports a remote', 'shell/src/Probe.tsx', "import { x } from '../../mfe-scenarios/src/x';\nexport const y = x;\n"],
  ['a front end imports a subpath of @portal/shared', 'mfe-scenarios/src/Probe.tsx', "import { x } from '@portal/shared/contract';\nexport const y = x;\n"],
  ['a screen imports the shared test helpers', 'mfe-admin/src/Probe.tsx', "import { serveApi } from '@portal/shared/testing';\nexport const y = serveApi;\n"],
  ['a front end test imports another subpath of @portal/shared', 'mfe-admin/src/Probe.test.tsx', "import { x } from '@portal/shared/contract';\nexport const y = x;\n"],
  ['a front end imports shared by a path', 'mfe-integrations/src/Probe.tsx', "import { x } from '../../shared/src/index';\nexport const y = x;\n"],
  ['shared imports an app', 'shared/src/Probe.ts', "import { x } from '../../shell/src/x';\nexport const y = x;\n"],
  ['shared imports the server', 'shared/src/api/Probe.ts', "import { x } from '@portal/server';\nexport const y = x;\n"],
  ['calc imports shared', 'calc/src/Probe.ts', "import type { X } from '@portal/shared/contract';\nexport type Y = X;\n"],
  ['calc imports shared by a path', 'calc/src/tax/Probe.ts', "import { x } from '../../../shared/src/contract';\nexport const y = x;\n"],
];

for (const [what, file, code] of forbidden) {
  test(`lint fails when ${what}`, async () => {
    assert.deepEqual(await rulesFor(file, code), ['no-restricted-imports']);
  });
}

test('lint passes the imports the house allows', async () => {
  assert.deepEqual(await rulesFor('mfe-plan-data/src/Probe.tsx', "import { apiClient } from '@portal/shared';\nimport { z } from './z';\nexport const y = [apiClient, z];\n"), []);
  assert.deepEqual(await rulesFor('shared/src/Probe.ts', "import { projectPlan } from '@portal/calc';\nexport const y = projectPlan;\n"), []);
  assert.deepEqual(await rulesFor('server/src/Probe.ts', "import { x } from '@portal/shared/contract';\nexport const y = x;\n"), []);
  assert.deepEqual(await rulesFor('calc/src/Probe.ts', "import { x } from './tax/x';\nexport const y = x;\n"), []);
  assert.deepEqual(await rulesFor('mfe-admin/src/Probe.test.tsx', "import { serveApi } from '@portal/shared/testing';\nexport const y = serveApi;\n"), []);
  assert.deepEqual(await rulesFor('shell/src/testing/probe.tsx', "import { serveApi } from '@portal/shared/testing';\nexport const y = serveApi;\n"), []);
});

test('lint fails on an explicit any', async () => {
  assert.deepEqual(await rulesFor('shared/src/Probe.ts', 'export const f = (v: any) => v;\n'), ['@typescript-eslint/no-explicit-any']);
});

test('lint fails on a type imported as a value', async () => {
  assert.deepEqual(await rulesFor('shared/src/Probe.ts', "import { X } from './x';\nexport const f = (v: X) => v;\n"), ['@typescript-eslint/consistent-type-imports']);
});

test('lint fails when a screen writes an API URL instead of calling the contract', async () => {
  assert.deepEqual(await rulesFor('mfe-plan-data/src/Probe.tsx', "export const u = '/api/client/account';\n"), ['no-restricted-syntax']);
  assert.deepEqual(await rulesFor('shell/src/Probe.tsx', 'export const u = (id: number) => `/api/client/profile/${id}`;\n'), ['no-restricted-syntax']);
  assert.deepEqual(await rulesFor('shell/src/Probe.test.tsx', "export const u = '/api/client/account';\n"), []);
});
