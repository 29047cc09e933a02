import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePlanHref } from '@portal/shared';

/** True when `to` (path and optional query) is the current location. */
export function isCurrent(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (path !== pathname) return false;
  if (!query) return true;
  const want = new URLSearchParams(query);
  const have = new URLSearchParams(search);
  return [...want.entries()].every(([k, v]) => have.get(k) === v);
}

export function NavItem({ to, label, indent = false }: { to: string; label: string; indent?: boolean }) {
  const { pathname, search } = useLocation();
  const current = isCurrent(to, pathname, search);
  const planHref = usePlanHref();
  return (
    <Link
      asChild
      display="block"
      px="3"
      py="1.5"
      pl={indent ? '6' : '3'}
      rounded="md"
      fontSize="sm"
      color={current ? 'primary.fg' : 'fg'}
      bg={current ? 'primary.subtle' : undefined}
      fontWeight={current ? 'semibold' : 'normal'}
      _hover={{ bg: 'gray.100', textDecoration: 'none' }}
    >
      <RouterLink to={planHref(to)} aria-current={current ? 'page' : undefined}>{label}</RouterLink>
    </Link>
  );
}
