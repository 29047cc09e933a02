import { z } from 'zod';

// In the browser, zod probes `new Function` when it builds an object schema, to choose a compiled parser. The portal's CSP allows no
// eval, so the probe is refused and reported as a CSP violation (harmless, but it hides real ones). `jitless` skips
// the probe; zod keeps this setting on globalThis, so it holds for every copy of zod the remotes bundle. The server
// keeps the faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
