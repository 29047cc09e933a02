import { Text } from '@chakra-ui/react';
import { PageHeader } from '@portal/shared';

/** Team Dashboard: placeholder until the admin team builds this page. */
export default function TeamDashboardPage() {
  return (
    <>
      <PageHeader title="Team Dashboard" description="Engagement and plans across the team." />
      <Text color="fg.muted">Placeholder page of mfe-admin; its screens are not built yet.</Text>
    </>
  );
}
