import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';

/**
 * /registration/client: clients are invited by their advisor, by e-mail. A link carrying an invitation goes on to
 * its completion; without one, the page says how to get an invitation.
 */
export function ClientRegistrationPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <Navigate to={`/registration/client/complete?id=${encodeURIComponent(id)}`} replace />;
  return (
    <Stack gap="3" maxW="xl">
      <Heading as="h1" size="2xl">Client registration</Heading>
      <Text>Clients join the portal through an invitation from their advisor. Open the link in the invitation e-mail to create your account.</Text>
      <Text color="fg.muted">No e-mail, or the link has expired? Ask your advisor to send the invitation again.</Text>
      <Text>
        Already registered? <Link asChild color="primary.fg"><RouterLink to="/login">Sign in</RouterLink></Link>
        {' · '}
        Are you an advisor? <Link asChild color="primary.fg"><RouterLink to="/registration/advisor">Start a free trial</RouterLink></Link>
      </Text>
    </Stack>
  );
}
