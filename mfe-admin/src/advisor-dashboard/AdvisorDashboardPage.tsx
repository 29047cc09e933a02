import { Text } from '@chakra-ui/react';
import { PageHeader } from '@portal/shared';

/** Advisor Dashboard: placeholder until the admin team builds this page. */
export default function AdvisorDashboardPage() {
  return (
    <>
      <PageHeader title="Advisor Dashboard" description="Engagement and plans of your clients." />
      <Text color="fg.muted">Placeholder page of mfe-admin; its screens are not built yet.</Text>
    </>
  );
}
