import { Text } from '@chakra-ui/react';
import { PageHeader } from '@portal/shared';

/** Client Access: placeholder until the plan-data team builds this page. */
export default function PlanAccessPage() {
  return (
    <>
      <PageHeader title="Client Access" description="Who may see this plan, and which parts." />
      <Text color="fg.muted">Placeholder page of mfe-plan-data; its screens are not built yet.</Text>
    </>
  );
}
