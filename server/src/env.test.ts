import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      PORTAL_ENV: 'DEMO',
      SESSION_TTL_MINUTES: 480,
      RECAPTCHA_SECRET: undefined,
      PUBLIC_URL: undefined,
      TRUSTED_PROXIES: [],
      STATIC_DIR: './dist',
      LOG_LEVEL: 'info',
      UPLOAD_QUOTA_BYTES: 200_000_000,
      SAT_RECHECK_EVERY_MINUTES: 60,
      SAT_RECHECK_RATE: 5,
    });
  });

  it('reads the SAT re-check interval (0 turns it off) and its call rate cap', () => {
    const env = loadEnv({ SAT_RECHECK_EVERY_MINUTES: '0', SAT_RECHECK_RATE: '20' });
    expect([env.SAT_RECHECK_EVERY_MINUTES, env.SAT_RECHECK_RATE]).toEqual([0, 20]);
    expect(() => loadEnv({ SAT_RECHECK_RATE: '0' })).toThrow(/SAT_RECHECK_RATE/);
    expect(() => loadEnv({ SAT_RECHECK_EVERY_MINUTES: 'hourly' })).toThrow(
      /SAT_RECHECK_EVERY_MINUTES/,
    );
  });

  it('takes an upload quota of at least one largest file', () => {
    expect(loadEnv({ UPLOAD_QUOTA_BYTES: '50000000' }).UPLOAD_QUOTA_BYTES).toBe(50_000_000);
    expect(() => loadEnv({ UPLOAD_QUOTA_BYTES: '19999999' })).toThrow(/UPLOAD_QUOTA_BYTES/);
    expect(() => loadEnv({ UPLOAD_QUOTA_BYTES: '200 MB' })).toThrow(/UPLOAD_QUOTA_BYTES/);
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('takes the public address for mail links as an http(s) origin only', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://portal.example.com/' }).PUBLIC_URL).toBe(
      'https://portal.example.com/',
    );
    expect(() => loadEnv({ PUBLIC_URL: 'portal.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ PUBLIC_URL: 'https://portal.example.com/PortalPRO/' })).toThrow(
      /PUBLIC_URL/,
    );
  });

  it('reads the reverse proxies as a list of IP addresses', () => {
    expect(loadEnv({ TRUSTED_PROXIES: '10.0.0.1, ::1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '::1',
    ]);
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.1,proxy.local' })).toThrow(/TRUSTED_PROXIES/);
  });
});
