import { useState } from 'react';
import { Button, Table, Text } from '@chakra-ui/react';
import { downloadEndpoint, endpoints, isApiError, type ReportTemplate } from '@portal/shared';

/** Creates a template's client report PDF on the server and saves it (the server names the file). */
export function useCreatePdf(profileId: number | null) {
  const [busy, setBusy] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = async (t: ReportTemplate) => {
    if (!profileId) return;
    setBusy(t.id);
    setError(null);
    try {
      setSaved(await downloadEndpoint(endpoints.reports.clientReport, { params: { profileId, templateId: t.id } }, 'report.pdf'));
    } catch (e) {
      setError(isApiError(e) && e.status === 403 ? 'You may not create reports of this plan.' : 'The report could not be created.');
    } finally {
      setBusy(null);
    }
  };
  return { busy, saved, error, create };
}

/** What an invited client sees at /plan/reports: the plan's templates, each with "Create PDF" (no template editing). */
export function PlanReportList({ templates, profileId }: { templates: ReportTemplate[]; profileId: number | null }) {
  const pdf = useCreatePdf(profileId);
  if (!templates.length) return <Text color="fg.muted">No report templates are available for this plan.</Text>;
  return (
    <>
      <Table.Root size="sm" aria-label="Reports" bg="white" borderWidth="1px" rounded="md">
        <Table.Header>
          <Table.Row><Table.ColumnHeader>Report</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Sections</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader></Table.Row>
        </Table.Header>
        <Table.Body>
          {templates.map((t) => (
            <Table.Row key={t.id}>
              <Table.Cell fontWeight="medium">{t.name}</Table.Cell>
              <Table.Cell textAlign="end">{t.sections.length}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" onClick={() => void pdf.create(t)} loading={pdf.busy === t.id} aria-label={`Create PDF of ${t.name}`}>Create PDF</Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <PdfStatus saved={pdf.saved} error={pdf.error} />
    </>
  );
}

export function PdfStatus({ saved, error }: { saved: string | null; error: string | null }) {
  if (error) return <Text mt="3" color="fg.error" role="alert">{error}</Text>;
  if (saved) return <Text mt="3" color="fg.muted" role="status">Saved {saved}</Text>;
  return null;
}
