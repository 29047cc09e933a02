import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from './system';

/** Chakra with the portal system; the shell and each standalone harness wrap their tree in it once. */
export function PortalProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem}>{children}</ChakraProvider>;
}
