import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Table, Text } from '@chakra-ui/react';
import {
  call, isApiError, REPORT_SECTIONS, useEndpoint, usePlan, useSession, type Level, type ReportTemplate,
} from '@portal/shared';
import { PdfStatus, PlanReportList, useCreatePdf } from './PlanReportList';
import { fieldErrorsOf, levelLabel, reportApi, useLevel, useLevelSettings } from '../levels/levelApi';
import { LevelHeader } from '../levels/LevelHeader';
import { draftOf, TemplateEditor, type TemplateDraft } from './TemplateEditor';

export interface ReportTemplatesPageProps {
  /** 1 global, 4 team, 5 advisor (user), 6 plan (profile); the route table passes it. */
  level: Level;
  /** Inside another page (Global Administration): no page title. */
  embedded?: boolean;
}

/** Report templates at one level (/advisor/reports, /team/reports, /plan/reports, Global Administration): list, open, create, save, delete. */
export default function ReportTemplatesPage({ level, embedded }: ReportTemplatesPageProps) {
  const { levelKey, canWrite } = useLevel(level);
  const api = reportApi(level);
  const list = useEndpoint(api.at, levelKey ? { levelKey } : null);
  const settings = useLevelSettings(level, levelKey);
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const [open, setOpen] = useState<ReportTemplate | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  let offered = REPORT_SECTIONS.map((s) => s.code as string);
  try {
    if (settings.data?.values.rpt_sec) offered = JSON.parse(settings.data.values.rpt_sec);
  } catch { /* keep every section */ }

  const edit = (t: ReportTemplate | null, asNew = false) => {
    setErrors({});
    setOpen(t && !asNew ? t : null);
    setDraft(asNew && t ? { ...draftOf(t), id: undefined, name: `${t.name} - Copy`, isDefault: false } : draftOf(t));
  };
  const save = async () => {
    if (!draft) return;
    setBusy(true);
    setErrors({});
    try {
      const saved = await call(api.save, { body: { ...draft, levelKey } }, { handledStatuses: [400] });
      await list.mutate();
      setOpen(saved);
      setDraft(draftOf(saved));
    } catch (e) {
      if (isApiError(e) && e.status === 400) setErrors(fieldErrorsOf(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (t: ReportTemplate) => {
    try {
      await call(api.remove, { params: { id: t.id } });
      if (open?.id === t.id) { setOpen(null); setDraft(null); }
      await list.mutate();
    } catch { /* 409: the delete-conflict banner explains */ }
  };
  const ownsDraft = !open || (open.editable && open.level === level);
  const isClient = useSession((s) => s.account?.user.roleId == null);
  const profileId = usePlan((s) => s.profileId);
  const pdf = useCreatePdf(level === 6 ? profileId : null);

  // A client's "Plan Reports": the reports they may create, not the template administration.
  if (level === 6 && isClient) {
    return (
      <>
        <LevelHeader embedded={embedded} title="Plan Reports" description="Create your plan's report as a PDF." />
        {list.data && <PlanReportList templates={list.data} profileId={profileId} />}
      </>
    );
  }

  return (
    <>
      <LevelHeader embedded={embedded} title={`${levelLabel(level)} Report Templates`} description="Which sections a report holds, in which order, with their options."
        actions={canWrite && levelKey ? <Button onClick={() => edit(null)}>New Template</Button> : undefined} />
      {!levelKey && <Text color="fg.muted">{level === 6 ? 'Open a plan first.' : 'You are not a member of a team with access to its settings.'}</Text>}
      {(list.data ?? []).length > 0 && (
        <Table.Root size="sm" aria-label="Report templates" bg="white" borderWidth="1px" rounded="md">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader><Table.ColumnHeader>Level</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Sections</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(list.data ?? []).map((t) => (
              <Table.Row key={t.id} bg={open?.id === t.id ? 'primary.subtle' : undefined}>
                <Table.Cell fontWeight="medium">{t.name}{t.isDefault && <Badge ml="2">Default</Badge>}</Table.Cell>
                <Table.Cell>{levelLabel(t.level)}</Table.Cell>
                <Table.Cell textAlign="end">{t.sections.length}</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="flex-end" gap="2">
                    {level === 6 && <Button size="xs" colorPalette="primary" onClick={() => void pdf.create(t)} loading={pdf.busy === t.id} aria-label={`Create PDF of ${t.name}`}>Create PDF</Button>}
                    <Button size="xs" onClick={() => edit(t)} aria-label={`Open ${t.name}`}>Open</Button>
                    {canWrite && <Button size="xs" variant="outline" onClick={() => edit(t, true)} aria-label={`Copy ${t.name}`}>Copy</Button>}
                    {t.editable && t.level === level && <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(t)} aria-label={`Delete ${t.name}`}>Delete</Button>}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {level === 6 && <PdfStatus saved={pdf.saved} error={pdf.error} />}
      {draft && (
        <Box as="section" aria-label="Report template" mt="6" p="5" bg="white" borderWidth="1px" rounded="lg">
          <Flex justify="space-between" mb="4">
            <Heading as="h2" size="lg">{draft.id ? draft.name || 'Template' : 'New template'}</Heading>
            <Button size="xs" variant="ghost" onClick={() => { setDraft(null); setOpen(null); }}>Close</Button>
          </Flex>
          {!ownsDraft && <Text mb="3" color="fg.muted">This template belongs to the {levelLabel(open!.level).toLowerCase()} level. Copy it to change it.</Text>}
          <TemplateEditor draft={draft} onChange={setDraft} offered={offered} readOnly={!ownsDraft || !canWrite} errors={errors} />
          {ownsDraft && canWrite && <Button mt="5" onClick={() => void save()} loading={busy}>Save Template</Button>}
        </Box>
      )}
    </>
  );
}
