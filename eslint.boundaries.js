// The house rules of the workspace as lint (docs/lint-house-rules.md): who may import whom.
// Each package gets one `no-restricted-imports` setting (a later config block would replace, not add to, it).
const REMOTES = ['mfe-plan-data', 'mfe-scenarios', 'mfe-admin', 'mfe-integrations'];
const APPS = ['shell', ...REMOTES];

/** An import of another workspace package, by name or by a relative path that leaves the package. */
const pkg = (names, message) => ({
  regex: `^(?:(?:\\.\\./)+|@portal/)(?:${names.join('|')})(?:/|$)`,
  message,
});
const SHARED_SUBPATH = {
  regex: '^@portal/shared/.+',
  message: 'Front ends import @portal/shared only by its root (Module Federation shares that one module as a singleton).',
};
const SHARED_BY_PATH = {
  regex: '^(?:\\.\\./)+shared(?:/|$)',
  message: 'Import @portal/shared by its package name, never by a path into it (a second store instance appears).',
};
const rule = (...patterns) => ['error', { patterns }];
/** Front ends' tests may also import the shared test helpers (`@portal/shared/testing`); screens may not. */
const TEST_FILES = (app) => [`${app}/**/*.test.{ts,tsx}`, `${app}/src/testing/**/*.{ts,tsx}`];
const forTests = (entry) => ({
  files: entry.files.flatMap((glob) => TEST_FILES(glob.split('/')[0])),
  rule: ['error', {
    patterns: entry.rule[1].patterns.map((p) => (p === SHARED_SUBPATH ? { ...p, regex: '^@portal/shared/(?!testing$).+' } : p)),
  }],
});

/** Each front end's setting (a later block for its test files repeats it with the test helpers allowed). */
const appRules = [
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rule: rule(
      pkg(APPS.filter((a) => a !== remote), 'A remote never imports another remote or the shell; share through @portal/shared.'),
      pkg(['server'], 'Front ends reach the server only through the API client of @portal/shared.'),
      SHARED_SUBPATH, SHARED_BY_PATH,
    ),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rule: rule(
      pkg(REMOTES, 'The shell never imports a remote: it loads them at run time (Module Federation).'),
      pkg(['server'], 'Front ends reach the server only through the API client of @portal/shared.'),
      SHARED_SUBPATH, SHARED_BY_PATH,
    ),
  },
];

/** file globs -> the rule's setting, one entry per package. */
export const boundaryRules = [
  ...appRules,
  ...appRules.map(forTests),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rule: rule(pkg([...APPS, 'server'], '@portal/shared imports no app and no server.')),
  },
  {
    files: ['calc/**/*.{ts,tsx}'],
    rule: rule(pkg(['shared', 'server', ...APPS], '@portal/calc (the engine) imports nothing of the project; its input types live in calc.')),
  },
  {
    // The workshop's calculation worker and the plan solver's worker are bundles of their own, outside Module
    // Federation: they take the contract's record checks by subpath so the root's React and UI kit stay out.
    files: ['mfe-scenarios/src/workshop/calcWorkerCore.ts', 'mfe-scenarios/src/suggested-actions/solver.worker.ts'],
    rule: rule(
      pkg(APPS.filter((a) => a !== 'mfe-scenarios'), 'A remote never imports another remote or the shell; share through @portal/shared.'),
      { regex: '^@portal/shared/(?!contract$).+', message: 'The worker may import only @portal/shared/contract.' },
      SHARED_BY_PATH,
    ),
  },
];
