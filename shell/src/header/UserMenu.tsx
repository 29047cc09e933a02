import { Avatar, Box, Menu, Text, VisuallyHidden } from '@chakra-ui/react';
import { canSeeGlobalAdministration, logout, useSession, type NavLink } from '@portal/shared';
import { HeaderMenu } from './HeaderMenu';

export function initialsOf(firstName?: string, lastName?: string): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
}

/** Initials, full name, username; Global Administration (role id 1 only), My Account, Logout. */
export function UserMenu({ disabled }: { disabled: boolean }) {
  const account = useSession((s) => s.account);
  if (!account) return null;
  const { firstName, lastName, username } = account.user;
  const fullName = `${firstName} ${lastName}`.trim();
  const links: NavLink[] = [
    ...(canSeeGlobalAdministration(account) ? [{ label: 'Global Administration', to: '/site-admin' }] : []),
    { label: 'My Account', to: '/account' },
  ];
  return (
    <HeaderMenu
      label={(
        <>
          <Avatar.Root size="xs" variant="solid" colorPalette="secondary" aria-hidden="true">
            <Avatar.Fallback>{initialsOf(firstName, lastName)}</Avatar.Fallback>
          </Avatar.Root>
          <VisuallyHidden>{`User menu: ${fullName}`}</VisuallyHidden>
        </>
      )}
      links={links}
      disabled={disabled}
      header={(
        <Box px="2" py="2" mb="1" borderBottomWidth="1px">
          <Text fontWeight="semibold">{fullName}</Text>
          <Text fontSize="sm" color="fg.muted">{username}</Text>
        </Box>
      )}
      footer={<Menu.Item value="logout" onClick={() => void logout()}>Logout</Menu.Item>}
    />
  );
}
