import { useState } from 'react';
import { Alert, Box, Button, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { call, endpoints, SelectField } from '@portal/shared';
import { act, type Member } from './teamApi';

/**
 * Removing a member. For an advisor with plans it asks what happens to them: they leave with the advisor, or move to
 * another advisor of the team. Their team licence goes back to the team, free.
 */
export function RemoveMember({ teamId, member, others, onDone, onCancel }: {
  teamId: number; member: Member; others: Member[]; onDone: (text: string, ok: boolean) => void; onCancel: () => void;
}) {
  const [plans, setPlans] = useState<'keep' | 'move'>('move');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const staff = member.role === 'STAFF';

  const remove = async () => {
    if (!staff && member.planCount > 0 && plans === 'move' && !to) {
      setError('Choose the advisor who takes the plans.');
      return;
    }
    setBusy(true);
    const params = { teamId, userId: member.userId };
    const move = plans === 'move' && member.planCount > 0;
    const r = await act((o) => (staff
      ? call(endpoints.teams.removeStaff, { params }, o)
      : call(endpoints.teams.removeAdvisor, { params, query: move ? { plans: 'move', to } : { plans: 'keep' } }, o)));
    setBusy(false);
    if (!r.ok) setError(r.message);
    else onDone(`${member.name} was removed from the team.`, true);
  };

  return (
    <Box bg="white" p="5" rounded="lg" borderWidth="1px" borderColor="red.300" role="region" aria-label={`Remove ${member.name}`}>
      <Stack gap="3">
        <Heading as="h2" size="md">Remove {member.name} from the team?</Heading>
        {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{error}</Alert.Description></Alert.Root>}
        {!staff && member.planCount > 0 && (
          <>
            <Text>{member.name} has {member.planCount} plan{member.planCount === 1 ? '' : 's'}. What happens to them?</Text>
            <RadioGroup.Root value={plans} onValueChange={(d) => setPlans(d.value as 'keep' | 'move')}>
              <Stack gap="2">
                <RadioGroup.Item value="move"><RadioGroup.ItemHiddenInput /><RadioGroup.ItemIndicator /><RadioGroup.ItemText>Move them to another advisor of the team</RadioGroup.ItemText></RadioGroup.Item>
                <RadioGroup.Item value="keep"><RadioGroup.ItemHiddenInput /><RadioGroup.ItemIndicator /><RadioGroup.ItemText>{member.name} keeps them and leaves with them</RadioGroup.ItemText></RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
            {plans === 'move' && (
              <Box maxW="sm"><SelectField label="Advisor who takes the plans" value={to} onChange={setTo}
                options={others.map((o) => ({ code: String(o.userId), description: o.name || o.email }))} /></Box>
            )}
          </>
        )}
        {!staff && <Text color="fg.muted">Their team licence goes back to the team, free for another advisor.</Text>}
        <HStack>
          <Button colorPalette="red" onClick={remove} loading={busy}>Remove</Button>
          <Button variant="outline" onClick={onCancel}>Cancel</Button>
        </HStack>
      </Stack>
    </Box>
  );
}
