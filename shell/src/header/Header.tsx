import { Flex, HStack, IconButton } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { HomeIcon, selectMenusDisabled, useStatus } from '@portal/shared';
import type { PortalSettings } from '../settings/usePortalSettings';
import { Banner } from './Banner';
import { AdvisorMenu } from './AdvisorMenu';
import { TeamMenu } from './TeamMenu';
import { UserMenu } from './UserMenu';
import { HEADER_DISABLED } from './HeaderMenu';

/** Banner and menus. Menus and the home button are disabled while loading or while an input is edited. */
export function Header({ settings }: { settings: PortalSettings }) {
  const disabled = useStatus(selectMenusDisabled);
  const navigate = useNavigate();
  return (
    <Flex as="header" bg="primary.700" color="white" px={{ base: '3', md: '4' }} py="2" align="center" gap={{ base: '2', md: '4' }} wrap="wrap" css={{ '--focus-ring-color': 'white' }} _print={{ display: 'none' }}>
      <Banner settings={settings} />
      <HStack as="nav" aria-label="Main menu" gap="1" ms="auto">
        <AdvisorMenu disabled={disabled} />
        <TeamMenu disabled={disabled} />
        <IconButton aria-label="Home" size="sm" minW="11" minH="11" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} _disabled={HEADER_DISABLED} disabled={disabled} onClick={() => navigate('/')}>
          <HomeIcon />
        </IconButton>
        <UserMenu disabled={disabled} />
      </HStack>
    </Flex>
  );
}
