import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PLAN_DATA_LINKS, usePlanHref } from '@portal/shared';

/** Goals is hidden from the plan navigation (spec document 1 section 2), so the areas link to it here. */
const AREA_LINKS = [...PLAN_DATA_LINKS, { label: 'Goals', to: '/goals' }];

/** Links to every plan data area and to Goals. */
export function AreaLinks() {
  const { pathname } = useLocation();
  const planHref = usePlanHref();
  return (
    <Flex as="nav" aria-label="Plan data areas" gap="2" wrap="wrap" mb="5">
      {AREA_LINKS.map((l) => (
        <Button key={l.to} asChild size="xs" variant={pathname === l.to ? 'solid' : 'outline'}>
          <RouterLink to={planHref(l.to)} aria-current={pathname === l.to ? 'page' : undefined}>{l.label}</RouterLink>
        </Button>
      ))}
    </Flex>
  );
}
