import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function LoginExpiredPage() {
  return (
    <Stack gap="4" align="center" textAlign="center">
      <Heading as="h1" size="2xl">Your session has ended</Heading>
      <Text color="fg.muted">For your security you were signed out. Sign in again to continue.</Text>
      <Button asChild><RouterLink to="/login">Sign in again</RouterLink></Button>
    </Stack>
  );
}
