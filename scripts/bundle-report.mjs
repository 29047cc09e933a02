#!/usr/bin/env node
// `pnpm bundle:report [app]` (default shell): builds the app with full webpack stats (stats.json in a temporary
// folder) and prints, for each chunk over 20 KB, its files and the packages that fill it — how the 1.1 MB Chakra
// chunk of the login page was found. Chunks marked `initial` load with the page; the others load on demand.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = process.argv[2] ?? 'shell';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bundle-report-'));
const statsFile = path.join(tmp, 'stats.json');
const r = spawnSync('pnpm', ['--filter', app, 'exec', 'webpack', '--mode', 'production', '--stats=normal', `--json=${statsFile}`], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
if (r.status !== 0) process.exit(r.status ?? 1);
const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
rmSync(tmp, { recursive: true, force: true });

/** The package a module belongs to ('(own code)' outside node_modules), from its name in the stats. */
function packageOf(name) {
  const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(name);
  return m ? m[1] : '(own code)';
}

const kb = (n) => `${Math.round(n / 1024)} KB`;
for (const chunk of [...stats.chunks].sort((a, b) => b.size - a.size)) {
  if (chunk.size < 20 * 1024) continue;
  const byPackage = new Map();
  for (const m of chunk.modules ?? []) {
    for (const inner of m.modules ?? [m]) byPackage.set(packageOf(inner.name ?? ''), (byPackage.get(packageOf(inner.name ?? '')) ?? 0) + (inner.size ?? 0));
  }
  const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([p, s]) => `${p} ${kb(s)}`).join(', ');
  console.log(`${chunk.files.join(' ')}  ${kb(chunk.size)} before minifying${chunk.initial ? ' (initial)' : ''}: ${top}`);
}
