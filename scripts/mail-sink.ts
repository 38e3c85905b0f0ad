/**
 * `npm run mail:sink -- [--port 2525] [--dir folder] [--quiet]`: a local SMTP server that accepts
 * every mail the portal sends and prints it (sender, recipient, subject, Message-ID, the text part
 * and its links), so mail can be tried with no outside service:
 *
 *   npm run mail:sink
 *   SMTP_URL=smtp://localhost:2525 MAIL_FROM="PortalPRO <portal@localhost>" npm start
 *
 * then "¿Olvidó su contraseña?" on the sign-in page: the recovery mail shows here. With --dir,
 * each mail is also written there whole (<n>.eml, emptied at start), as the end-to-end tests
 * read it. It listens on 127.0.0.1 only, without TLS or sign-in: a sink for one machine, never a
 * relay. Ctrl+C stops it.
 */
import { rmSync } from 'node:fs';
import { startSmtpTestServer, type ReceivedMail } from '../server/src/testing/smtp-test-server';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function print(mail: ReceivedMail, n: number): void {
  const p = mail.parsed;
  const text = (p.text ?? '').trim();
  const links = [...new Set(text.match(/https?:\/\/\S+/g) ?? [])];
  const lines = [
    `── mail ${n} ─ ${new Date().toISOString()}`,
    `From:       ${p.from?.text ?? mail.from}`,
    `To:         ${mail.to.join(', ')}`,
    `Subject:    ${p.subject ?? ''}`,
    `Message-ID: ${mail.messageId}`,
    `Parts:      text${p.html ? ' + HTML' : ''}`,
    '',
    text,
    '',
    ...(links.length > 0 ? ['Links:', ...links.map((l) => `  ${l}`), ''] : []),
  ];
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const port = Number(option('port') ?? '2525');
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error('mail:sink: --port must be a port number (1-65535)');
    process.exit(2);
  }
  const dir = option('dir');
  const quiet = process.argv.includes('--quiet');
  if (dir) rmSync(dir, { recursive: true, force: true });
  let n = 0;
  const sink = await startSmtpTestServer({
    tls: false,
    auth: false,
    port,
    ...(dir ? { dir } : {}),
    onMessage: (mail) => {
      n += 1;
      if (quiet) console.log(`mail:sink: ${mail.to.join(', ')} · ${mail.parsed.subject ?? ''}`);
      else print(mail, n);
    },
  }).catch((e: unknown) => {
    const code = (e as { code?: string }).code;
    console.error(
      code === 'EADDRINUSE'
        ? `mail:sink: port ${port} is in use; choose another with --port`
        : `mail:sink: ${e instanceof Error ? e.message : String(e)}`,
    );
    process.exit(1);
  });
  console.log(
    `mail:sink listening on smtp://localhost:${sink.port}${dir ? `, writing each mail to ${dir}` : ''}\n` +
      `  start the portal with SMTP_URL=smtp://localhost:${sink.port} MAIL_FROM="PortalPRO <portal@localhost>"`,
  );
  const stop = () => void sink.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
