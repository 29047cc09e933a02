import { useState, type FormEvent } from 'react';
import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { requestSignInCode, signInErrorMessage, TextField } from '@portal/shared';
import { RecoveryQuestion } from './RecoveryQuestion';

function ResendCode() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await requestSignInCode(email.trim());
      setSent(true);
    } catch (err) {
      setError(signInErrorMessage(err, 'code').message);
    }
  };
  return (
    <Box as="form" onSubmit={submit} bg="white" p="6" rounded="lg" borderWidth="1px">
      <Stack gap="3">
        <Heading as="h2" size="md">Send a new verification code</Heading>
        <TextField label="Email" type="email" value={email} onChange={setEmail} error={error} />
        {sent && <Text role="status">A new code is on its way to {email.trim()}. <Link asChild color="primary.fg"><RouterLink to="/login">Back to sign in</RouterLink></Link></Text>}
        <Button type="submit" alignSelf="flex-start" disabled={!email.trim()}>Send code</Button>
      </Stack>
    </Box>
  );
}

export function LoginHelpPage() {
  return (
    <Stack gap="6" maxW="520px" mx="auto">
      <Heading as="h1" size="2xl">Sign-in help</Heading>
      <Text color="fg.muted">Codes expire after 10 minutes. Send a new one, or answer the recovery question you chose on your account page: a right answer sends a code to your address to finish signing in.</Text>
      <ResendCode />
      <RecoveryQuestion />
      <Link asChild color="primary.fg"><RouterLink to="/login">Back to sign in</RouterLink></Link>
    </Stack>
  );
}
