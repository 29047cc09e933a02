import { Box, HStack, IconButton, Image, Link, Text } from '@chakra-ui/react';
import { APP_TITLE, CalendarIcon, MailIcon, PhoneIcon, useFirmLogo, usePlan } from '@portal/shared';
import type { PortalSettings } from '../settings/usePortalSettings';

/** Banner: the firm's logo, title (a link when a URL is set), phone / email / calendar icons when set, the selected client. */
export function Banner({ settings }: { settings: PortalSettings }) {
  const clientName = usePlan((s) => (s.profileId ? s.clientName : ''));
  const logo = useFirmLogo();
  const title = settings.bannerTitle || APP_TITLE;
  const contacts = [
    { href: settings.bannerPhone && `tel:${settings.bannerPhone}`, label: `Call ${settings.bannerPhone}`, icon: <PhoneIcon /> },
    { href: settings.bannerEmail && `mailto:${settings.bannerEmail}`, label: `E-mail ${settings.bannerEmail}`, icon: <MailIcon /> },
    { href: settings.bannerCalendar, label: 'Book a meeting', icon: <CalendarIcon /> },
  ].filter((c) => c.href);
  return (
    <HStack gap={{ base: '2', md: '4' }} minW="0" flex="1 1 16rem" wrap="wrap">
      {logo && (
        // A logo is drawn for a light ground: a white tile keeps it readable on the banner's colour.
        <Box bg="white" borderRadius="sm" px="1.5" py="1" flexShrink={0} data-testid="banner-logo">
          <Image src={logo} alt={`${title} logo`} maxH={{ base: '7', md: '9' }} maxW={{ base: '24', md: '40' }} objectFit="contain" />
        </Box>
      )}
      {settings.bannerTitleLink ? (
        <Link href={settings.bannerTitleLink} target="_blank" rel="noreferrer" color="white" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={2}>{title}</Link>
      ) : (
        <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={2} data-testid="banner-title">{title}</Text>
      )}
      <HStack gap="1">
        {contacts.map((c) => (
          <IconButton key={c.label} asChild size="sm" minW="11" minH="11" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label={c.label}>
            <a href={c.href} target={c.href.startsWith('http') ? '_blank' : undefined} rel="noreferrer">{c.icon}</a>
          </IconButton>
        ))}
      </HStack>
      {clientName && (
        <Text fontWeight="medium" aria-label="Selected client" data-testid="banner-client" overflowWrap="anywhere">{clientName}</Text>
      )}
    </HStack>
  );
}
