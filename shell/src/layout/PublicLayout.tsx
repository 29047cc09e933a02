import type { ReactNode } from 'react';
import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { APP_TITLE, StatusAlerts, endpoints, useEndpoint } from '@portal/shared';
import { Footer } from './Footer';

/** The page of an invited client's registration link: it names the firm that invited them. */
const CLIENT_REGISTRATION = '/registration/client/complete';

/**
 * Not-logged-in layout: the portal's name (the inviting firm's on a client's registration page), the page, the
 * footer. The registration link's check is the page's own read (one SWR entry), so this costs no extra call.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = pathname === CLIENT_REGISTRATION ? params.get('id') : null;
  const link = useEndpoint(endpoints.registration.validate, id ? { id } : null, { public: true });
  const firmName = link.data?.valid ? link.data.firmName || undefined : undefined;
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" bg="primary.700" color="white" px="6" py="3">
        <Text fontWeight="bold" fontSize="lg" data-testid="public-title">{firmName ?? APP_TITLE}</Text>
      </Box>
      <Container as="main" maxW="4xl" py="10" flex="1">
        <StatusAlerts />
        {children ?? <Outlet />}
      </Container>
      <Footer firmName={firmName} />
    </Flex>
  );
}
