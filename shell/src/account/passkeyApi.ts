import {
  startAuthentication, startRegistration,
  type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { call, endpoints, type Passkey } from '@portal/shared';

export type { Passkey };
export { isCancelled, passkeysSupported } from './passkeySupport';

const api = endpoints.auth.passkeys;

/** Registers a passkey for the signed-in user: options from the server, the browser creates it, the server checks it. */
export async function registerPasskey(name: string): Promise<Passkey> {
  const options = await call(api.registerOptions, {});
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return call(api.registerVerify, { body: { response: { ...response }, name: name || undefined } }, { handledStatuses: [400, 409] });
}

export const deletePasskey = (id: number) => call(api.remove, { params: { id } });

/** Signs in with a passkey this browser holds for the portal (no e-mail needed). */
export async function signInWithPasskey() {
  const { challengeId, options } = await call(api.loginOptions, {}, { public: true, handledStatuses: [429] });
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return call(api.loginVerify, { body: { challengeId, response: { ...response } } }, { public: true, handledStatuses: [400, 401, 429] });
}
