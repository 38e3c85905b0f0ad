/**
 * Checks at start that DATA_DIR (the embedded database, PGlite) can be written and has room, and
 * says what and where in Spanish and English, instead of PGlite's "ErrnoError" and a stack.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, statfs, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Below this much free space a first start cannot create the database (initdb writes ~40 MB). */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

const MIB = 1024 * 1024;

/** Errno names of a place that cannot be written, and what they mean in each language. */
const CANNOT_WRITE: Record<string, { es: string; en: string }> = {
  EACCES: { es: 'sin permiso', en: 'permission denied' },
  EPERM: { es: 'sin permiso', en: 'operation not permitted' },
  EROFS: { es: 'sistema de archivos de solo lectura', en: 'read-only file system' },
  ENOTDIR: { es: 'una parte de la ruta es un archivo', en: 'a part of the path is a file' },
  EEXIST: { es: 'existe y no es una carpeta', en: 'exists and is not a directory' },
  ENOENT: { es: 'la ruta no existe', en: 'the path does not exist' },
};
const FULL = new Set(['ENOSPC', 'EDQUOT']);

const errnoOf = (e: unknown): string =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
    ? (e as { code: string }).code
    : 'EIO';

function notWritable(dir: string, code: string): string {
  const why = CANNOT_WRITE[code] ?? { es: code, en: code };
  return (
    `DATA_DIR ${dir} no se puede escribir (${code}: ${why.es}). ` +
    `Dé permiso de escritura al usuario del servidor o elija otra carpeta con DATA_DIR.\n` +
    `DATA_DIR ${dir} is not writable (${code}: ${why.en}). ` +
    `Give the server's user write access or choose another directory with DATA_DIR.`
  );
}

/** The message of a full disk under `dataDir`, found after the fact (PGlite failed writing). */
export function noSpaceIn(dataDir: string): string {
  return noSpace(path.resolve(dataDir), null);
}

function noSpace(dir: string, freeBytes: number | null): string {
  const free = freeBytes === null ? '' : ` (${Math.floor(freeBytes / MIB)} MB libres / free)`;
  return (
    `No hay espacio en ${dir}${free}: libere espacio o elija otra carpeta con DATA_DIR ` +
    `(se necesitan al menos ${MIN_FREE_BYTES / MIB} MB).\n` +
    `No space left in ${dir}${free}: free some space or choose another directory with DATA_DIR ` +
    `(at least ${MIN_FREE_BYTES / MIB} MB are needed).`
  );
}

/**
 * What stops the embedded database from being kept in `dataDir`, as a message for the operator,
 * or null when it can be: the directory is made if missing, a file written and removed in it, and
 * its file system asked for free space (fs.statfs).
 */
export async function dataDirProblem(
  dataDir: string,
  opts: { minFreeBytes?: number } = {},
): Promise<string | null> {
  const dir = path.resolve(dataDir);
  const probe = path.join(dir, `.write-check-${randomUUID()}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'PortalPRO');
    await unlink(probe);
  } catch (e) {
    const code = errnoOf(e);
    await unlink(probe).catch(() => undefined);
    return FULL.has(code) ? noSpace(dir, null) : notWritable(dir, code);
  }
  try {
    const fs = await statfs(dir);
    const free = fs.bavail * fs.bsize;
    if (free < (opts.minFreeBytes ?? MIN_FREE_BYTES)) return noSpace(dir, free);
  } catch {
    // A file system that cannot tell its free space: the write above went through.
  }
  return null;
}
