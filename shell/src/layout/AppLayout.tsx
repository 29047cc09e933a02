import { useEffect, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { refreshAccount, StatusAlerts, useStatus, usePlan } from '@portal/shared';
import { usePortalSettings } from '../settings/usePortalSettings';
import { Header } from '../header/Header';
import { PlanNavigation } from '../plan-nav/PlanNavigation';
import { PrintHeader } from '../plan-nav/PrintHeader';
import { PlanNavigationDrawer } from '../plan-nav/PlanNavigationDrawer';
import { SkipLink } from './SkipLink';
import { useFocusOnRouteChange } from './useFocusOnRouteChange';
import { Footer } from './Footer';
import { LicenceBanner } from '../licence/LicenceBanner';
import { UnsavedChangesGuard } from '../unsaved/UnsavedChangesGuard';

const MAIN_ID = 'main-content';

/** Logged-in layout: header, plan navigation (when a plan is selected), error alerts, the page, footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const settings = usePortalSettings();
  const planSelected = usePlan((s) => s.profileId !== null);
  const clearErrors = useStatus((s) => s.clearErrors);
  const { pathname } = useLocation();

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
          {children ?? <Outlet />}
        </Box>
      </Flex>
      <Footer settings={settings} />
      <UnsavedChangesGuard />
    </Flex>
  );
}
