/**
 * `npm run files:s3-local -- [--port 9000] [--dir data/s3]`: a local S3-protocol server (s3rver)
 * over a folder, with the bucket `portalpro`, so the S3 file store can be tried with no outside
 * service:
 *
 *   npm run files:s3-local
 *   FILE_STORE=s3 S3_BUCKET=portalpro S3_REGION=us-east-1 S3_ENDPOINT=http://localhost:9000 \
 *     S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER npm start
 *
 * then add an attachment or a photo to an order: its object appears under the folder. It listens
 * on 127.0.0.1 only: a server for one machine, for trying and testing, never for real files.
 * Ctrl+C stops it.
 */
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const port = Number(option('port') ?? 9000);
const directory = option('dir') ?? 'data/s3';
mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: '127.0.0.1',
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: 'portalpro' }],
});
const address = await server.run();
console.log(
  `S3-protocol server on http://127.0.0.1:${address.port}, bucket "portalpro", files in ${directory}\n` +
    `Start the portal with:\n  FILE_STORE=s3 S3_BUCKET=portalpro S3_REGION=us-east-1 ` +
    `S3_ENDPOINT=http://localhost:${address.port} S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER npm start`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
