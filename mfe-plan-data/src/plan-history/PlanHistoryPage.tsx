import { Text } from '@chakra-ui/react';
import { PageHeader } from '@portal/shared';

/** Plan History: placeholder until the plan-data team builds this page. */
export default function PlanHistoryPage() {
  return (
    <>
      <PageHeader title="Plan History" description="Changes made to this plan." />
      <Text color="fg.muted">Placeholder page of mfe-plan-data; its screens are not built yet.</Text>
    </>
  );
}
