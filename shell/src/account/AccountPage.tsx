import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Button, DataList, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { logoutEverywhere, useSession } from '@portal/shared';
import { RecoverySection } from './RecoverySection';

// The passkey section and its WebAuthn library are a lazy chunk, so they are not part of every page's first load.
const PasskeysSection = lazy(() => import('./PasskeysSection').then((m) => ({ default: m.PasskeysSection })));

function licenceText(expirationDate: string | null, expired: boolean): string {
  if (!expirationDate) return 'No expiry';
  const date = new Date(expirationDate).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  return expired ? `Expired on ${date}` : `Valid until ${date}`;
}

export function AccountPage() {
  const account = useSession((s) => s.account);
  const [busy, setBusy] = useState(false);
  if (!account) return null;
  const { user } = account;
  // Advisors renew their licence, or start a team, on Team Administration's "My licence" tab.
  const licence: ReactNode = user.roleId === 2 ? (
    <>{licenceText(account.expirationDate, account.expired)} ·{' '}
      <Link asChild color="primary.fg"><RouterLink to="/team/administration?tab=licence">Renew or start a team</RouterLink></Link></>
  ) : licenceText(account.expirationDate, account.expired);
  const rows: Array<[string, ReactNode]> = [
    ['Name', `${user.firstName} ${user.lastName}`],
    ['Username', user.username],
    ['Email', user.email],
    ['Role', account.roleDescription || (user.roleId == null ? 'Client' : '')],
    ['Licence', licence],
  ];
  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Stack gap="6" maxW="2xl">
      <Heading as="h1" size="2xl">My Account</Heading>
      <Box bg="white" p="5" rounded="lg" borderWidth="1px">
        <DataList.Root orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Box>
      <Box bg="white" p="5" rounded="lg" borderWidth="1px">
        <Suspense fallback={null}><PasskeysSection /></Suspense>
      </Box>
      <Box bg="white" p="5" rounded="lg" borderWidth="1px">
        <RecoverySection />
      </Box>
      <Separator />
      <Box>
        <Heading as="h2" size="md" mb="1">Sign out everywhere</Heading>
        <Text color="fg.muted" mb="3">Ends your sessions on every device and browser, including this one.</Text>
        <Button variant="outline" colorPalette="red" loading={busy} onClick={signOutEverywhere}>Sign out everywhere</Button>
      </Box>
    </Stack>
  );
}
