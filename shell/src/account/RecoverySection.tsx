import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { call, endpoints, isApiError, SelectField, TextField, useEndpoint, type RECOVERY_QUESTIONS } from '@portal/shared';

type RecoveryQuestionText = (typeof RECOVERY_QUESTIONS)[number];

/**
 * The user's recovery question (GET / PUT /api/auth/recovery/question). The answer is stored hashed and never shown;
 * changing the question needs a new answer. Recovery also needs a code mailed to the address, so the answer alone
 * never signs anyone in.
 */
export function RecoverySection() {
  const setting = useEndpoint(endpoints.auth.recovery.question, {});
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = setting.data?.question ?? null;
  const choices = (setting.data?.choices ?? []).map((q) => ({ code: q, description: q }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setSaved(false);
    setErrors({});
    try {
      const chosen = (question || current || '') as RecoveryQuestionText;
      await call(endpoints.auth.recovery.setQuestion, { body: { question: chosen, answer } }, { ignoreErrors: true });
      setAnswer('');
      setQuestion('');
      setSaved(true);
      await setting.mutate();
    } catch (err) {
      const body = isApiError(err) ? (err.body as { errors?: Array<{ field: string; message: string }> } | null) : null;
      if (body?.errors) setErrors(Object.fromEntries(body.errors.map((x) => [x.field, x.message])));
      else setErrors({ answer: 'The recovery question could not be saved. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="form" onSubmit={save} aria-labelledby="recovery-heading">
      <Stack gap="3">
        <Heading as="h2" size="md" id="recovery-heading">Recovery question</Heading>
        <Text color="fg.muted">
          {current ? `Your question: ${current}` : 'You have not chosen a recovery question yet.'} If you cannot get a sign-in code,
          the right answer on the sign-in help page sends a code to your e-mail address to finish signing in.
        </Text>
        <SelectField label="Question" options={choices} value={question || current || ''} onChange={setQuestion} error={errors.question} placeholder="Choose a question" />
        <TextField label="Answer" value={answer} onChange={setAnswer} error={errors.answer} autoComplete="off" maxLength={200}
          helperText="At least 3 characters; capitals and extra spaces do not matter." />
        {saved && <Alert.Root status="success" role="status"><Alert.Indicator /><Alert.Description>Your recovery question is saved.</Alert.Description></Alert.Root>}
        <Button type="submit" alignSelf="flex-start" loading={busy} disabled={!(question || current) || answer.trim().length < 3}>
          {current ? 'Change recovery question' : 'Save recovery question'}
        </Button>
      </Stack>
    </Box>
  );
}
