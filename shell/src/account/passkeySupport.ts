// What the login page needs to know about passkeys before anyone clicks: kept apart from passkeyApi.ts so the
// WebAuthn library (@simplewebauthn/browser) loads only when a passkey is actually used.

/** The browser has WebAuthn (the same test @simplewebauthn/browser makes). */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The person cancelled the browser's passkey dialog (or it timed out): not an error to report. */
export const isCancelled = (e: unknown) => (e as Error | null)?.name === 'NotAllowedError' || (e as Error | null)?.name === 'AbortError';
