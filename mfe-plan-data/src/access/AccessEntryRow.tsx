import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { describeAccess, type ProfileAccessEntry } from '@portal/shared';
import { AccessFlagsEditor } from './AccessFlagsEditor';
import { resendInvitation, revokeAccess, saveAccessFlags } from './accessApi';

/** One person with access to the plan: what they may see, and edit / resend / revoke. */
export function AccessEntryRow({ entry, readOnly, onChanged, onNotice }: {
  entry: ProfileAccessEntry;
  readOnly: boolean;
  onChanged: () => Promise<unknown>;
  onNotice: (text: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [flags, setFlags] = useState(entry.flags);
  const [busy, setBusy] = useState<string | null>(null);
  const name = `${entry.firstName ?? ''} ${entry.lastName ?? ''}`.trim() || entry.email;

  const run = async (what: string, action: () => Promise<unknown>, notice: string) => {
    setBusy(what);
    try {
      await action();
      onNotice(notice);
      await onChanged();
    } catch {
      // The save-error banner says what went wrong.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" bg="white" aria-label={name}>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Box>
          <HStack gap="2">
            <Text fontWeight="semibold">{name}</Text>
            <Badge colorPalette={entry.status === 'ACTIVE' ? 'green' : 'orange'}>{entry.status === 'ACTIVE' ? 'Registered' : 'Invited'}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">{entry.email}{entry.username ? ` · ${entry.username}` : ''}</Text>
          <Text fontSize="sm" mt="1">May see: {describeAccess(entry.flags)}</Text>
        </Box>
        {!readOnly && (
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => { setFlags(entry.flags); setEditing(!editing); }}>{editing ? 'Close' : 'Change access'}</Button>
            {entry.status === 'PENDING' && (
              <Button size="sm" variant="outline" loading={busy === 'resend'}
                onClick={() => run('resend', () => resendInvitation(entry), `Invitation sent again to ${entry.email}.`)}>
                Resend invitation
              </Button>
            )}
            <Button size="sm" variant="outline" colorPalette="red" loading={busy === 'revoke'}
              onClick={() => run('revoke', () => revokeAccess(entry), `${name} no longer has access to this plan.`)}>
              {entry.status === 'PENDING' ? 'Revoke invitation' : 'Revoke access'}
            </Button>
          </HStack>
        )}
      </HStack>
      {editing && (
        <Stack gap="3" mt="3" pt="3" borderTopWidth="1px">
          <AccessFlagsEditor flags={flags} onChange={setFlags} />
          <HStack>
            <Button size="sm" loading={busy === 'save'}
              onClick={() => run('save', async () => { await saveAccessFlags(entry, flags); setEditing(false); }, `Access of ${name} saved.`)}>
              Save access
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
