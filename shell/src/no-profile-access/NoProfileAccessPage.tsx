import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NoProfileAccessPage() {
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">No access to this plan</Heading>
      <Text color="fg.muted">This plan is not shared with you, or it no longer exists. If you expected to see it, ask its advisor to share it with you.</Text>
      <Button asChild><RouterLink to="/">Go to the home page</RouterLink></Button>
    </Stack>
  );
}
