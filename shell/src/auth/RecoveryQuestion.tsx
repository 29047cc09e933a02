import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { call, endpoints, isApiError, TextField, useSession, useStatus } from '@portal/shared';

const asPublic = { public: true, ignoreErrors: true } as const;

type Step = { kind: 'email' } | { kind: 'answer'; stateToken: string; question: string } | { kind: 'code'; stateToken: string };

/**
 * Recovery question, a second factor (docs/auth-paths.md): the e-mail address gives the question and a state token
 * (POST /api/auth/recovery/start); a right answer mails a verification code (POST /api/auth/recovery/answer
 * { stateToken, answer }); the code signs in (POST /api/auth/recovery/verify { stateToken, code }). A failure
 * carrying errorSummary shows it; any other failure sets the load error (spec document 1 section 8).
 */
export function RecoveryQuestion() {
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [summary, setSummary] = useState<string | null>(null);
  const setFlag = useStatus((s) => s.setFlag);
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();

  const failed = (err: unknown) => {
    const body = isApiError(err) ? (err.body as { errorSummary?: string } | null) : null;
    if (body?.errorSummary) setSummary(body.errorSummary);
    else setFlag('loadError', true);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSummary(null);
    try {
      if (step.kind === 'email') {
        const started = await call(endpoints.auth.recovery.start, { body: { email: email.trim() } }, asPublic);
        setStep({ kind: 'answer', ...started });
      } else if (step.kind === 'answer') {
        const answered = await call(endpoints.auth.recovery.answer, { body: { stateToken: step.stateToken, answer } }, asPublic);
        setStep({ kind: 'code', stateToken: answered.stateToken });
      } else {
        const result = await call(endpoints.auth.recovery.verify, { body: { stateToken: step.stateToken, code: code.trim() } }, asPublic);
        signIn(result.token, result.account);
        navigate('/', { replace: true });
      }
    } catch (err) {
      failed(err);
    }
  };

  const startAgain = () => {
    setStep({ kind: 'email' });
    setAnswer('');
    setCode('');
    setSummary(null);
  };

  const filled = step.kind === 'email' ? email.trim() : step.kind === 'answer' ? answer.trim() : code.trim();
  return (
    <Box as="form" onSubmit={submit} bg="white" p="6" rounded="lg" borderWidth="1px">
      <Stack gap="3">
        <Heading as="h2" size="md">Answer your recovery question</Heading>
        {step.kind === 'email' && <TextField label="Email address" type="email" value={email} onChange={setEmail} />}
        {step.kind === 'answer' && (
          <>
            <Text>{step.question}</Text>
            <TextField label="Answer" value={answer} onChange={setAnswer} />
          </>
        )}
        {step.kind === 'code' && (
          <>
            <Text role="status">Right answer. To finish, enter the verification code we sent to {email.trim()}.</Text>
            <TextField label="Verification code" value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </>
        )}
        {summary && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{summary}</Alert.Description></Alert.Root>}
        <Stack direction="row" gap="3">
          <Button type="submit" disabled={!filled}>
            {step.kind === 'email' ? 'Show my question' : step.kind === 'answer' ? 'Submit answer' : 'Sign in'}
          </Button>
          {step.kind !== 'email' && <Button type="button" variant="ghost" onClick={startAgain}>Start again</Button>}
        </Stack>
      </Stack>
    </Box>
  );
}
