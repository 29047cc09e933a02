import {
  startAuthentication, startRegistration,
  type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { apiClient, type Account } from '@portal/shared';

/** A registered passkey (GET /api/auth/passkeys). Paths: docs/auth-paths.md. */
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  transports: string[];
}

export { isCancelled, passkeysSupported } from './passkeySupport';

/** Registers a passkey for the signed-in user: options from the server, the browser creates it, the server checks it. */
export async function registerPasskey(name: string): Promise<Passkey> {
  const options = await apiClient.post<PublicKeyCredentialCreationOptionsJSON>('/api/auth/passkey/register/options');
  const response = await startRegistration({ optionsJSON: options });
  return apiClient.post<Passkey>('/api/auth/passkey/register/verify', { response, name: name || undefined }, { handledStatuses: [400, 409] });
}

export const deletePasskey = (id: number) => apiClient.del(`/api/auth/passkeys/${id}`);

/** Signs in with a passkey this browser holds for the portal (no e-mail needed). */
export async function signInWithPasskey(): Promise<{ token: string; account: Account }> {
  const { challengeId, options } = await apiClient.post<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>(
    '/api/auth/passkey/login/options', undefined, { public: true, handledStatuses: [429] },
  );
  const response = await startAuthentication({ optionsJSON: options });
  return apiClient.post('/api/auth/passkey/login/verify', { challengeId, response }, { public: true, handledStatuses: [400, 401, 429] });
}
