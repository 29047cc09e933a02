import { useState } from 'react';
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { call, DateField, DataTable, endpoints, SelectField, useEndpoint, useStatus } from '@portal/shared';
import { messageOf, money, readChosenFile, type AccountResult } from './api';

const api = endpoints.integrations;
import { RecordsTable } from './RecordsTable';

const STATUS_TEXT: Record<AccountResult['status'], string> = {
  NEW: 'Staged', UPDATED: 'Updated', UNCHANGED: 'Unchanged (same statement)', OLDER: 'Skipped (older statement)',
};
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Plan integrations: upload a statement or positions export (or run the last one again), then review the imported
 * accounts: link each to an investment, create an investment from it, ignore it or delete it.
 */
export function PlanIntegrations({ profileId }: { profileId: number }) {
  const links = useEndpoint(api.planLinks, { profileId });
  const staged = useEndpoint(api.staged, { profileId });
  const ignored = useEndpoint(api.ignored, { profileId });
  const plan = useEndpoint(endpoints.profile.get, { id: profileId });
  const [partnerId, setPartnerId] = useState('');
  const [asOf, setAsOf] = useState<string | null>(today());
  const [results, setResults] = useState<AccountResult[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setFlag = useStatus((s) => s.setFlag);

  const statementPartners = (links.data?.available ?? []).filter((p) => p.kind === 'STATEMENT');
  const chosen = statementPartners.find((p) => String(p.id) === partnerId) ?? (statementPartners.length === 1 ? statementPartners[0] : undefined);
  const hasStatement = (links.data?.links ?? []).some((l) => (l.statementDates ?? []).length > 0);

  const refresh = async () => {
    await Promise.all([staged.mutate(), ignored.mutate(), links.mutate(), plan.mutate()]);
  };
  const finished = async (accounts: AccountResult[], what: string) => {
    setResults(accounts);
    setFlag('integrationError', false);
    setMessage(what);
    await refresh();
  };

  const upload = async (file: File | undefined) => {
    if (!file || !chosen) return;
    setMessage(null);
    setResults(null);
    const read = await readChosenFile(file);
    if ('error' in read) {
      setFlag('integrationError', true);
      return setMessage(read.error);
    }
    setBusy(true);
    try {
      const res = await call(api.upload, {
        params: { profileId },
        body: { partnerId: chosen.id, fileName: file.name, content: read.content, ...(chosen.code === 'CUSTODIAN_CSV' && asOf ? { asOf } : {}) },
      }, { integrationRun: true });
      await finished(res.accounts, `Imported ${file.name}.`);
    } catch (e) {
      setMessage(`Import failed: ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const run = async (force: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await call(force ? api.runForce : api.run, { params: { profileId } });
      await finished(res.runs.flatMap((r) => r.accounts), force ? 'The last statements were imported again.' : 'The last statements were run again.');
    } catch (e) {
      setMessage(`Run failed: ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6">
      <Box as="section" aria-label="Import" bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Heading size="sm" mb="3">Import a statement</Heading>
        {links.isLoading ? <Text color="fg.muted">Loading partners…</Text> : statementPartners.length === 0 ? (
          <Text color="fg.muted">No statement partner is enabled for this plan's advisor. Enable one on Advisor Integration or Team Integration.</Text>
        ) : (
          <Stack gap="3" maxW="lg">
            <SelectField label="Partner" value={chosen ? String(chosen.id) : partnerId} onChange={setPartnerId}
              options={statementPartners.map((p) => ({ code: String(p.id), description: p.name }))} />
            {chosen?.code === 'CUSTODIAN_CSV' && (
              <DateField label="Positions as of" value={asOf} onChange={setAsOf} helperText="Used when the file carries no date column." />
            )}
            <Box>
              <Text asChild fontWeight="medium" display="block" mb="1"><label htmlFor="statement-file">Statement file</label></Text>
              <Input id="statement-file" type="file" accept=".ofx,.qfx,.csv,.txt" p="1" bg="white" disabled={busy || !chosen}
                onChange={(e) => { void upload(e.currentTarget.files?.[0]); e.currentTarget.value = ''; }} />
              <Text fontSize="sm" color="fg.muted" mt="1">OFX or QFX statements, or a custodian positions CSV; up to 2 MB. The file itself is not kept.</Text>
            </Box>
          </Stack>
        )}
        <HStack mt="4">
          <Button size="sm" variant="outline" disabled={!hasStatement || busy} onClick={() => run(false)}>Run last import again</Button>
          <Button size="sm" variant="outline" disabled={!hasStatement || busy} onClick={() => run(true)}>Force re-import</Button>
        </HStack>
        {message && <Text mt="3" role="status">{message}</Text>}
        {results && (
          <Box mt="3">
            <DataTable
              caption="Import result"
              rowKey={(r: AccountResult) => r.recordId}
              columns={[
                { key: 'description', header: 'Account' },
                { key: 'statementDate', header: 'Statement date' },
                { key: 'status', header: 'Result', render: (r: AccountResult) => STATUS_TEXT[r.status] },
                { key: 'before', header: 'Balance before', align: 'end', render: (r: AccountResult) => money(r.balanceBefore) },
                { key: 'after', header: 'Balance after', align: 'end', render: (r: AccountResult) => money(r.balanceAfter) },
              ]}
              rows={results}
            />
          </Box>
        )}
      </Box>
      <RecordsTable
        title="Imported accounts"
        records={staged.data ?? []}
        investments={(plan.data?.investments ?? []).filter((i) => i.active !== false)}
        profileId={profileId}
        onChanged={refresh}
        emptyText="No imported accounts yet. Import a statement above."
      />
      <RecordsTable
        title="Ignored accounts"
        records={ignored.data ?? []}
        investments={[]}
        profileId={profileId}
        onChanged={refresh}
        emptyText="No ignored accounts."
      />
    </Stack>
  );
}
