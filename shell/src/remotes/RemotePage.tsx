import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Flex, Spinner, Text } from '@chakra-ui/react';
import { loadRemotePage, remotePreloaded, type PageModule, type RemoteName } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemotePageProps {
  remote: RemoteName;
  /** Exposed module, e.g. './Income'. */
  module: string;
  props?: Record<string, unknown>;
  /** Name of the area for the error panel (the route title). */
  area: string;
}

const pages = new Map<string, ComponentType<Record<string, unknown>>>();
/** Loads started before their page rendered (preloadRemotePage), taken by the page's lazy component. */
const started = new Map<string, Promise<PageModule>>();
/** Pages whose preload has finished: rendered as they are, without suspending (no fallback, no second render). */
const loaded = new Map<string, PageModule['default']>();

/**
 * Starts loading a remote's module now (the page a direct load opens, before the layout has rendered; a module the
 * page shows at once). The page's lazy component takes this load instead of starting its own; once it has loaded,
 * the page renders it directly. Resolves when the load has settled (loaded or failed).
 */
export function preloadRemotePage(remote: RemoteName, module: string): Promise<void> {
  const key = `${remote}/${module}`;
  if (pages.has(key)) return Promise.resolve();
  const running = started.get(key);
  if (running) return running.then(() => undefined, () => undefined);
  const load = loadRemotePage(remote, module);
  started.set(key, load);
  return load.then((m) => {
    loaded.set(key, m.default);
  }, () => {
    started.delete(key);
  });
}

/**
 * One lazy component per remote page, so re-renders and later visits keep the loaded page. A failed load is
 * forgotten at once: the next visit (or Retry) loads again.
 */
function remotePage(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  const ready = loaded.get(key);
  if (!pages.has(key) && ready) {
    // Chosen once per page, so the component stays the same one across renders (a switch would remount the page).
    started.delete(key);
    pages.set(key, ready);
  } else if (!pages.has(key)) {
    pages.set(key, lazy(() => {
      const early = started.get(key);
      started.delete(key);
      return (early ?? loadRemotePage(remote, module)).catch((e) => {
        pages.delete(key);
        throw e;
      });
    }));
  }
  return pages.get(key)!;
}

/** A page of a remote, loaded at run time; a failure shows the error panel with Retry in its place. */
export function RemotePage({ remote, module, props, area }: RemotePageProps) {
  // Retry remounts the boundary; the failed page was already forgotten, so it loads again (the whole page when its
  // address preloaded the remote's files: the browser keeps a failed preload for the page's life).
  const [attempt, setAttempt] = useState(0);
  const Page = remotePage(remote, module);
  const retry = () => (remotePreloaded(remote) ? window.location.reload() : setAttempt((a) => a + 1));
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={retry}>
      <Suspense
        fallback={(
          <Flex align="center" gap="3" py="8" role="status">
            <Spinner size="sm" />
            <Text color="fg.muted">Loading {area}…</Text>
          </Flex>
        )}
      >
        {/* eslint-disable-next-line react-hooks/static-components -- remotePage caches the component: stable across renders */}
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
