import type { ReactNode } from 'react';
import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { APP_TITLE, StatusAlerts } from '@portal/shared';
import { Footer } from './Footer';

/** Not-logged-in layout: the portal name, the page, the footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" bg="primary.700" color="white" px="6" py="3">
        <Text fontWeight="bold" fontSize="lg">{APP_TITLE}</Text>
      </Box>
      <Container as="main" maxW="4xl" py="10" flex="1">
        <StatusAlerts />
        {children ?? <Outlet />}
      </Container>
      <Footer />
    </Flex>
  );
}
