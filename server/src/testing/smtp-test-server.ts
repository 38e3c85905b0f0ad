/**
 * A real SMTP server for tests and for trying the portal's mail by hand (`npm run mail:sink`):
 * smtp-server on 127.0.0.1, with STARTTLS (a throwaway certificate for localhost, made with
 * openssl, whose PEM the client is told to trust) and AUTH PLAIN / LOGIN when asked, every
 * message received kept whole and parsed with mailparser. A test can make it refuse the next
 * messages with any reply (451, 550…) or hold them for a while before answering.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: MAIL FROM and RCPT TO. */
  from: string;
  to: string[];
  /** The message as it arrived. */
  raw: Buffer;
  parsed: ParsedMail;
  messageId: string;
  /** Who signed in (null: nobody) and whether the connection was TLS by then. */
  user: string | null;
  secure: boolean;
}

export interface SmtpTestServer {
  port: number;
  /** smtp://user:password@localhost:port (no credentials when AUTH is off). */
  url: string;
  user: string;
  password: string;
  /** The PEM file of the certificate to trust (null when STARTTLS is off). */
  caFile: string | null;
  received: ReceivedMail[];
  /** Connections opened to it so far. */
  connections(): number;
  /** The next `count` messages are answered with this reply after their data (e.g. 451, 550). */
  refuseNext(code: number, text: string, count?: number): void;
  /** The next `count` messages are held `ms` before the 250 reply. */
  holdNext(ms: number, count?: number): void;
  /** Resolves when `n` messages have arrived (all of them), rejects after `timeoutMs`. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** Offer STARTTLS (default true). */
  tls?: boolean;
  /** Require AUTH (default true; it needs TLS first). */
  auth?: boolean;
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** Each message is also written there as <n>.eml. */
  dir?: string;
  onMessage?: (mail: ReceivedMail) => void;
}

let certificate: { key: string; cert: string; file: string } | null = null;

/** A self-signed certificate for localhost and 127.0.0.1, made once per process. */
export function localhostCertificate(): { key: string; cert: string; file: string } {
  if (certificate) return certificate;
  const dir = mkdtempSync(path.join(tmpdir(), 'portalpro-smtp-cert-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  certificate = {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    file: certFile,
  };
  return certificate;
}

/** An SMTP reply error: smtp-server answers it with its responseCode. */
function reply(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startSmtpTestServer(
  opts: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
  const tls = opts.tls ?? true;
  const auth = opts.auth ?? true;
  const user = 'portal';
  const password = 'correo-de-prueba';
  const received: ReceivedMail[] = [];
  const refusals: { code: number; text: string }[] = [];
  const holds: number[] = [];
  const waiters = new Set<() => void>();
  let connections = 0;
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const cert = tls ? localhostCertificate() : null;

  const server = new SMTPServer({
    ...(cert ? { key: cert.key, cert: cert.cert } : {}),
    disabledCommands: [...(tls ? [] : ['STARTTLS']), ...(auth ? [] : ['AUTH'])],
    authOptional: !auth,
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    size: 25 * 1024 * 1024,
    onAuth(a, _session, callback) {
      if (a.username === user && a.password === password) callback(null, { user: a.username });
      else callback(reply(535, 'Authentication credentials invalid'));
    },
    onData(stream, session, callback) {
      void (async () => {
        const raw = await readAll(stream);
        const refusal = refusals.shift();
        if (refusal) {
          callback(reply(refusal.code, refusal.text));
          return;
        }
        const parsed = await simpleParser(raw);
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          parsed,
          messageId: parsed.messageId ?? '',
          user: typeof session.user === 'string' ? session.user : null,
          secure: session.secure,
        };
        const hold = holds.shift();
        if (hold) await new Promise((resolve) => setTimeout(resolve, hold));
        received.push(mail);
        if (opts.dir) writeFileSync(path.join(opts.dir, `${received.length}.eml`), raw);
        opts.onMessage?.(mail);
        for (const w of waiters) w();
        callback(null, `Ok: queued as ${received.length}`);
      })().catch((e: unknown) => callback(e instanceof Error ? e : new Error(String(e))));
    },
  });
  server.on('error', () => undefined);
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: auth ? `smtp://${user}:${password}@localhost:${port}` : `smtp://localhost:${port}`,
    user,
    password,
    caFile: cert?.file ?? null,
    received,
    connections: () => connections,
    refuseNext(code, text, count = 1) {
      for (let i = 0; i < count; i++) refusals.push({ code, text });
    },
    holdNext(ms, count = 1) {
      for (let i = 0; i < count; i++) holds.push(ms);
    },
    waitFor(n, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < n) return;
          cleanup();
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${received.length} of ${n} mails arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
