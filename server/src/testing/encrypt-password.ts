/** Encrypts a password exactly as the browser does: RSA-OAEP-256 with the init PublicKey, base64url. */
import { webcrypto } from 'node:crypto';

export async function encryptPassword(publicJwk: JsonWebKey, password: string): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'jwk',
    publicJwk,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await webcrypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(password),
  );
  return Buffer.from(cipher).toString('base64url');
}
