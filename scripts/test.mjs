#!/usr/bin/env node
// `pnpm test`: every suite — browser-side units (jest), engine units, server tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), then e2e in Chromium — and a pass/fail summary at the end.
// Suites of one `group` run at the same time (the server's two databases: each is mostly one busy thread, so on two
// cores together they take little longer than one); their output is printed whole as each one ends.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const suites = [
  { name: 'static checks (typecheck + lint)', cmd: ['sh', '-c', 'pnpm typecheck && pnpm lint && node --test scripts/lint-rules.test.mjs'], counts: () => null },
  { name: 'unit (jest: shared, shell, remotes)', cmd: ['pnpm', 'exec', 'jest', '--ci'], counts: jestCounts },
  { name: 'calc engine (node:test)', cmd: ['pnpm', '--filter', '@portal/calc', 'test'], counts: nodeTestCounts },
  { name: 'server on PGlite (node:test)', group: 'server', cmd: ['pnpm', '--filter', '@portal/server', 'test'], env: { TEST_DATABASE_URL: '' }, counts: nodeTestCounts },
];
if (process.env.TEST_DATABASE_URL) {
  suites.push({ name: 'server on PostgreSQL (node:test)', group: 'server', cmd: ['pnpm', '--filter', '@portal/server', 'test'], counts: nodeTestCounts });
}
suites.push({ name: 'build (shell + remotes)', cmd: ['node', 'scripts/build.mjs'], counts: () => null });
suites.push({ name: 'e2e (Playwright, Chromium)', cmd: ['pnpm', '--filter', 'e2e', 'test'], counts: playwrightCounts });

function jestCounts(out) {
  const m = out.match(/^Tests:\s+(.*)$/m);
  if (!m) return null;
  const n = (k) => Number((m[1].match(new RegExp(`(\\d+) ${k}`)) ?? [0, 0])[1]);
  return { passed: n('passed'), failed: n('failed'), skipped: n('skipped') + n('todo') };
}
function nodeTestCounts(out) {
  const n = (k) => Number((out.match(new RegExp(`^# ${k} (\\d+)$`, 'm')) ?? [0, 0])[1]);
  if (!/^# pass \d+$/m.test(out)) return null;
  return { passed: n('pass'), failed: n('fail') + n('cancelled'), skipped: n('skipped') + n('todo') };
}
function playwrightCounts(out) {
  // eslint-disable-next-line no-control-regex
  const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
  const n = (k) => Number((plain.match(new RegExp(`^\\s*(\\d+) ${k}`, 'm')) ?? [0, 0])[1]);
  if (!/^\s*\d+ (passed|failed)/m.test(plain)) return null;
  return { passed: n('passed'), failed: n('failed') + n('interrupted'), skipped: n('skipped') + n('did not run') };
}

function run(suite, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    let out = '';
    const child = spawn(suite.cmd[0], suite.cmd.slice(1), {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...(suite.env ?? {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onData = (stream) => (chunk) => {
      out += chunk;
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, out, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = [];
const chosen = suites.filter((suite) => !only.length || only.some((o) => suite.name.includes(o)));
for (let i = 0; i < chosen.length; ) {
  const batch = [chosen[i]];
  while (chosen[i].group && chosen[i + batch.length]?.group === chosen[i].group) batch.push(chosen[i + batch.length]);
  i += batch.length;
  if (batch.length === 1) {
    console.log(`\n==== ${batch[0].name} ====\n`);
    const r = await run(batch[0], true);
    results.push({ suite: batch[0], ...r, counts: batch[0].counts(r.out) });
    continue;
  }
  console.log(`\n==== ${batch.map((s) => s.name).join(' | ')} (together; each printed when it ends) ====\n`);
  const done = await Promise.all(
    batch.map((suite) =>
      run(suite, false).then((r) => {
        console.log(`\n==== ${suite.name} ====\n`);
        process.stdout.write(r.out);
        return { suite, ...r, counts: suite.counts(r.out) };
      }),
    ),
  );
  results.push(...done);
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n==================== test summary ====================');
for (const r of results) {
  const ok = r.code === 0;
  const c = r.counts;
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
  }
  if (!ok && (!c || c.failed === 0)) failed += 1; // a suite that failed without failing tests (crash, build error)
  const detail = c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}` : ok ? 'ok' : `exit code ${r.code}`;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${r.suite.name.padEnd(36)} ${detail}  (${r.seconds.toFixed(0)} s)`);
}
const allOk = results.every((r) => r.code === 0) && results.length > 0;
console.log(`\nResult: ${allOk ? 'ALL SUITES PASSED' : 'SOME SUITES FAILED'}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
