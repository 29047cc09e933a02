import { useRef, useState } from 'react';
import { Box, Button, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import {
  LOGO_MAX_BYTES, LOGO_TYPES, call, isApiError, useImageEndpoint, type LogoType, type SettingsResponse,
} from '@portal/shared';
import { fieldErrorsOf, levelLabel, refreshSettingCaches, settingsApi } from '../levels/levelApi';

export interface LogoSettingProps {
  level: number;
  levelKey: number;
  settings: SettingsResponse;
  canWrite: boolean;
}

/** A file's bytes as base64 text (the upload's `data`). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The firm's logo at this level (Settings, Banner): a preview of the logo in effect and where it comes from; upload
 * or replace (PNG or JPEG, at most 256 KB; the server checks the bytes too) and remove this level's own.
 */
export function LogoSetting({ level, levelKey, settings, canWrite }: LogoSettingProps) {
  const api = settingsApi(level)!;
  const logo = settings.logo ?? null;
  const src = useImageEndpoint(api.logo, logo ? { levelKey } : null, logo ? { v: logo.version } : undefined);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const own = !!logo && logo.level === level && logo.levelKey === levelKey;
  const source = !logo ? 'No logo is set at this level or above it.' : own ? 'Set at this level.' : `Inherited from ${levelLabel(logo.level)}.`;

  const send = async (request: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await request();
      await refreshSettingCaches();
      setDone(message);
    } catch (e) {
      if (isApiError(e) && e.status === 400) {
        const fields = fieldErrorsOf(e);
        const [field, text] = Object.entries(fields)[0] ?? ['data', 'could not be read'];
        setError(`The image ${field === 'contentType' ? 'type ' : ''}${text}.`);
      } else setError('The logo could not be saved. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setDone(null);
      setError(`“${file.name}” is not a PNG or JPEG image. Choose a PNG or JPEG file (SVG is not accepted).`);
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setDone(null);
      setError(`“${file.name}” is ${kb(file.size)}; a logo may be at most ${kb(LOGO_MAX_BYTES)}.`);
      return;
    }
    const data = await base64Of(file);
    await send(() => call(api.saveLogo, { params: { levelKey }, body: { contentType: file.type as LogoType, data } }, { handledStatuses: [400] }), 'Logo saved.');
  };

  return (
    <Field.Root mb="6" invalid={!!error}>
      <Field.Label>Logo</Field.Label>
      <HStack align="start" gap="4" wrap="wrap">
        <Box borderWidth="1px" borderRadius="md" p="2" minW="40" minH="16" display="flex" alignItems="center" justifyContent="center" bg="white">
          {src
            ? <Image src={src} alt={`Logo in effect (${logo?.width} × ${logo?.height} pixels)`} maxH="16" maxW="60" objectFit="contain" data-testid="logo-preview" />
            : <Text fontSize="sm" color="fg.muted">{logo ? 'Loading…' : 'No logo'}</Text>}
        </Box>
        <Stack gap="2">
          <Text fontSize="xs" color="fg.muted">{source}{logo ? ` ${logo.contentType === 'image/png' ? 'PNG' : 'JPEG'}, ${logo.width} × ${logo.height} pixels, ${kb(logo.bytes)}.` : ''}</Text>
          <Text fontSize="xs" color="fg.muted">Shown beside the firm&apos;s name in the banner and on the report&apos;s first page. PNG or JPEG, at most {kb(LOGO_MAX_BYTES)}.</Text>
          {canWrite && (
            <HStack gap="2">
              <input ref={input} type="file" accept={LOGO_TYPES.join(',')} hidden aria-label="Logo file" data-testid="logo-file"
                onChange={(e) => void upload(e.target.files?.[0])} />
              <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>{own ? 'Replace logo' : 'Upload logo'}</Button>
              {own && (
                <Button size="sm" variant="outline" colorPalette="red" disabled={busy}
                  onClick={() => void send(() => call(api.removeLogo, { params: { levelKey } }), 'Logo removed.')}>Remove logo</Button>
              )}
            </HStack>
          )}
          {done && <Text fontSize="sm" color="fg.success" role="status">{done}</Text>}
        </Stack>
      </HStack>
      {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
