/**
 * Password fields never travel in clear: they are encrypted with the server's RSA-OAEP (SHA-256)
 * public key from init (11) and sent as base64url without padding. An empty password stays ''.
 */

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Imports the server's public key (JWK, RSA-OAEP-256) for encryption. */
export function importPublicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  // `alg` and `key_ops` in the JWK must agree with the import; keep only the key material.
  const material: JsonWebKey = { kty: jwk.kty, n: jwk.n, e: jwk.e, ext: true };
  return crypto.subtle.importKey('jwk', material, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
}

/** The password as the protocol wants it: '' stays '', anything else is RSA-OAEP ciphertext. */
export async function encryptPassword(password: string, jwk: JsonWebKey): Promise<string> {
  if (password === '') return '';
  const key = await importPublicKey(jwk);
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(password),
  );
  return toBase64Url(new Uint8Array(cipher));
}
