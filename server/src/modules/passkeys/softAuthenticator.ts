import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for tests: ES256 key, 'none' attestation, user present and verified. It answers
 * the options our routes hand out exactly as a browser would send them back (the JSON of @simplewebauthn/browser).
 */
export class SoftAuthenticator {
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  readonly credentialId = randomBytes(16);
  private counter = 0;

  constructor(private readonly origin: string, private readonly rpId: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id() { return isoBase64URL.fromBuffer(this.credentialId); }

  private authData(withCredential: boolean) {
    const rpIdHash = createHash('sha256').update(this.rpId).digest();
    const flags = Buffer.from([0x01 | 0x04 | (withCredential ? 0x40 : 0)]);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    if (!withCredential) return Buffer.concat([rpIdHash, flags, count]);
    const cose = isoCBOR.encode(new Map<number, number | Uint8Array>([
      [1, 2], [3, -7], [-1, 1],
      [-2, isoBase64URL.toBuffer(this.publicJwk.x)], [-3, isoBase64URL.toBuffer(this.publicJwk.y)],
    ]));
    const len = Buffer.alloc(2);
    len.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([rpIdHash, flags, count, Buffer.alloc(16), len, this.credentialId, Buffer.from(cose)]);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (navigator.credentials.create). */
  register(options: { challenge: string }, origin?: string) {
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([
      ['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(this.authData(true))],
    ]) as never);
    return {
      id: this.id, rawId: this.id, type: 'public-key' as const, clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to authentication options (navigator.credentials.get). */
  authenticate(options: { challenge: string }, origin?: string) {
    const authenticatorData = this.authData(false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]), this.privateKey);
    return {
      id: this.id, rawId: this.id, type: 'public-key' as const, clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
        signature: isoBase64URL.fromBuffer(signature),
      },
    };
  }
}
