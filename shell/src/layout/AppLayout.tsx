import { useEffect, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAdvisor, refreshAccount, StatusAlerts, usePlanAddress, useSession, useStatus, usePlan } from '@portal/shared';
import { usePortalSettings } from '../settings/usePortalSettings';
import { Header } from '../header/Header';
import { PlanNavigation } from '../plan-nav/PlanNavigation';
import { PrintHeader } from '../plan-nav/PrintHeader';
import { PlanNavigationDrawer } from '../plan-nav/PlanNavigationDrawer';
import { SkipLink } from './SkipLink';
import { useFocusOnRouteChange } from './useFocusOnRouteChange';
import { Footer } from './Footer';
import { LicenceBanner } from '../licence/LicenceBanner';
import { PlanNotFound } from '../not-found/PlanNotFound';
import { UnsavedChangesGuard } from '../unsaved/UnsavedChangesGuard';
import { usePlanCalcWarmUp } from '../remotes/usePlanCalcWarmUp';

const MAIN_ID = 'main-content';

/**
 * Logged-in layout: header, plan navigation (when a plan is selected), error alerts, the page, footer. On a plan
 * route the page waits (a frame at most) until the plan its address names is the selected one, so it never shows
 * another plan's data; an address naming a plan the user may not see goes to /no-profile-access.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const settings = usePortalSettings();
  const planSelected = usePlan((s) => s.profileId !== null);
  const clearErrors = useStatus((s) => s.clearErrors);
  const { pathname } = useLocation();
  const account = useSession((s) => s.account);
  // The address names the open plan (?plan=); a client's address can only name their own plan.
  const address = usePlanAddress({ lockedPlan: account && !isAdvisor(account) ? account.clientProfileId ?? null : undefined });
  const page = children ?? <Outlet />;
  // The open plan's calculation workers start and warm up while the advisor looks at the page.
  usePlanCalcWarmUp(settings.modules);

  // The account (licence, team access) can change between visits: read it again once per page load.
  useEffect(() => {
    refreshAccount().catch(() => undefined);
  }, []);
  // Banners belong to the page that raised them.
  useEffect(() => clearErrors(), [pathname, clearErrors]);
  useFocusOnRouteChange(MAIN_ID);

  return (
    <Flex direction="column" minH="100vh">
      <SkipLink target={MAIN_ID} />
      <Header settings={settings} />
      <Flex flex="1" align="stretch">
        {planSelected && <PlanNavigation modules={settings.modules} />}
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" px={{ base: '3', md: '8' }} py={{ base: '4', md: '6' }} _focus={{ outline: 'none' }}>
          {planSelected && <PlanNavigationDrawer modules={settings.modules} />}
          <PrintHeader bannerTitle={settings.bannerTitle} />
          <StatusAlerts />
          <LicenceBanner />
          {address === 'ready' && page}
          {address === 'no-access' && <Navigate to="/no-profile-access" replace />}
          {address === 'not-found' && <PlanNotFound />}
        </Box>
      </Flex>
      <Footer settings={settings} />
      <UnsavedChangesGuard />
    </Flex>
  );
}
