import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_DISCLOSURE } from '@portal/shared';
import { usePortalSettings } from '../settings/usePortalSettings';

/** The full disclosure (full-page layout). */
export function DisclosurePage() {
  const { disclosureHeader, disclosureText } = usePortalSettings();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">{disclosureHeader || 'Disclosure'}</Heading>
      <Text whiteSpace="pre-wrap">{disclosureText || DEFAULT_DISCLOSURE}</Text>
      <Button asChild variant="outline" alignSelf="flex-start"><RouterLink to="/">Back to the portal</RouterLink></Button>
    </Stack>
  );
}
