/// <reference types="webpack/module" />
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@portal/shared';

declare const __PORTAL_REMOTE_EXPOSES__: Record<string, string>;
/** Where the harness is served: '/' on the dev server, /harness/<package>/ in a harness build. */
declare const __HARNESS_BASE__: string;

// Every page of this remote, loaded on demand by the path federation.shared.cjs exposes it under.
const pages = import.meta.webpackContext('..', { recursive: true, regExp: /Page\.tsx$/, mode: 'lazy' });
const loadPage = (module: string) => Promise.resolve(pages(__PORTAL_REMOTE_EXPOSES__[module].replace('./src/', './')));

createRoot(document.getElementById('root')!).render(<StandaloneHarness remote="planData" loadPage={loadPage} basename={__HARNESS_BASE__} />);
