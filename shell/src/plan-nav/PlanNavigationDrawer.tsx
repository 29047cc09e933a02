import { useState } from 'react';
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { PlanNavigationLinks } from './PlanNavigation';

/**
 * Below the `md` breakpoint the plan navigation is a drawer behind a menu button, so a phone keeps its whole width
 * for the page. Choosing a link closes the drawer.
 */
export function PlanNavigationDrawer({ targetPortfolio }: { targetPortfolio: boolean }) {
  // Open for the page it was opened on: following a link (a new location) closes it.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (value: boolean) => setOpenAt(value ? here : null);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" minH="11" mb="4" hideFrom="md" _print={{ display: 'none' }} aria-label="Plan menu">
          <MenuGlyph /> Plan menu
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Plan menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2">
              <PlanNavigationLinks targetPortfolio={targetPortfolio} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close plan menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function MenuGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
