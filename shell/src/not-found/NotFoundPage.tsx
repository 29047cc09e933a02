import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">Page not found</Heading>
      <Text color="fg.muted">There is no page at {pathname}. Check the address, or go back to the start.</Text>
      <Button asChild><RouterLink to="/">Go to the home page</RouterLink></Button>
    </Stack>
  );
}
