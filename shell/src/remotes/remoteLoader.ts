import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS, type RouteOwner } from '@portal/shared';
import { withTimeout } from './withTimeout';

export type RemoteName = Exclude<RouteOwner, 'shell'>;
export type PageModule = { default: ComponentType<Record<string, unknown>> };

/** remote name -> URL of its mf-manifest.json, as /remotes.json gave it. */
let manifests: Promise<Record<string, string>> | null = null;
const retries: Record<string, number> = {};
/** Remotes whose last load failed: the next load registers them again first. */
const failed = new Set<RemoteName>();
const probed = new Set<string>();

/** Reads /remotes.json once and registers every remote with the federation runtime (the host starts with none). */
function ensureRemotes(): Promise<Record<string, string>> {
  manifests ??= (async () => {
    // The default cache mode, so a direct load takes the answer its page preloaded (server/src/static.ts); the
    // server marks it no-cache, so it is never older than this page load.
    const res = await fetch('/remotes.json');
    if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
    const map = (await res.json()) as Record<string, string>;
    known = map;
    registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
    return map;
  })().catch((e) => {
    manifests = null;
    throw e;
  });
  return manifests;
}

/** remote name -> URL of its manifest, once /remotes.json has been read (for synchronous checks). */
let known: Record<string, string> = {};

/**
 * Whether this page preloaded files of `remote` (a direct load of one of its pages: server/src/static.ts). A
 * preload that failed while the remote was down is kept by the browser for the page's life and answers every later
 * load of the same file with the same failure, so a Retry must load the page again rather than in place.
 */
export function remotePreloaded(remote: RemoteName): boolean {
  const manifest = known[remote];
  if (!manifest || typeof document === 'undefined') return false;
  const base = new URL(manifest.slice(0, manifest.lastIndexOf('/') + 1), document.baseURI).href;
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((link) => link.href.startsWith(base));
}

/** After a failure, registers the remote again (new manifest URL) so the runtime forgets the failed load. */
async function reregister(remote: RemoteName): Promise<void> {
  const map = await ensureRemotes();
  if (!map[remote]) return;
  retries[remote] = (retries[remote] ?? 0) + 1;
  const sep = map[remote].includes('?') ? '&' : '?';
  registerRemotes([{ name: remote, entry: `${map[remote]}${sep}retry=${retries[remote]}` }], { force: true });
}

/** Asks the remote which @portal/shared copy it runs with (window.__PORTAL_STORE_IDS__); once per remote. */
function probeStore(remote: RemoteName): void {
  if (probed.has(remote)) return;
  probed.add(remote);
  loadRemote<{ default: (name: string) => string }>(`${remote}/StoreProbe`)
    .then((m) => m?.default(remote))
    .catch(() => probed.delete(remote));
}

/**
 * Loads the page a remote exposes as `module` ('./Income' -> 'planData/Income'). Fails with a chunk-load
 * error after CHUNK_LOAD_TIMEOUT_MS (120 s) when the remote does not answer. After a failure of the same
 * remote, the remote is registered again first, so a remote that came back loads.
 */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<PageModule> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const load = async () => {
    if (failed.has(remote)) await reregister(remote);
    const map = await ensureRemotes();
    if (!map[remote]) throw new Error(`/remotes.json has no entry for ${remote}`);
    const mod = await loadRemote<PageModule>(id);
    if (!mod?.default) throw new Error(`${id} did not load`);
    return mod;
  };
  try {
    const mod = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, id);
    failed.delete(remote);
    probeStore(remote);
    return mod;
  } catch (e) {
    failed.add(remote);
    throw e;
  }
}
