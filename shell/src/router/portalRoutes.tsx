import { Outlet, type RouteObject } from 'react-router-dom';
import { MODULE_PAGE_SETTINGS, NOT_FOUND_TITLE, routes, useSession, type PortalRoute, type RouteLayout } from '@portal/shared';
import { shellPages } from './shellPages';
import { PageTitle } from './PageTitle';
import { RequireAuth } from '../auth/RequireAuth';
import { RemotePage } from '../remotes/RemotePage';
import { PublicLayout } from '../layout/PublicLayout';
import { AppLayout } from '../layout/AppLayout';
import { FullPageLayout } from '../layout/FullPageLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ModuleGate } from '../route-access/ModuleGate';

function pageElement(route: PortalRoute) {
  if (route.owner === 'shell') {
    const Page = shellPages[route.path];
    if (!Page) throw new Error(`The shell has no page for ${route.path}`);
    return <Page />;
  }
  const page = <RemotePage key={route.path} remote={route.owner} module={route.module!} props={route.props} area={route.title} />;
  return MODULE_PAGE_SETTINGS[route.path] ? <ModuleGate path={route.path} title={route.title}>{page}</ModuleGate> : page;
}

const childrenOf = (layout: RouteLayout): RouteObject[] => routes
  .filter((r) => r.layout === layout)
  .map((r) => ({ path: r.path, element: pageElement(r), handle: { title: r.title } }));

/** Not-found inside the layout the visitor would see: the app layout when signed in, else the public one. */
function NotFoundRoute() {
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? <AppLayout><NotFoundPage /></AppLayout> : <PublicLayout><NotFoundPage /></PublicLayout>;
}

function Root() {
  return (
    <>
      <PageTitle />
      <Outlet />
    </>
  );
}

/** The shell's route tree, built from the shared route table. */
export function portalRoutes(): RouteObject[] {
  return [{
    element: <Root />,
    children: [
      { element: <PublicLayout />, children: childrenOf('public') },
      { element: <RequireAuth><AppLayout /></RequireAuth>, children: childrenOf('app') },
      { element: <RequireAuth><FullPageLayout /></RequireAuth>, children: childrenOf('full') },
      { path: '*', element: <NotFoundRoute />, handle: { title: NOT_FOUND_TITLE } },
    ],
  }];
}
