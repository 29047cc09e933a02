import { createRoot } from 'react-dom/client';
import { reportStoreInstance, useSession } from '@portal/shared';
import { App } from './App';
import { preloadRoute } from './remotes/preloadRoute';

reportStoreInstance('shell');
// Signed in: the page the address names starts loading while the portal renders its frame.
if (useSession.getState().token) preloadRoute(window.location.pathname, window.location.search);
createRoot(document.getElementById('root')!).render(<App />);
