import { Text } from '@chakra-ui/react';
import { PageHeader } from '@portal/shared';

/** Invite a Client: placeholder until the plan-data team builds this page. */
export default function InviteClientPage() {
  return (
    <>
      <PageHeader title="Invite a Client" description="Invite a client to view their plan." />
      <Text color="fg.muted">Placeholder page of mfe-plan-data; its screens are not built yet.</Text>
    </>
  );
}
