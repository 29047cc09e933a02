import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_TITLE, APP_VERSION } from '@portal/shared';
import type { PortalSettings } from '../settings/usePortalSettings';

/**
 * Copyright (the firm's name where one is known: the banner title in effect, or the firm a public page names) and
 * version; the disclosure when the settings show it on the web (and its text in print).
 */
export function Footer({ settings, firmName }: { settings?: PortalSettings; firmName?: string }) {
  const year = new Date().getFullYear();
  const owner = settings?.bannerTitle || firmName || APP_TITLE;
  return (
    <Box as="footer" borderTopWidth="1px" bg="white" px="6" py="3" fontSize="sm" color="fg.muted">
      {settings?.disclosureWeb && (settings.disclosureHeader || settings.disclosureText) && (
        <Text mb="2" _print={{ display: 'none' }}>
          {settings.disclosureHeader || 'Disclosure'}{' '}
          <Link asChild color="primary.fg"><RouterLink to="/disclosure">Read the full disclosure</RouterLink></Link>
        </Text>
      )}
      {settings?.disclosurePrint && settings.disclosureText && (
        <Box display="none" _print={{ display: 'block' }} mb="2">
          {settings.disclosureHeader && <Text fontWeight="bold">{settings.disclosureHeader}</Text>}
          <Text whiteSpace="pre-wrap">{settings.disclosureText}</Text>
        </Box>
      )}
      <Flex justify="space-between" wrap="wrap" gap="2">
        <Text>© {year} {owner}. All rights reserved.</Text>
        <Text>Version {APP_VERSION}</Text>
      </Flex>
    </Box>
  );
}
