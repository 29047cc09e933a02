#!/usr/bin/env node
// `pnpm dev`: the API server on 3100 and webpack dev servers with hot reload for the shell (3000, proxying
// /api and /healthz to the API and serving /remotes.json) and the four remotes (3001-3004).
// PORTAL_PORT_OFFSET shifts the web ports and PORTAL_API_PORT moves the API (see webpack.portal.cjs).
// Ctrl-C stops everything; when one process dies the others are stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORTAL_API_PORT || '3100';
const offset = Number(process.env.PORTAL_PORT_OFFSET || 0);

const processes = [
  { name: 'api', args: ['--filter', '@portal/server', 'dev'], env: { PORT: apiPort } },
  { name: 'shell', args: ['--filter', 'shell', 'dev'], port: 3000 },
  { name: 'planData', args: ['--filter', 'mfe-plan-data', 'dev'], port: 3001 },
  { name: 'scenarios', args: ['--filter', 'mfe-scenarios', 'dev'], port: 3002 },
  { name: 'admin', args: ['--filter', 'mfe-admin', 'dev'], port: 3003 },
  { name: 'integrations', args: ['--filter', 'mfe-integrations', 'dev'], port: 3004 },
];

const children = [];
let stopping = false;

function prefixLines(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

for (const p of processes) {
  const child = spawn('pnpm', p.args, {
    cwd: root,
    detached: true, // own process group, so stopping it stops webpack/node under pnpm too
    env: { ...process.env, PORTAL_API_PORT: apiPort, ...p.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  prefixLines(p.name, child.stdout, process.stdout);
  prefixLines(p.name, child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[dev] ${p.name} exited with ${code}; stopping the others`);
      stopAll(code || 1);
    }
  });
}

console.log(`[dev] portal: http://localhost:${3000 + offset}  (API on ${apiPort}; remotes on ${3001 + offset}-${3004 + offset})`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stopAll(0));
