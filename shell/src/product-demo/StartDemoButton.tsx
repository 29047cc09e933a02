import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@portal/shared';
import { startSession } from '../account/startSession';
import { startDemo } from './demoApi';

/** "Try the product demo": opens a read-only demo plan without registering. */
export function StartDemoButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const demo = await startDemo();
      startSession(demo.token, demo.account);
      navigate('/product-demo', { replace: true });
    } catch (e) {
      setError(isApiError(e) ? (e.body as { message?: string } | null)?.message ?? 'The demo is not available right now.' : 'The demo is not available right now.');
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" w="100%" maxW="420px">
      <Button variant="ghost" colorPalette="secondary" onClick={start} loading={busy}>Try the product demo</Button>
      {error && <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Description>{error}</Alert.Description></Alert.Root>}
    </Stack>
  );
}
