/**
 * The RSA-OAEP-256 key pair the browser encrypts password fields with. Generated once at first
 * start, stored in server_keys so every instance shares it, and loaded into WebCrypto once.
 */
import { eq } from 'drizzle-orm';
import { webcrypto } from 'node:crypto';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

const KEY_ID = 'password-transport';
const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface TransportKey {
  /** The public JWK as init answers it (alg RSA-OAEP-256). */
  publicJwk: JsonWebKey;
  /** Decrypts a base64url ciphertext into the UTF-8 password, or null when it cannot. */
  decrypt(ciphertext: string): Promise<string | null>;
}

/** Creates the key pair when the database has none (first writer wins across instances). */
export async function ensureTransportKey(db: Db): Promise<void> {
  const found = await db
    .select({ id: serverKeys.id })
    .from(serverKeys)
    .where(eq(serverKeys.id, KEY_ID));
  if (found.length > 0) return;
  const pair = await webcrypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicJwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  const privateJwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  await db.insert(serverKeys).values({ id: KEY_ID, publicJwk, privateJwk }).onConflictDoNothing();
}

/** Loads the stored key pair (creating it if needed) and imports the private key. */
export async function loadTransportKey(db: Db): Promise<TransportKey> {
  await ensureTransportKey(db);
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  if (!row) throw new Error('transport key missing after creation');
  const privateKey = await webcrypto.subtle.importKey('jwk', row.privateJwk, ALGORITHM, false, [
    'decrypt',
  ]);
  const { kty, n, e } = row.publicJwk;
  const publicJwk: JsonWebKey = { kty, n, e, alg: 'RSA-OAEP-256', ext: true, key_ops: ['encrypt'] };
  return {
    publicJwk,
    async decrypt(ciphertext) {
      if (!/^[A-Za-z0-9_-]+={0,2}$/.test(ciphertext)) return null;
      try {
        const plain = await webcrypto.subtle.decrypt(
          ALGORITHM,
          privateKey,
          Buffer.from(ciphertext, 'base64url'),
        );
        return new TextDecoder('utf-8', { fatal: true }).decode(plain);
      } catch {
        return null;
      }
    },
  };
}
