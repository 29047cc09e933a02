/**
 * The route table: every route of spec document 1 section 2 with the package that owns it (DESIGN.md
 * "Routes and owners"). Routes owned by a remote name the module it exposes (federation.shared.cjs lists
 * the same modules); the shell mounts that module's default export with `props`.
 */
import { settingDefinition } from './contract/settings';

export type RouteOwner = 'shell' | 'planData' | 'scenarios' | 'admin' | 'integrations';
export type RouteLayout = 'public' | 'app' | 'full';

export interface PortalRoute {
  path: string;
  owner: RouteOwner;
  /** Exposed module of the owning remote, e.g. './Income' (absent for shell routes). */
  module?: string;
  /** Props passed to the page, e.g. `{ level: 5 }` for the level screens. */
  props?: Record<string, unknown>;
  /** Page title (document.title), shown before the portal name. */
  title: string;
  /** Requires sign-in; an unauthenticated visit redirects to /login. */
  auth: boolean;
  layout: RouteLayout;
  /** Works on the selected plan (profile); the plan navigation is shown for these when a plan is selected. */
  planScoped?: boolean;
  /** Only in development builds (the dev outbox). */
  devOnly?: boolean;
  /** Other modules of the owning remote the page shows at once (e.g. the plan's results): loaded beside the page. */
  preload?: string[];
  /**
   * Shared packages the page's first screen needs that the shell does not load at start (recharts for the
   * results' charts): the server preloads the shell's files of these on a direct load (server/src/static.ts).
   */
  preloadShared?: string[];
}

/** Levels of the level screens (spec document 2 section 3). */
const GLOBAL = { level: 1 };
const TEAM = { level: 4 };
const USER = { level: 5 };
const PROFILE = { level: 6 };

const shell = (path: string, title: string, more: Partial<PortalRoute> = {}): PortalRoute =>
  ({ path, owner: 'shell', title, auth: true, layout: 'app', ...more });
const remote = (owner: RouteOwner, path: string, module: string, title: string, more: Partial<PortalRoute> = {}): PortalRoute =>
  ({ path, owner, module, title, auth: true, layout: 'app', ...more });
const publicPage = { auth: false, layout: 'public' } as const;
const plan = { planScoped: true } as const;
/** Pages that open on the plan's results load the results panel (and its charts) beside the page. */
const RESULTS_FIRST = ['./PlanResults'];
/** The results panel's charts. */
const CHARTS = ['recharts'];

export const routes: PortalRoute[] = [
  // Shell
  shell('/', 'Home'),
  shell('/account', 'My Account'),
  shell('/disclosure', 'Disclosure', { layout: 'full' }),
  shell('/login', 'Sign in', publicPage),
  shell('/login/help', 'Sign-in help', publicPage),
  shell('/login-expired', 'Session expired', publicPage),
  shell('/no-profile-access', 'No access to this plan'),
  shell('/product-demo', 'Product demo'),
  shell('/registration/advisor', 'Advisor registration', publicPage),
  shell('/registration/complete', 'Registration complete', publicPage),
  shell('/registration/client', 'Client registration', publicPage),
  shell('/registration/client/complete', 'Client registration complete', publicPage),
  shell('/team/invitation', 'Team invitation', publicPage),
  shell('/dev/outbox', 'Development outbox', { ...publicPage, devOnly: true }),

  // mfe-plan-data
  remote('planData', '/client-list', './ClientList', 'Client List'),
  remote('planData', '/invite-client', './InviteClient', 'Invite a Client'),
  remote('planData', '/onboarding', './Onboarding', 'Plan Onboarding', plan),
  remote('planData', '/onboarding/complete', './OnboardingComplete', 'Onboarding Complete', { ...plan, preload: RESULTS_FIRST, preloadShared: CHARTS }),
  remote('planData', '/profile', './Profile', 'Profile', { ...plan, preload: RESULTS_FIRST, preloadShared: CHARTS }),
  remote('planData', '/income', './Income', 'Income', plan),
  remote('planData', '/expenses', './Expenses', 'Expenses', plan),
  remote('planData', '/debts', './Debts', 'Debts', plan),
  remote('planData', '/goals', './Goals', 'Goals', plan),
  remote('planData', '/insurance', './Insurance', 'Insurance', plan),
  remote('planData', '/investments', './Investments', 'Investments', plan),
  remote('planData', '/other-incomes', './OtherIncomes', 'Other Incomes', plan),
  remote('planData', '/real-assets', './RealAssets', 'Real Assets', plan),
  remote('planData', '/tax-assumptions', './TaxAssumptions', 'Tax Assumptions', plan),
  remote('planData', '/plan/access', './PlanAccess', 'Client Access', plan),
  remote('planData', '/plan/history', './PlanHistory', 'Plan History', plan),

  // mfe-scenarios
  remote('scenarios', '/scenarios', './Scenarios', 'Scenarios', plan),
  remote('scenarios', '/workshop', './Workshop', 'Workshop', plan),
  remote('scenarios', '/suggested-actions', './SuggestedActions', 'Suggested Actions', plan),
  remote('scenarios', '/plans', './Comparison', 'Comparison', plan),
  remote('scenarios', '/strategies', './Strategies', 'Strategies', plan),
  remote('scenarios', '/target-methods', './TargetMethods', 'Target Portfolio', plan),

  // mfe-admin
  remote('admin', '/advisor/dashboard', './AdvisorDashboard', 'Advisor Dashboard'),
  remote('admin', '/advisor/portfolio-assumptions', './Assumptions', 'Advisor Portfolio Assumptions', { props: USER }),
  remote('admin', '/advisor/reports', './ReportTemplates', 'Advisor Report Templates', { props: USER }),
  remote('admin', '/advisor/settings', './Settings', 'Advisor Settings', { props: USER }),
  remote('admin', '/team/dashboard', './TeamDashboard', 'Team Dashboard'),
  remote('admin', '/team/administration', './TeamAdministration', 'Team Administration'),
  remote('admin', '/team/assumptions', './Assumptions', 'Team Portfolio Assumptions', { props: TEAM }),
  remote('admin', '/team/reports', './ReportTemplates', 'Team Report Templates', { props: TEAM }),
  remote('admin', '/team/settings', './Settings', 'Team Settings', { props: TEAM }),
  remote('admin', '/plan/portfolio-assumptions', './Assumptions', 'Plan Portfolio Assumptions', { props: PROFILE, ...plan }),
  remote('admin', '/plan/reports', './ReportTemplates', 'Plan Reports', { props: PROFILE, ...plan }),
  remote('admin', '/plan/settings', './Settings', 'Plan Settings', { props: PROFILE, ...plan }),
  remote('admin', '/site-admin', './SiteAdmin', 'Global Administration', { props: GLOBAL }),

  // mfe-integrations
  remote('integrations', '/advisor/integration', './Integrations', 'Advisor Integration', { props: USER }),
  remote('integrations', '/team/integration', './Integrations', 'Team Integration', { props: TEAM }),
  remote('integrations', '/plan/integration', './Integrations', 'Plan Integrations', { props: PROFILE, ...plan }),
];

/** Title of the not-found page and the fallback of every page without its own title. */
export const NOT_FOUND_TITLE = 'Page not found';

export function findRoute(path: string): PortalRoute | undefined {
  return routes.find((r) => r.path === path);
}

/** A link of a menu or of the plan navigation; `to` may carry a query (e.g. '/plan/settings?subcat=banner'). */
export interface NavLink {
  label: string;
  to: string;
  /** Shown to clients (users without a role id) too. */
  clientVisible?: boolean;
  /** Shown only when this setting is 'true' (e.g. target_portfolio). */
  setting?: string;
  /** The plan data areas reached from Profile. */
  children?: NavLink[];
}

/** Plan data areas reachable from Profile (Goals is hidden from navigation). */
export const PLAN_DATA_LINKS: NavLink[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'Income', to: '/income' },
  { label: 'Other Incomes', to: '/other-incomes' },
  { label: 'Expenses', to: '/expenses' },
  { label: 'Debts', to: '/debts' },
  { label: 'Investments', to: '/investments' },
  { label: 'Insurance', to: '/insurance' },
  { label: 'Real Assets', to: '/real-assets' },
  { label: 'Tax Assumptions', to: '/tax-assumptions' },
];

/** Plan navigation (spec document 1 section 2): advisors see all three categories, clients the client-visible links. */
export const PLAN_NAVIGATION: Array<{ category: 'Build' | 'Engage' | 'Customize'; links: NavLink[] }> = [
  {
    category: 'Build',
    links: [
      { label: 'Profile', to: '/profile', clientVisible: true, children: PLAN_DATA_LINKS },
      { label: 'Target Portfolio', to: '/target-methods', clientVisible: true, setting: 'target_portfolio' },
      { label: 'Scenarios', to: '/scenarios', setting: 'module_scenarios' },
    ],
  },
  {
    category: 'Engage',
    links: [
      { label: 'Client Access', to: '/plan/access' },
      { label: 'Suggested Actions', to: '/suggested-actions', clientVisible: true, setting: 'module_suggested_actions' },
      { label: 'Workshop', to: '/workshop', clientVisible: true, setting: 'module_workshop' },
      { label: 'Comparison', to: '/plans', clientVisible: true, setting: 'module_comparison' },
    ],
  },
  {
    category: 'Customize',
    links: [
      { label: 'Integrations', to: '/plan/integration' },
      { label: 'Calculations', to: '/plan/settings?subcat=assumptions' },
      { label: 'Colors', to: '/plan/settings?subcat=graph' },
      { label: 'Banner', to: '/plan/settings?subcat=banner' },
      { label: 'Disclosure', to: '/plan/settings?subcat=disclosure' },
      { label: 'Module Options', to: '/plan/settings?subcat=Target Portfolio' },
    ],
  },
];

/** Fixed icon buttons of the plan navigation (Print Current Page is the shell's own action). */
export const PLAN_TOOLS: NavLink[] = [
  { label: 'Plan Portfolio Assumptions', to: '/plan/portfolio-assumptions' },
  { label: 'Plan Reports', to: '/plan/reports' },
  { label: 'Plan History', to: '/plan/history' },
];

export const ADVISOR_MENU: NavLink[] = [
  { label: 'Advisor Dashboard', to: '/advisor/dashboard' },
  { label: 'Settings', to: '/advisor/settings' },
  { label: 'Portfolio Assumptions', to: '/advisor/portfolio-assumptions' },
  { label: 'Integration', to: '/advisor/integration' },
  { label: 'Report Templates', to: '/advisor/reports' },
];

export const TEAM_MENU: NavLink[] = [
  { label: 'Team Dashboard', to: '/team/dashboard' },
  { label: 'Administration', to: '/team/administration' },
  { label: 'Settings', to: '/team/settings' },
  { label: 'Portfolio Assumptions', to: '/team/assumptions' },
  { label: 'Integration', to: '/team/integration' },
  { label: 'Report Templates', to: '/team/reports' },
];

/** How a person names each level (spec document 2 section 3: 1 global, 4 team, 5 user/advisor, 6 profile/plan). */
export const LEVEL_LABELS: Record<number, string> = { 1: 'Global', 4: 'Team', 5: 'Advisor', 6: 'Plan' };

/** Plan pages a module option (spec document 2 section 7, Module Options) turns on and off: route -> setting key. */
export const MODULE_ROUTE_SETTINGS: Readonly<Record<string, string>> = Object.fromEntries(
  PLAN_NAVIGATION.flatMap((c) => c.links).filter((l) => l.setting).map((l) => [l.to, l.setting!]),
);

/** A boolean setting's effective value: the plan's ('true' / 'false'), else its built-in default while unknown. */
export function settingOn(values: Record<string, string> | null | undefined, key: string): boolean {
  const value = values?.[key] ?? settingDefinition(key)?.defaultValue;
  return value === 'true';
}

/**
 * Module pages that a module option closes as well as hides (the module_* options). Target Portfolio's option is
 * the spec's navigation rule ("Target Portfolio (if enabled)"): it hides the link, the page stays reachable.
 */
export const MODULE_PAGE_SETTINGS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MODULE_ROUTE_SETTINGS).filter(([, key]) => key.startsWith('module_')),
);
