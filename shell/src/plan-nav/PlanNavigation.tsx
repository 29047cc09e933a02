import { Box, Stack, Text } from '@chakra-ui/react';
import { clientLinkVisible, isAdvisor, PLAN_NAVIGATION, useSession, type NavLink } from '@portal/shared';
import { NavItem } from './NavItem';
import { PlanTools } from './PlanTools';

/** Links a user may see: clients only the client-visible ones; a module's link only while its module option is on. */
export function visibleLinks(links: NavLink[], advisor: boolean, settings: Record<string, boolean>): NavLink[] {
  return links.filter((l) => (advisor || l.clientVisible) && (!l.setting || settings[l.setting]));
}

/**
 * Plan navigation (spec document 1 section 2): advisors see Build, Engage and Customize with the plan data areas
 * under Profile; clients see Profile, Target Portfolio, Suggested Actions, Workshop and Comparison.
 */
export function PlanNavigation({ modules }: { modules: Record<string, boolean> }) {
  return (
    <Box w="230px" flexShrink={0} bg="white" borderRightWidth="1px" p="3" hideBelow="md" _print={{ display: 'none' }}>
      <PlanNavigationLinks modules={modules} />
    </Box>
  );
}

/** The tools and links themselves: in the sidebar on wide screens, in the menu drawer on phones. */
export function PlanNavigationLinks({ modules }: { modules: Record<string, boolean> }) {
  const account = useSession((s) => s.account);
  const advisor = isAdvisor(account);
  return (
    <Box as="nav" aria-label="Plan navigation">
      <PlanTools />
      {advisor ? (
        <Stack gap="4">
          {PLAN_NAVIGATION.map((c) => (
            <Box key={c.category}>
              <Text fontSize="xs" fontWeight="bold" color="fg.muted" textTransform="uppercase" px="3" mb="1">{c.category}</Text>
              {visibleLinks(c.links, true, modules).map((l) => (
                <Box key={l.to}>
                  <NavItem to={l.to} label={l.label} />
                  {l.children?.filter((ch) => ch.to !== l.to).map((ch) => <NavItem key={ch.to} to={ch.to} label={ch.label} indent />)}
                </Box>
              ))}
            </Box>
          ))}
        </Stack>
      ) : (
        <Stack gap="0">
          {PLAN_NAVIGATION.flatMap((c) => visibleLinks(c.links, false, modules))
            .filter((l) => clientLinkVisible(l.to, account?.clientPermissions)).map((l) => (
            <NavItem key={l.to} to={l.to} label={l.label} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
