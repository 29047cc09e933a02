import { Box, Text } from '@chakra-ui/react';
import { APP_TITLE, usePlan } from '@portal/shared';

/** Only in print: the banner title, and the client name with today's date (spec document 1 section 2). */
export function PrintHeader({ bannerTitle }: { bannerTitle: string }) {
  const clientName = usePlan((s) => (s.profileId ? s.clientName : ''));
  const today = new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <Box display="none" _print={{ display: 'block' }} mb="4" pb="2" borderBottomWidth="1px" data-print-keep="">
      <Text fontSize="xl" fontWeight="bold">{bannerTitle || APP_TITLE}</Text>
      <Text>{clientName ? `${clientName} — ${today}` : today}</Text>
    </Box>
  );
}
