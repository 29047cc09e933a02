import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, Button, Container, Flex, Heading, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { createBrowserRouter, NavLink, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { routes, type PortalRoute, type RouteOwner } from '../../routes';
import { useSession } from '../../state/sessionStore';
import { usePlan } from '../../state/planStore';
import { setPortalNavigator } from '../../state/navigation';
import { logout } from '../../api/auth';
import { PLAN_PARAM, usePlanAddress, usePlanHref } from '../../api/planAddress';
import { PortalProvider } from '../PortalProvider';
import { StatusAlerts } from '../StatusAlerts';
import { SnackbarHost } from '../SnackbarHost';
import { SignInForm } from '../auth/SignInForm';

type Page = ComponentType<Record<string, unknown>>;
type RemoteName = Exclude<RouteOwner, 'shell'>;

export interface StandaloneHarnessProps {
  /** The remote whose pages this harness shows. */
  remote: RemoteName;
  /** Loads the page a module name exposes (e.g. './Income'), from the remote's own source. */
  loadPage: (module: string) => Promise<unknown>;
  /** Where the harness is served ('/' on the dev server, '/harness/<package>/' in a harness build). */
  basename?: string;
}

/** Plan id box: plan-scoped pages need a plan; choosing one puts it in the address (?plan=), as in the portal. */
function PlanPicker() {
  const { profileId, reset } = usePlan();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The box shows the open plan (the one ?plan= selected, once the address has been applied) until the user types.
  const [draft, setDraft] = useState<{ of: number | null; text: string } | null>(null);
  const text = draft && draft.of === profileId ? draft.text : profileId ? String(profileId) : '';
  const setText = (value: string) => setDraft({ of: profileId, text: value });
  const choose = () => {
    const params = new URLSearchParams(search);
    if (Number(text) > 0) params.set(PLAN_PARAM, String(Number(text)));
    else {
      params.delete(PLAN_PARAM);
      reset();
    }
    const query = params.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`);
  };
  return (
    <HStack gap="2">
      <Input size="xs" w="24" aria-label="Plan id" placeholder="Plan id" value={text} onChange={(e) => setText(e.target.value)} />
      <Button size="xs" variant="outline" onClick={choose}>Select plan</Button>
    </HStack>
  );
}

/** The page, once the plan its address names is selected (the same rule as the portal's layout). */
function HarnessPage() {
  const address = usePlanAddress();
  if (address === 'switching') return null;
  if (address === 'not-found') return <Text>There is no plan at this address (?plan= takes a plan's number).</Text>;
  if (address === 'no-access') return <Text>No access to this plan: it is not shared with this user, or it does not exist.</Text>;
  return <Suspense fallback={<Spinner />}><Outlet /></Suspense>;
}

function HarnessLayout({ remote, own }: { remote: RemoteName; own: PortalRoute[] }) {
  const planHref = usePlanHref();
  return (
    <Flex minH="100vh" direction="column">
      <Flex as="nav" bg="primary.700" color="white" px="4" py="2" gap="3" wrap="wrap" align="center">
        <Text fontWeight="bold" mr="2">{remote} (standalone)</Text>
        {own.map((r) => (
          <NavLink key={r.path} to={planHref(r.path)} style={({ isActive }) => ({ textDecoration: isActive ? 'underline' : 'none' })}>
            {r.title}
          </NavLink>
        ))}
        <Box flex="1" />
        <Box bg="white" color="fg" rounded="md" px="2" py="1"><PlanPicker /></Box>
        <Button size="xs" variant="subtle" onClick={() => void logout()}>Sign out</Button>
      </Flex>
      <Container maxW="6xl" py="6" flex="1">
        <StatusAlerts />
        <HarnessPage />
      </Container>
    </Flex>
  );
}

function harnessRouter(remote: RemoteName, loadPage: StandaloneHarnessProps['loadPage'], basename: string) {
  const own = routes.filter((r) => r.owner === remote);
  const pages = new Map<string, LazyExoticComponent<Page>>();
  const pageOf = (module: string) => {
    if (!pages.has(module)) pages.set(module, lazy(() => loadPage(module) as Promise<{ default: Page }>));
    return pages.get(module)!;
  };
  const pageRoutes = own.map((r) => {
    const PageComponent = pageOf(r.module!);
    return { path: r.path, element: <PageComponent {...(r.props ?? {})} /> };
  });
  return createBrowserRouter([{
    element: <HarnessLayout remote={remote} own={own} />,
    children: [...pageRoutes, { path: '*', element: <Text>Pick a page above. This harness shows {remote} pages only.</Text> }],
  }], { basename: basename.replace(/\/+$/, '') || '/' });
}

/**
 * Development only: runs one remote alone on its dev server (e.g. `pnpm --filter mfe-scenarios dev`) or from its
 * harness build (`build:harness`), with a sign-in form against the API and a switcher between the remote's pages.
 * `?plan=<id>` opens that plan, as in the portal.
 */
export function StandaloneHarness({ remote, loadPage, basename = '/' }: StandaloneHarnessProps) {
  const token = useSession((s) => s.token);
  const router = useMemo(() => harnessRouter(remote, loadPage, basename), [remote, loadPage, basename]);

  useEffect(() => {
    setPortalNavigator((to) => void router.navigate(to));
    return () => setPortalNavigator(null);
  }, [router]);

  return (
    <PortalProvider>
      {token ? (
        <RouterProvider router={router} />
      ) : (
        <Flex minH="100vh" align="center" justify="center" direction="column" gap="4" p="4">
          <Heading size="lg">{remote}: standalone development</Heading>
          <SignInForm onSignedIn={() => undefined} />
        </Flex>
      )}
      <SnackbarHost />
    </PortalProvider>
  );
}
