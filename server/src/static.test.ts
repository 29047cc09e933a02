import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { cacheControlFor, IMMUTABLE, registerStatic, REVALIDATE, sendShellPage } from './static';

// Served over a real socket (node:http does not decode bodies, so what the server sent is what is checked).
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject).end();
  });
}

const CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A build as webpack.portal.cjs writes it: hashed chunks with .br/.gz siblings, stable names beside them. */
function writeBuild(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of [['index.html', '<!doctype html><div id="root"></div>'], ['main.js', CHUNK], ['474.07dc97a0.js', CHUNK], ['mf-manifest.json', '{"id":"x"}']]) {
    writeFileSync(path.join(dir, name), text);
    if (name.endsWith('.js')) {
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
    }
  }
}

describe('static delivery', () => {
  let root: string;
  let app: FastifyInstance;
  let port: number;

  before(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
    for (const folder of ['shell', 'mfe-plan-data', 'mfe-scenarios', 'mfe-admin', 'mfe-integrations']) writeBuild(path.join(root, folder, 'dist'));
    // The shell's boot files: recharts is loaded on demand (only the Profile preloads it).
    writeFileSync(path.join(root, 'shell', 'dist', 'boot-files.json'), JSON.stringify({
      boot: ['207.00000000.js'],
      shared: { react: ['923.11111111.js'], recharts: ['291.22222222.js'] },
    }));
    // The plan-data remote's manifest as the federation plugin writes it: each exposed module's files.
    writeFileSync(path.join(root, 'mfe-plan-data', 'dist', 'mf-manifest.json'), JSON.stringify({
      id: 'planData',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './Income', assets: { js: { sync: ['557.aaaaaaaa.js', '__federation_expose_Income.bbbbbbbb.js'], async: ['179.cccccccc.js'] } } },
        { path: './Profile', assets: { js: { sync: ['557.aaaaaaaa.js', '__federation_expose_Profile.dddddddd.js'], async: [] } } },
        { path: './PlanResults', assets: { js: { sync: ['__federation_expose_PlanResults.eeeeeeee.js'], async: [] } } },
      ],
    }));
    app = Fastify();
    app.decorate('config', { rootDir: root, remoteUrls: { scenarios: 'https://scenarios.example.com/mf-manifest.json' } } as unknown as Config);
    await registerStatic(app);
    app.setNotFoundHandler((req, reply) => sendShellPage(app, req, reply));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('names the cache policy by file name: hashed chunks immutable, stable names revalidated', () => {
    assert.equal(cacheControlFor('/x/474.07dc97a0.js'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/474.07dc97a0.js.br'), IMMUTABLE);
    for (const f of ['/x/main.js', '/x/remoteEntry.js', '/x/index.html', '/x/mf-manifest.json', '/x/main.js.gz']) assert.equal(cacheControlFor(f), REVALIDATE, f);
  });

  it('sends a hashed chunk as brotli or gzip by Accept-Encoding, immutable, varying on the encoding', async () => {
    const br = await get(port, '/474.07dc97a0.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.body).toString(), CHUNK);

    const gz = await get(port, '/474.07dc97a0.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), CHUNK);

    const plain = await get(port, '/474.07dc97a0.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), CHUNK);
  });

  it('revalidates the entry, the page and remotes.json', async () => {
    const main = await get(port, '/main.js', { 'accept-encoding': 'br' });
    assert.equal(main.headers['content-encoding'], 'br');
    assert.equal(main.headers['cache-control'], REVALIDATE);
    assert.equal((await get(port, '/')).headers['cache-control'], REVALIDATE);
    const remotes = await get(port, '/remotes.json');
    assert.equal(remotes.headers['cache-control'], REVALIDATE);
    const map = JSON.parse(remotes.body.toString()) as Record<string, string>;
    assert.equal(map.scenarios, 'https://scenarios.example.com/mf-manifest.json');
    assert.equal(map.planData, `http://127.0.0.1:${port}/remotes/mfe-plan-data/mf-manifest.json`);
  });

  it('serves a remote with CORS, its manifest revalidated and its chunks immutable', async () => {
    const manifest = await get(port, '/remotes/mfe-plan-data/mf-manifest.json');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['cache-control'], REVALIDATE);
    const chunk = await get(port, '/remotes/mfe-admin/474.07dc97a0.js', { 'accept-encoding': 'br' });
    assert.equal(chunk.headers['access-control-allow-origin'], '*');
    assert.equal(chunk.headers['content-encoding'], 'br');
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
  });

  it('preloads what a direct load of a remote page needs: the shell\'s boot files, the remote list, the remote\'s files', async () => {
    const page = await get(port, '/income?plan=3');
    assert.equal(page.status, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.equal(page.headers['cache-control'], REVALIDATE);
    const html = page.body.toString();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(preloads, [
      'script /207.00000000.js',
      'script /923.11111111.js',
      'fetch /remotes.json',
      `fetch http://127.0.0.1:${port}/remotes/mfe-plan-data/mf-manifest.json`,
      'script /remotes/mfe-plan-data/remoteEntry.js',
      'script /remotes/mfe-plan-data/557.aaaaaaaa.js',
      'script /remotes/mfe-plan-data/__federation_expose_Income.bbbbbbbb.js',
    ]);
    // The page's modules shown at once (the route table's preload) come too; a shared file once.
    const profile = (await get(port, '/profile')).body.toString();
    assert.match(profile, /__federation_expose_Profile\.dddddddd\.js/);
    assert.match(profile, /__federation_expose_PlanResults\.eeeeeeee\.js/);
    assert.equal(profile.match(/557\.aaaaaaaa\.js/g)?.length, 1);
    assert.match(profile, /href="\/291\.22222222\.js"/);
  });

  it('preloads nothing for a shell page, an unknown path or a remote served from elsewhere, and escapes the host', async () => {
    for (const url of ['/', '/client-list-nope', '/account', '/workshop']) {
      const html = (await get(port, url)).body.toString();
      assert.doesNotMatch(html, /rel="preload" href="[^"]*remotes\//, url);
      assert.doesNotMatch(html, /291\.22222222/, url);
      assert.match(html, /href="\/923\.11111111\.js"/, url);
    }
    // The scenarios remote is served from elsewhere: only the remote list is preloaded for its pages.
    assert.match((await get(port, '/workshop')).body.toString(), /href="\/remotes\.json"/);
    const odd = (await get(port, '/income', { host: 'x"><script>alert(1)</script>' })).body.toString();
    assert.doesNotMatch(odd, /<script>alert/);
  });
});
