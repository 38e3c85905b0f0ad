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
      TEMPORARY_PASSWORD_HOURS: 72,
      FIRST_PASSWORD_DAYS: 30,
      RECAPTCHA_SECRET: undefined,
      PUBLIC_URL: undefined,
      TRUSTED_PROXIES: [],
      STATIC_DIR: './dist',
      LOG_LEVEL: 'info',
      UPLOAD_QUOTA_BYTES: 200_000_000,
      SAT_RECHECK_EVERY_MINUTES: 60,
      SAT_RECHECK_RATE: 5,
      SEED_DEMO: true,
      MIGRATE_ON_START: true,
      SHUTDOWN_GRACE_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 25_000,
      DB_POOL_MAX: 10,
      DB_STATEMENT_TIMEOUT_MS: 30_000,
      DB_IDLE_TIMEOUT_MS: 10_000,
      METRICS_TOKEN: undefined,
      METRICS_HOST: '127.0.0.1',
      ACCESS_LOG: true,
      RETENTION_SESSIONS_DAYS: 30,
      RETENTION_IDEMPOTENCY_DAYS: 30,
      RETENTION_SERVER_ERRORS_DAYS: 90,
      RETENTION_MESSAGES_DAYS: 90,
      RETENTION_SAT_CHECKS_DAYS: 400,
      RETENTION_JOBS_DAYS: 14,
      SMTP_URL: undefined,
      SMTP_HOST: undefined,
      SMTP_USER: undefined,
      SMTP_CA_FILE: undefined,
      SMTP_POOL_MAX: 3,
      SMTP_TIMEOUT_MS: 30_000,
      MAIL_FROM: undefined,
      MAIL_DKIM_DOMAIN: undefined,
      MAIL_DKIM_SELECTOR: undefined,
      MAIL_DKIM_KEY_FILE: undefined,
      TWILIO_ACCOUNT_SID: undefined,
      TWILIO_AUTH_TOKEN: undefined,
      SMS_FROM: undefined,
      SMS_API_URL: 'https://api.twilio.com',
      SMS_TIMEOUT_MS: 10_000,
      MESSAGE_MAX_ATTEMPTS: 8,
      MESSAGE_RETRY_SECONDS: 60,
      FILE_STORE: 'db',
    });
  });

  it('is the demo, with demo data, only without DATABASE_URL or when asked', () => {
    const pick = (e: ReturnType<typeof loadEnv>) => [
      e.PORTAL_ENV,
      e.SEED_DEMO,
      e.SHUTDOWN_GRACE_MS,
    ];
    const url = 'postgres://portal@db/portal';
    expect(pick(loadEnv({}))).toEqual(['DEMO', true, 0]);
    // A real database is production unless named otherwise, with no demo data and a grace.
    expect(pick(loadEnv({ DATABASE_URL: url }))).toEqual(['PROD', false, 5_000]);
    expect(pick(loadEnv({ DATABASE_URL: url, PORTAL_ENV: 'DEMO' }))).toEqual([
      'DEMO',
      false,
      5_000,
    ]);
    expect(pick(loadEnv({ PORTAL_ENV: 'QA' }))).toEqual(['QA', false, 0]);
    expect(pick(loadEnv({ PORTAL_ENV: 'QA', SEED_DEMO: '1', DATABASE_URL: url }))).toEqual([
      'QA',
      true,
      5_000,
    ]);
    expect(pick(loadEnv({ SEED_DEMO: '0' }))).toEqual(['DEMO', false, 0]);
    for (const prod of ['PROD', 'prd', 'Production']) {
      expect(() => loadEnv({ PORTAL_ENV: prod, SEED_DEMO: '1' })).toThrow(/SEED_DEMO/);
    }
    expect(() => loadEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
    expect(() => loadEnv({ PORTAL_ENV: 'PROD; drop' })).toThrow(/PORTAL_ENV/);
  });

  it('reads the pool, shutdown, metrics and retention settings, refusing bad ones', () => {
    const env = loadEnv({
      DB_POOL_MAX: '40',
      DB_STATEMENT_TIMEOUT_MS: '0',
      SHUTDOWN_GRACE_MS: '10000',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-long-enough-token',
      MIGRATE_ON_START: '0',
      ACCESS_LOG: '0',
      RETENTION_SESSIONS_DAYS: '0',
    });
    expect(env).toMatchObject({
      DB_POOL_MAX: 40,
      DB_STATEMENT_TIMEOUT_MS: 0,
      SHUTDOWN_GRACE_MS: 10_000,
      METRICS_PORT: 9464,
      METRICS_TOKEN: 'a-long-enough-token',
      MIGRATE_ON_START: false,
      ACCESS_LOG: false,
      RETENTION_SESSIONS_DAYS: 0,
    });
    expect(() => loadEnv({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadEnv({ MIGRATE_ON_START: 'true' })).toThrow(/MIGRATE_ON_START/);
    expect(() => loadEnv({ RETENTION_JOBS_DAYS: '0' })).toThrow(/RETENTION_JOBS_DAYS/);
  });

  it('reads the SAT re-check interval (0 turns it off) and its call rate cap', () => {
    const env = loadEnv({ SAT_RECHECK_EVERY_MINUTES: '0', SAT_RECHECK_RATE: '20' });
    expect([env.SAT_RECHECK_EVERY_MINUTES, env.SAT_RECHECK_RATE]).toEqual([0, 20]);
    expect(() => loadEnv({ SAT_RECHECK_RATE: '0' })).toThrow(/SAT_RECHECK_RATE/);
    expect(() => loadEnv({ SAT_RECHECK_EVERY_MINUTES: 'hourly' })).toThrow(
      /SAT_RECHECK_EVERY_MINUTES/,
    );
    // The queue schedules by cron: an interval must divide an hour or a day.
    expect(loadEnv({ SAT_RECHECK_EVERY_MINUTES: '15' }).SAT_RECHECK_EVERY_MINUTES).toBe(15);
    expect(loadEnv({ SAT_RECHECK_EVERY_MINUTES: '360' }).SAT_RECHECK_EVERY_MINUTES).toBe(360);
    expect(() => loadEnv({ SAT_RECHECK_EVERY_MINUTES: '45' })).toThrow(/SAT_RECHECK_EVERY_MINUTES/);
  });

  it('takes the SAT certificate services as http(s) URLs, and refuses anything else', () => {
    const env = loadEnv({
      SAT_OCSP_URL: 'http://127.0.0.1:8081/edofiel',
      SAT_CERTIFICATES_URL: 'https://rdc.sat.gob.mx/rccf',
    });
    expect([env.SAT_OCSP_URL, env.SAT_CERTIFICATES_URL]).toEqual([
      'http://127.0.0.1:8081/edofiel',
      'https://rdc.sat.gob.mx/rccf',
    ]);
    expect(loadEnv({}).SAT_OCSP_URL).toBeUndefined();
    expect(() => loadEnv({ SAT_OCSP_URL: 'cfdi.sat.gob.mx/edofiel' })).toThrow(/SAT_OCSP_URL/);
    expect(() => loadEnv({ SAT_CERTIFICATES_URL: 'ftp://rdc.sat.gob.mx/rccf' })).toThrow(
      /SAT_CERTIFICATES_URL/,
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

  describe('the file store', () => {
    const bucket = {
      FILE_STORE: 's3',
      S3_BUCKET: 'portalpro-files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/key+value',
    };

    it('reads an S3-compatible bucket with its endpoint, addressing and prefix', () => {
      const env = loadEnv({
        ...bucket,
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: 'portalpro/',
      });
      expect(env).toMatchObject({
        ...bucket,
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: 'portalpro/',
      });
    });

    it('stops the start when FILE_STORE=s3 lacks the bucket, the region or the credentials', () => {
      expect(() => loadEnv({ FILE_STORE: 's3' })).toThrow(
        /S3_BUCKET: required with FILE_STORE=s3[\s\S]*S3_REGION[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
      );
      expect(() => loadEnv({ ...bucket, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
        /S3_SECRET_ACCESS_KEY: required with FILE_STORE=s3/,
      );
    });

    it('refuses S3 settings without FILE_STORE=s3, an unknown store and malformed values', () => {
      expect(() => loadEnv({ S3_BUCKET: 'portalpro-files' })).toThrow(
        /S3_BUCKET: needs FILE_STORE=s3/,
      );
      expect(() => loadEnv({ FILE_STORE: 'disk' })).toThrow(/FILE_STORE: must be db or s3/);
      expect(() => loadEnv({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadEnv({ ...bucket, S3_BUCKET: 'a' })).toThrow(/S3_BUCKET: must be/);
      expect(() => loadEnv({ ...bucket, S3_PREFIX: '/portal' })).toThrow(/S3_PREFIX/);
      expect(() => loadEnv({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
        /S3_FORCE_PATH_STYLE/,
      );
    });
  });

  it('reads the reverse proxies as a list of IP addresses', () => {
    expect(loadEnv({ TRUSTED_PROXIES: '10.0.0.1, ::1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '::1',
    ]);
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.1,proxy.local' })).toThrow(/TRUSTED_PROXIES/);
  });
});
