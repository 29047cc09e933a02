import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { StatusAlerts } from '@portal/shared';
import { usePortalSettings } from '../settings/usePortalSettings';
import { Footer } from './Footer';

/** Full-page layout (the disclosure): the page alone, without header and navigation; the footer names the firm. */
export function FullPageLayout() {
  const { bannerTitle } = usePortalSettings();
  return (
    <Flex direction="column" minH="100vh" bg="white">
      <Box as="main" flex="1" maxW="4xl" mx="auto" px="6" py="10" w="100%">
        <StatusAlerts />
        <Outlet />
      </Box>
      <Footer firmName={bannerTitle || undefined} />
    </Flex>
  );
}
