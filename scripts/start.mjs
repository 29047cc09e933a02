#!/usr/bin/env node
// `pnpm start`: builds the shell and the remotes when their build is missing or older than their sources,
// then serves API + static builds on PORT (default 3000) with PGlite in DATA_DIR (default ./data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mfe-plan-data', 'mfe-scenarios', 'mfe-admin', 'mfe-integrations'];
const COMMON_SOURCES = ['shared/src', 'calc/src', 'federation.shared.cjs', 'webpack.portal.cjs', 'pnpm-lock.yaml'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function staleApps() {
  return APPS.filter((app) => {
    const stamp = path.join(root, app, 'dist', '.build-stamp');
    if (!existsSync(stamp)) return true;
    const sources = [path.join(app, 'src'), path.join(app, 'webpack.config.cjs'), path.join(app, 'webpack.config.js'), path.join(app, 'package.json'), ...COMMON_SOURCES];
    const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
    return newest > statSync(stamp).mtimeMs;
  });
}

export function buildApps(apps) {
  for (const app of apps) {
    console.log(`[start] building ${app} ...`);
    const r = spawnSync('pnpm', ['--filter', app, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) {
      console.error(`[start] build of ${app} failed`);
      process.exit(r.status ?? 1);
    }
    writeFileSync(path.join(root, app, 'dist', '.build-stamp'), new Date().toISOString());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stale = staleApps();
  if (stale.length) buildApps(stale);
  else console.log('[start] builds are up to date');
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    // NODE_ENV stays as given: outside production and without SMTP_URL, codes go to the dev outbox.
    env: { ...process.env, PORTAL_ROOT: root },
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
  server.on('exit', (code) => process.exit(code ?? 0));
}
