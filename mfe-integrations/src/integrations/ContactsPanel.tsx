import { useEffect, useState } from 'react';
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { call, DataTable, endpoints, DEFAULT_CLIENT_FLAGS, TextField, usePlan, withPlan, type ResponseOf } from '@portal/shared';
import { useNavigate } from 'react-router-dom';
import { levelApi, messageOf, readChosenFile, type Contact, type LevelName, type Partner, type PartnerLink } from './api';

type Created = ResponseOf<ReturnType<typeof levelApi>['createPlan']>;

/** CRM contacts of the level: import an export (CSV or vCard), search, and create a client plan from a contact. */
export function ContactsPanel({ partner, link, levelName, levelKey, onImported }: {
  partner: Partner; link: PartnerLink; levelName: LevelName; levelKey: number; onImported: () => void;
}) {
  const [query, setQuery] = useState('');
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [invited, setInvited] = useState(false);
  const [busy, setBusy] = useState(false);
  const selectPlan = usePlan((s) => s.selectPlan);
  const navigate = useNavigate();

  const fetchContacts = (q: string) => call(levelApi(levelName).searchContacts, { body: { levelKey, query: q } });
  const search = async (q = query) => setContacts(await fetchContacts(q));
  useEffect(() => {
    // A level's answer that comes after the level changed is dropped.
    let live = true;
    void fetchContacts('').then((rows) => { if (live) setContacts(rows); });
    return () => { live = false; };
  }, [levelKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    const read = await readChosenFile(file);
    if ('error' in read) return setMessage(read.error);
    setBusy(true);
    try {
      const res = await call(levelApi(levelName).importContacts,
        { body: { levelKey, partnerId: partner.id, fileName: file.name, content: read.content } }, { integrationRun: true, handledStatuses: [] });
      onImported();
      await search();
      setMessage(`${res.imported} contacts imported from ${file.name}.`);
    } catch (e) {
      setMessage(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const createPlan = async (c: Contact) => {
    setMessage(null);
    setInvited(false);
    try {
      const res = await call(levelApi(levelName).createPlan, { body: { levelKey, contactId: c.id } }, { handledStatuses: [400] });
      setCreated(res);
      await search();
    } catch (e) {
      setMessage(messageOf(e));
    }
  };

  const invite = async () => {
    if (!created?.invite.email) return;
    await call(endpoints.clientAccess.save, { body: {
      profileId: created.profileId, email: created.invite.email, firstName: created.invite.firstName, lastName: created.invite.lastName, flags: DEFAULT_CLIENT_FLAGS,
    } });
    setInvited(true);
  };

  const openPlan = () => {
    if (!created) return;
    selectPlan({ id: created.profileId, clients: [{ type: 'C', firstName: created.invite.firstName, lastName: created.invite.lastName }] });
    navigate(withPlan('/profile', created.profileId));
  };

  return (
    <Box as="section" aria-label="CRM contacts" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading size="sm" mb="2">CRM contacts ({link.contactCount ?? 0})</Heading>
      <Stack gap="3">
        <Box>
          <Text asChild fontWeight="medium" display="block" mb="1"><label htmlFor="crm-file">Contacts file (CSV or vCard)</label></Text>
          <Input id="crm-file" type="file" accept=".csv,.vcf,.vcard,text/csv,text/vcard" p="1" bg="white" maxW="md" disabled={busy}
            onChange={(e) => { void importFile(e.currentTarget.files?.[0]); e.currentTarget.value = ''; }} />
        </Box>
        <HStack align="end" maxW="lg">
          <TextField label="Search contacts" value={query} onChange={setQuery} maxLength={100} placeholder="Name, e-mail or household" />
          <Button onClick={() => search()} variant="outline">Search</Button>
        </HStack>
        {message && <Text role="status">{message}</Text>}
        {created && (
          <Box role="status" borderWidth="1px" borderColor="green.300" bg="green.50" p="3" borderRadius="md">
            <Text mb="2">Plan created for {created.invite.firstName} {created.invite.lastName}.</Text>
            <HStack>
              <Button size="sm" colorPalette="blue" onClick={openPlan}>Open plan</Button>
              {created.invite.email && (
                <Button size="sm" variant="outline" onClick={invite} disabled={invited}>
                  {invited ? `Invitation sent to ${created.invite.email}` : `Invite ${created.invite.firstName} (${created.invite.email})`}
                </Button>
              )}
            </HStack>
          </Box>
        )}
        <DataTable
          caption="Contacts"
          columns={[
            { key: 'name', header: 'Name', render: (c: Contact) => `${c.firstName} ${c.lastName}` },
            { key: 'email', header: 'E-mail' },
            { key: 'dateOfBirth', header: 'Date of birth' },
            { key: 'spouse', header: 'Spouse', render: (c: Contact) => (c.spouseFirstName ? `${c.spouseFirstName} ${c.spouseLastName ?? ''} ${c.spouseDateOfBirth ?? ''}` : '') },
            { key: 'household', header: 'Household' },
            {
              key: 'action', header: 'Plan', align: 'end', render: (c: Contact) => (c.profileId
                ? <Text color="fg.muted">Plan created</Text>
                : <Button size="xs" colorPalette="blue" aria-label={`Create plan for ${c.firstName} ${c.lastName}`} onClick={() => createPlan(c)}>Create plan</Button>),
            },
          ]}
          rows={contacts}
          emptyText="No contacts found. Import a CRM export above."
        />
      </Stack>
    </Box>
  );
}
