import { Text } from '@chakra-ui/react';
import { PageHeader } from '@portal/shared';

/** Team Administration: placeholder until the admin team builds this page. */
export default function TeamAdministrationPage() {
  return (
    <>
      <PageHeader title="Team Administration" description="Members, managers, licences and plans of the team." />
      <Text color="fg.muted">Placeholder page of mfe-admin; its screens are not built yet.</Text>
    </>
  );
}
