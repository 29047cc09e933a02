import type { ReactNode } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronDownIcon, type NavLink } from '@portal/shared';

export interface HeaderMenuProps {
  /** Text of the trigger button (e.g. the advisor's name). */
  label: ReactNode;
  /** Accessible name of the trigger when the label alone is not clear. */
  ariaLabel?: string;
  links: NavLink[];
  disabled: boolean;
  /** Extra content above the links (user details, team choice). */
  header?: ReactNode;
  /** Items after the links (Logout). */
  footer?: ReactNode;
}

/** Disabled header controls stay readable (4.5:1 on the header) and say so by the cursor, not by fading out. */
export const HEADER_DISABLED = { opacity: 0.85, cursor: 'not-allowed', bg: 'transparent', color: 'white', borderColor: 'transparent' } as const;

/** A header drop-down of links (real links: they open in a new tab too). */
export function HeaderMenu({ label, ariaLabel, links, disabled, header, footer }: HeaderMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} _expanded={{ bg: 'whiteAlpha.300' }} _disabled={HEADER_DISABLED} size="sm" minH="11" disabled={disabled} aria-label={ariaLabel}>
          {label}
          <ChevronDownIcon boxSize="4" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px">
            {header}
            {links.map((l) => (
              <Menu.Item key={l.to} value={l.to} asChild>
                <RouterLink to={l.to}>{l.label}</RouterLink>
              </Menu.Item>
            ))}
            {footer}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
