import { createRoot } from 'react-dom/client';
import { reportStoreInstance, useSession } from '@portal/shared';
import { App } from './App';
import { preloadRoute } from './remotes/preloadRoute';

reportStoreInstance('shell');
/**
 * How long the first render waits for the page a direct load opens. Its files were preloaded by the page itself
 * (server/src/static.ts), so they are usually here by now; a remote that is down fails at once (its error panel
 * shows), one that hangs is waited for no longer than this (the page then loads behind its "Loading…" as usual).
 */
const FIRST_RENDER_WAIT_MS = 1000;

const render = () => createRoot(document.getElementById('root')!).render(<App />);
// Signed in: the page the address names starts loading now; the first render waits for its module so the frame and
// the page render once, together (before, the frame rendered, then the page's module ran between later renders and
// the page rendered again after a "Loading…" fallback: a trace showed that as the chain's longest part).
if (useSession.getState().token) {
  const page = preloadRoute(window.location.pathname, window.location.search);
  void Promise.race([page, new Promise((resolve) => { setTimeout(resolve, FIRST_RENDER_WAIT_MS); })]).then(render);
} else {
  render();
}
