#!/usr/bin/env node
// `pnpm build`: production builds of the shell and the four remotes, two at a time (the machine has two
// cores). Exits non-zero when any build fails. Each finished build gets dist/.build-stamp, which
// scripts/start.mjs reads to skip builds that are up to date.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requested = process.argv.slice(2);
const APPS = ['shell', 'mfe-plan-data', 'mfe-scenarios', 'mfe-admin', 'mfe-integrations'];
const apps = requested.length ? APPS.filter((a) => requested.includes(a)) : APPS;
const PARALLEL = Number(process.env.BUILD_PARALLEL || 2);

function build(app) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', app, 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        writeFileSync(path.join(root, app, 'dist', '.build-stamp'), new Date().toISOString());
        console.log(`[build] ${app} built in ${seconds} s`);
      } else {
        console.error(`[build] ${app} FAILED after ${seconds} s\n${output}`);
      }
      resolve(code === 0);
    });
  });
}

const queue = [...apps];
const results = [];
async function worker() {
  while (queue.length) results.push(await build(queue.shift()));
}
await Promise.all(Array.from({ length: Math.min(PARALLEL, apps.length) }, worker));
const failed = results.filter((ok) => !ok).length;
if (failed) {
  console.error(`[build] ${failed} of ${apps.length} builds failed`);
  process.exit(1);
}
console.log(`[build] ${apps.length} builds done`);
