// The one place that lists what the shell and the four remotes share over Module Federation and what each
// remote exposes. All five webpack configs (through webpack.portal.cjs) and the tests read this file.
const path = require('node:path');
const sharedPkg = require('./shared/package.json');

const deps = sharedPkg.dependencies;

/** Every shared module is a singleton: two copies of any of these break the portal in the way noted. */
const singletons = {
  react: { range: deps.react, reason: 'two Reacts break hooks ("Invalid hook call")' },
  'react/jsx-runtime': { range: deps.react, reason: 'JSX of every remote must run on the host React' },
  'react/jsx-dev-runtime': { range: deps.react, reason: 'same as jsx-runtime for development builds' },
  'react-dom': { range: deps['react-dom'], reason: 'one renderer per page' },
  'react-dom/client': { range: deps['react-dom'], reason: 'createRoot of the host renders remote pages' },
  'react-router-dom': { range: deps['react-router-dom'], reason: 'remote pages use the host router context (useNavigate, useSearchParams)' },
  zustand: { range: deps.zustand, reason: 'stores live in @portal/shared; one zustand keeps one subscription model' },
  swr: { range: deps.swr, reason: 'one SWR cache: a save in one remote revalidates what another shows' },
  '@chakra-ui/react': {
    range: deps['@chakra-ui/react'],
    version: deps['@chakra-ui/react'],
    // Only the components the portal uses (see that file): the whole package was 1.1 MB on the login page.
    import: path.join(__dirname, 'shared/src/ui/chakraShared.ts'),
    reason: 'remote components need the host ChakraProvider context',
  },
  '@emotion/react': { range: deps['@emotion/react'], reason: 'one emotion cache and theme context (Chakra styles)' },
  recharts: { range: deps.recharts, reason: 'ChartFrame (shared) and charts (remotes) meet through recharts contexts' },
  '@portal/shared': {
    range: `^${sharedPkg.version}`,
    version: sharedPkg.version,
    reason: 'one API client, one set of stores (session, status flags, snackbar, plan), one route table',
  },
};

/** The `shared` option of ModuleFederationPlugin. */
function federationShared() {
  const out = {};
  for (const [name, s] of Object.entries(singletons)) {
    out[name] = { singleton: true, requiredVersion: s.range, ...(s.version ? { version: s.version } : {}), ...(s.import ? { import: s.import } : {}) };
  }
  return out;
}

/**
 * Remotes: MF name -> package folder, dev port and exposed modules (one module per page; default export = page).
 * './StoreProbe' (every remote) reports which @portal/shared copy the remote runs with: it must be the shell's.
 * The route table (shared/src/routes.ts) names these modules; a test checks both agree.
 */
const remotes = {
  planData: {
    packageName: 'mfe-plan-data',
    port: 3001,
    exposes: {
      './StoreProbe': './src/federation/StoreProbe.ts',
      './ClientList': './src/client-list/ClientListPage.tsx',
      './InviteClient': './src/invite/InviteClientPage.tsx',
      './Onboarding': './src/onboarding/OnboardingPage.tsx',
      './OnboardingComplete': './src/onboarding/OnboardingCompletePage.tsx',
      './Profile': './src/profile/ProfilePage.tsx',
      './Income': './src/income/IncomePage.tsx',
      './Expenses': './src/expenses/ExpensesPage.tsx',
      './Debts': './src/debts/DebtsPage.tsx',
      './Goals': './src/goals/GoalsPage.tsx',
      './Insurance': './src/insurance/InsurancePage.tsx',
      './Investments': './src/investments/InvestmentsPage.tsx',
      './OtherIncomes': './src/other-incomes/OtherIncomesPage.tsx',
      './RealAssets': './src/real-assets/RealAssetsPage.tsx',
      './TaxAssumptions': './src/tax-assumptions/TaxAssumptionsPage.tsx',
      './PlanAccess': './src/access/PlanAccessPage.tsx',
      './PlanHistory': './src/plan-history/PlanHistoryPage.tsx',
      // Not a route: the plan's results, which the shell's landing page shows an invited client.
      './PlanResults': './src/results/PlanResultsPanel.tsx',
    },
  },
  scenarios: {
    packageName: 'mfe-scenarios',
    port: 3002,
    exposes: {
      './StoreProbe': './src/federation/StoreProbe.ts',
      './Scenarios': './src/scenarios/ScenariosPage.tsx',
      './Workshop': './src/workshop/WorkshopPage.tsx',
      './SuggestedActions': './src/suggested-actions/SuggestedActionsPage.tsx',
      './Comparison': './src/comparison/ComparisonPage.tsx',
      './Strategies': './src/strategies/StrategiesPage.tsx',
      './TargetMethods': './src/target-methods/TargetMethodsPage.tsx',
      // Not a route: starts and warms the open plan's calculation workers (the shell calls it when a plan opens).
      './CalcWarmUp': './src/workshop/planCalc.ts',
    },
  },
  admin: {
    packageName: 'mfe-admin',
    port: 3003,
    exposes: {
      './StoreProbe': './src/federation/StoreProbe.ts',
      './AdvisorDashboard': './src/advisor-dashboard/AdvisorDashboardPage.tsx',
      './TeamDashboard': './src/team-dashboard/TeamDashboardPage.tsx',
      './TeamAdministration': './src/team-administration/TeamAdministrationPage.tsx',
      './Assumptions': './src/assumptions/AssumptionsPage.tsx',
      './ReportTemplates': './src/report-templates/ReportTemplatesPage.tsx',
      './Settings': './src/settings/SettingsPage.tsx',
      './SiteAdmin': './src/site-admin/SiteAdminPage.tsx',
    },
  },
  integrations: {
    packageName: 'mfe-integrations',
    port: 3004,
    exposes: {
      './StoreProbe': './src/federation/StoreProbe.ts',
      './Integrations': './src/integrations/IntegrationsPage.tsx',
    },
  },
};

const SHELL_PORT = 3000;
const API_PORT = 3100;

/** Absolute folder of a remote package. */
function remoteDir(remoteName) {
  return path.join(__dirname, remotes[remoteName].packageName);
}

module.exports = { singletons, federationShared, remotes, remoteDir, SHELL_PORT, API_PORT };
