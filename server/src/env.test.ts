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
      STATIC_DIR: './dist',
      LOG_LEVEL: 'info',
    });
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
