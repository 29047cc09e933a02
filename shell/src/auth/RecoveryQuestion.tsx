import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { apiClient, isApiError, TextField, useSession, useStatus, type Account } from '@portal/shared';

const asPublic = { public: true, ignoreErrors: true } as const;

/**
 * Recovery question: the e-mail address gives the question and a state token (POST /api/auth/recovery/start);
 * the answer signs in (POST /api/auth/recovery/answer { stateToken, answer }). A failure carrying errorSummary
 * shows it; any other failure sets the load error (spec document 1 section 8).
 */
export function RecoveryQuestion() {
  const [email, setEmail] = useState('');
  const [recovery, setRecovery] = useState<{ stateToken: string; question: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [summary, setSummary] = useState<string | null>(null);
  const setFlag = useStatus((s) => s.setFlag);
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();

  const failed = (err: unknown) => {
    const body = isApiError(err) ? (err.body as { errorSummary?: string } | null) : null;
    if (body?.errorSummary) setSummary(body.errorSummary);
    else setFlag('loadError', true);
  };

  const start = async (e: FormEvent) => {
    e.preventDefault();
    setSummary(null);
    try {
      setRecovery(await apiClient.post('/api/auth/recovery/start', { email: email.trim() }, asPublic));
    } catch (err) {
      failed(err);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSummary(null);
    try {
      const result = await apiClient.post<{ token: string; account: Account }>(
        '/api/auth/recovery/answer', { stateToken: recovery!.stateToken, answer }, asPublic,
      );
      signIn(result.token, result.account);
      navigate('/', { replace: true });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Box as="form" onSubmit={recovery ? submit : start} bg="white" p="6" rounded="lg" borderWidth="1px">
      <Stack gap="3">
        <Heading as="h2" size="md">Answer your recovery question</Heading>
        {recovery ? (
          <>
            <Text>{recovery.question}</Text>
            <TextField label="Answer" value={answer} onChange={setAnswer} />
          </>
        ) : (
          <TextField label="Email address" type="email" value={email} onChange={setEmail} />
        )}
        {summary && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{summary}</Alert.Description></Alert.Root>}
        <Button type="submit" alignSelf="flex-start" disabled={recovery ? !answer.trim() : !email.trim()}>
          {recovery ? 'Submit answer' : 'Show my question'}
        </Button>
      </Stack>
    </Box>
  );
}
