import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { endpoints, SignInForm, useEndpoint, useSession, type Account } from '@portal/shared';
import { PasskeySignInButton } from '../account/PasskeySignInButton';
import { landingFor } from '../account/startSession';
import { StartDemoButton } from '../product-demo/StartDemoButton';

/** Where to go after sign-in: back to the protected page that sent the person here, else home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname && !from.pathname.startsWith('/login') ? `${from.pathname}${from.search ?? ''}` : '/';
}

export function LoginPage() {
  const token = useSession((s) => s.token);
  const account = useSession((s) => s.account);
  const location = useLocation();
  const navigate = useNavigate();
  // The development outbox exists only where the API answers it (404 in production).
  const outbox = useEndpoint(endpoints.auth.devOutbox, {}, { public: true, ignoreErrors: true });

  // Clients go straight to their plan unless a protected page sent them here.
  const afterSignIn = (account: Account) => {
    const back = returnPath(location.state);
    return back === '/' && account.user.roleId == null ? landingFor(account) : back;
  };

  if (token) return <Navigate to={account ? afterSignIn(account) : returnPath(location.state)} replace />;
  return (
    <Stack gap="6" align="center">
      <Heading as="h1" size="2xl">Sign in</Heading>
      <Text color="fg.muted" textAlign="center">Enter your e-mail address. We will send you a verification code.</Text>
      <SignInForm
        onSignedIn={(account) => navigate(afterSignIn(account), { replace: true })}
        footer={(
          <HStack gap="4" fontSize="sm">
            <Link asChild color="primary.fg"><RouterLink to="/login/help">Trouble signing in?</RouterLink></Link>
            <Link asChild color="primary.fg"><RouterLink to="/registration/advisor">Start a free trial</RouterLink></Link>
            {Array.isArray(outbox.data) && (
              <Link asChild color="primary.fg"><RouterLink to="/dev/outbox" target="_blank">Development outbox</RouterLink></Link>
            )}
          </HStack>
        )}
      />
      <PasskeySignInButton onSignedIn={(account) => navigate(afterSignIn(account), { replace: true })} />
      <StartDemoButton />
    </Stack>
  );
}
