/**
 * The secrets of self-service account calls: recovery tokens (32 random bytes, kept as SHA-256)
 * and 4-digit one-time codes (kept as a salted SHA-256, compared in constant time).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../../src/domain/account/one-time-code';

export function newRecoveryToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRecoveryToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function hashOneTimeCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('base64url');
}

export function newCodeSalt(): string {
  return randomBytes(16).toString('base64url');
}

export function oneTimeCodeMatches(code: string, salt: string, stored: string): boolean {
  const a = Buffer.from(hashOneTimeCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
