import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '@portal/shared';
import { lookupUsername } from './accessApi';

export interface InvitePerson { firstName: string; lastName: string; email: string; username: string }
export const EMPTY_PERSON: InvitePerson = { firstName: '', lastName: '', email: '', username: '' };

/**
 * The invited person: names, e-mail and an optional username. The username is looked up when the field is left,
 * and the spec's message is shown under it when it is taken.
 */
export function InvitePersonFields({ value, onChange, errors, onError, advisorId, profileId }: {
  value: InvitePerson;
  onChange: (v: InvitePerson) => void;
  errors: Record<string, string>;
  onError: (field: string, message: string | null) => void;
  advisorId: number | null;
  profileId: number | null;
}) {
  const set = (key: keyof InvitePerson) => (v: string) => onChange({ ...value, [key]: v });
  const checkUsername = async () => {
    const username = value.username.trim();
    if (!username || !advisorId) return onError('username', null);
    try {
      const result = await lookupUsername(advisorId, username, profileId);
      onError('username', result.available ? null : result.message ?? 'Username already exists for this team');
    } catch {
      // Format problems are reported when the invitation is sent.
    }
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField label="First Name" required value={value.firstName} onChange={set('firstName')} error={errors.firstName} />
      <TextField label="Last Name" required value={value.lastName} onChange={set('lastName')} error={errors.lastName} />
      <TextField label="Email" type="email" required value={value.email} onChange={set('email')} error={errors.email} />
      <div onBlur={checkUsername}>
        <TextField
          label="Username" value={value.username} onChange={set('username')} error={errors.username}
          helperText="Optional: the client chooses one when they register if you leave it empty."
        />
      </div>
    </SimpleGrid>
  );
}
