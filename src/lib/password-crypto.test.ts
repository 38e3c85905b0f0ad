import { describe, expect, it } from 'vitest';
import { encryptPassword, fromBase64Url, toBase64Url } from './password-crypto';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { jwk: { ...jwk, alg: 'RSA-OAEP-256' }, privateKey: pair.privateKey };
}

describe('password encryption', () => {
  it('encrypts with the server key so that the server can decrypt it', async () => {
    const { jwk, privateKey } = await keyPair();
    const cipher = await encryptPassword('Portal#2026 ñ', jwk);
    expect(cipher).toMatch(/^[A-Za-z0-9_-]+$/); // base64url, no padding
    const plain = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      privateKey,
      fromBase64Url(cipher),
    );
    expect(new TextDecoder().decode(plain)).toBe('Portal#2026 ñ');
  });

  it('sends an empty password as the empty string', async () => {
    const { jwk } = await keyPair();
    expect(await encryptPassword('', jwk)).toBe('');
  });

  it('round-trips base64url', () => {
    const bytes = new Uint8Array([0, 251, 255, 62, 63, 1]);
    expect(toBase64Url(bytes)).not.toContain('=');
    expect([...fromBase64Url(toBase64Url(bytes))]).toEqual([...bytes]);
  });
});
