import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { messageIdOf, type OutgoingMail } from './index';
import { addressOf, smtpConfigFrom, smtpSender } from './smtp';

const FROM = 'PortalPRO <portal@operador.mx>';
let server: SmtpTestServer;

beforeAll(async () => {
  server = await startSmtpTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A sender on the test server as an operator would configure it: URL, sender, trusted CA. */
function senderFor(vars: Record<string, string> = {}) {
  const config = smtpConfigFrom(
    loadEnv({
      SMTP_URL: server.url,
      SMTP_TLS: 'starttls',
      SMTP_CA_FILE: server.caFile!,
      MAIL_FROM: FROM,
      SMTP_TIMEOUT_MS: '5000',
      ...vars,
    }),
  )!;
  return smtpSender(config);
}

let serial = 0;
function mail(over: Partial<OutgoingMail> = {}): OutgoingMail {
  const id = 9000 + ++serial;
  return {
    id,
    to: `persona.${id}@ejemplo.mx`,
    subject: 'PortalPRO: recuperación de contraseña',
    text: 'Abra el enlace: https://portal.example.mx/PortalPRO/recovery?id=1&token=abc',
    html: '<!doctype html><html lang="es"><body><p>Abra el <a href="https://portal.example.mx/">enlace</a></p></body></html>',
    messageId: messageIdOf({ id, createdAt: new Date('2026-11-29T10:00:00Z') }, 'operador.mx'),
    ...over,
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe('smtpConfigFrom', () => {
  it.each([
    [
      { SMTP_URL: 'smtps://u:p%40ss@smtp.example.com' },
      'smtp.example.com',
      465,
      'implicit',
      'u',
      'p@ss',
    ],
    [{ SMTP_URL: 'smtp://smtp.example.com' }, 'smtp.example.com', 587, 'starttls', null, null],
    [{ SMTP_URL: 'smtp://localhost:2525' }, 'localhost', 2525, 'opportunistic', null, null],
    [
      { SMTP_URL: 'smtp://relay.internal:25', SMTP_TLS: 'none' },
      'relay.internal',
      25,
      'none',
      null,
      null,
    ],
    [
      { SMTP_HOST: 'smtp.example.com', SMTP_PORT: '2587', SMTP_USER: 'a', SMTP_PASSWORD: 'b' },
      'smtp.example.com',
      2587,
      'starttls',
      'a',
      'b',
    ],
    [
      { SMTP_HOST: 'smtp.example.com', SMTP_TLS: 'implicit' },
      'smtp.example.com',
      465,
      'implicit',
      null,
      null,
    ],
  ])('%j → %s:%i %s', (vars, host, port, tls, user, password) => {
    const c = smtpConfigFrom(loadEnv({ ...vars, MAIL_FROM: FROM }))!;
    expect({ host: c.host, port: c.port, tls: c.tls, user: c.user, password: c.password }).toEqual({
      host,
      port,
      tls,
      user,
      password,
    });
  });

  it('is null without a mail server', () => {
    expect(smtpConfigFrom(loadEnv({}))).toBeNull();
  });

  it.each([
    [{ SMTP_URL: 'smtp://a', SMTP_HOST: 'b', MAIL_FROM: FROM }, 'SMTP_HOST'],
    [{ SMTP_URL: 'smtp://a' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'http://a', MAIL_FROM: FROM }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://a', MAIL_FROM: 'no address' }, 'MAIL_FROM'],
    [{ SMTP_HOST: 'a', MAIL_FROM: FROM, SMTP_USER: 'u' }, 'SMTP_PASSWORD'],
    [{ SMTP_URL: 'smtp://a', MAIL_FROM: FROM, MAIL_DKIM_DOMAIN: 'operador.mx' }, 'MAIL_DKIM'],
    [{ SMTP_TLS: 'starttls' }, 'SMTP_TLS'],
    [{ SMTP_URL: 'smtp://a', MAIL_FROM: FROM, SMTP_CA_FILE: '/no/such/file.pem' }, 'SMTP_CA_FILE'],
  ])('refuses %j at start, naming %s', (vars, name) => {
    expect(() => loadEnv(vars)).toThrow(name);
  });

  it('reads the address out of MAIL_FROM', () => {
    expect(addressOf(FROM)).toBe('portal@operador.mx');
    expect(addressOf('portal@operador.mx')).toBe('portal@operador.mx');
  });
});

describe('the SMTP client against a real SMTP server (STARTTLS and AUTH on)', () => {
  it('delivers a mail once, over TLS, signed in, with its Message-ID, text and HTML parts', async () => {
    const sender = senderFor();
    const m = mail();
    const before = server.received.length;
    const outcome = await sender.send(m);
    sender.close();
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.ok && outcome.response).toMatch(/^250 /);
    const got = server.received.slice(before);
    expect(got).toHaveLength(1);
    const [r] = got;
    expect(r!.secure).toBe(true);
    expect(r!.user).toBe('portal');
    expect(r!.from).toBe('portal@operador.mx');
    expect(r!.to).toEqual([m.to]);
    expect(r!.messageId).toBe(m.messageId);
    expect(r!.parsed.subject).toBe(m.subject);
    expect(r!.parsed.text?.trim()).toBe(m.text);
    expect(r!.parsed.html).toContain('href="https://portal.example.mx/"');
    expect(r!.parsed.from?.value).toEqual([{ name: 'PortalPRO', address: 'portal@operador.mx' }]);
    expect(r!.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('reuses its connections for many mails (pooled)', async () => {
    const sender = senderFor({ SMTP_POOL_MAX: '2' });
    const before = server.connections();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => sender.send(mail())));
    sender.close();
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(server.connections() - before).toBeLessThanOrEqual(2);
  });

  it('answers a 4xx as temporary and a 5xx as permanent, with the server’s words', async () => {
    const sender = senderFor();
    server.refuseNext(451, 'Requested action aborted: local error in processing');
    const temporary = await sender.send(mail());
    server.refuseNext(550, 'Mailbox unavailable');
    const permanent = await sender.send(mail());
    sender.close();
    expect(temporary).toMatchObject({ ok: false, kind: 'temporary' });
    expect(!temporary.ok && temporary.reason).toContain('451');
    expect(permanent).toMatchObject({ ok: false, kind: 'permanent' });
    expect(!permanent.ok && permanent.reason).toContain('550 Mailbox unavailable');
  });

  it('takes a refused sign-in as the configuration’s fault: temporary, naming the settings', async () => {
    const sender = senderFor({
      SMTP_URL: server.url.replace(':correo-de-prueba@', ':otra@'),
    });
    const outcome = await sender.send(mail());
    await expect(sender.verify()).rejects.toThrow();
    sender.close();
    expect(outcome).toMatchObject({ ok: false, kind: 'temporary' });
    expect(!outcome.ok && outcome.reason).toMatch(/EAUTH.*SMTP_/);
  });

  it('refuses a server whose certificate it cannot trust (TLS is checked)', async () => {
    const config = smtpConfigFrom(
      loadEnv({ SMTP_URL: server.url, MAIL_FROM: FROM, SMTP_TIMEOUT_MS: '5000' }),
    )!;
    const sender = smtpSender({ ...config, tls: 'starttls', ca: null });
    const before = server.received.length;
    const outcome = await sender.send(mail());
    sender.close();
    expect(outcome).toMatchObject({ ok: false, kind: 'temporary' });
    expect(server.received.length).toBe(before);
  });

  it('answers a refused connection as temporary, naming where it tried', async () => {
    const port = await closedPort();
    const sender = senderFor({ SMTP_URL: `smtp://localhost:${port}` });
    const outcome = await sender.send(mail());
    sender.close();
    expect(outcome).toMatchObject({ ok: false, kind: 'temporary' });
    expect(!outcome.ok && outcome.reason).toContain(`localhost:${port}`);
  });

  it('checks the connection as a send would (verify)', async () => {
    const sender = senderFor();
    await expect(sender.verify()).resolves.toBeUndefined();
    sender.close();
  });

  it('signs with DKIM when MAIL_DKIM_* are set', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portalpro-dkim-'));
    const keyFile = path.join(dir, 'dkim.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const sender = senderFor({
      MAIL_DKIM_DOMAIN: 'operador.mx',
      MAIL_DKIM_SELECTOR: 'portal2026',
      MAIL_DKIM_KEY_FILE: keyFile,
    });
    expect(sender.description).toContain('DKIM');
    const before = server.received.length;
    expect(await sender.send(mail())).toMatchObject({ ok: true });
    sender.close();
    const raw = server.received[before]!.raw.toString('utf8');
    const signature = /^DKIM-Signature:[^\n]*(?:\n[ \t][^\n]*)*/im.exec(raw)?.[0] ?? '';
    expect(signature).toMatch(/d=operador\.mx/);
    expect(signature).toMatch(/s=portal2026/);
    expect(signature).toMatch(/a=rsa-sha256/);
  });
});
