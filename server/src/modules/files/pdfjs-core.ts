/**
 * PDF.js's parser (pdfjs-dist, Mozilla's maintained PDF reader) as the PDF checks use it: the
 * cross-reference table and streams, object streams, every filter and predictor, decryption.
 *
 * Why its core and not its public API: getDocument() answers what a viewer shows (JavaScript it
 * would run, attachments, annotations it can draw) but not every object of the file: a /Launch
 * OpenAction, a Rendition action or an annotation PDF.js fails to build never reach the API, and
 * its recoveries are silent. The check must see every object, so it walks the parser's XRef.
 * pdfjs-dist exports only WorkerMessageHandler from its worker bundle; its core classes are
 * module-private. They are reached by evaluating the legacy worker bundle (the build for Node 20)
 * with its final export swapped for a return of the classes named in CORE_NAMES, and its
 * `import.meta.url` (used only to locate WebAssembly image decoders, never loaded here) replaced
 * by the bundle's own URL. No worker, network, canvas or WebAssembly is used, and this private
 * copy shares no state with a getDocument() the client or another module may use. Like any import
 * of the legacy build, it installs the standard-library polyfills it carries where Node 20 lacks
 * them (pdfjs-dist 6 declares Node 22; its legacy build is the one that runs on 20).
 * If a pdfjs-dist release changes the bundle so that this fails, loading throws, every PDF is
 * refused as unreadable (fail closed) and the clean-PDF tests fail: review this file then.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { runInThisContext } from 'node:vm';

/** A PDF name (PDF 32000-1 §7.3.5): PDF.js has already decoded its #hh escapes. */
export interface PdfName {
  readonly name: string;
}

/** An indirect reference "num gen R" (§7.3.10). */
export interface PdfRef {
  readonly num: number;
  readonly gen: number;
}

/**
 * A dictionary (§7.3.7): `get` resolves an indirect value (the first of two keys present),
 * `getArray` also the elements of an array value, `getRaw` nothing.
 */
export interface PdfDict {
  getKeys(): Iterable<string>;
  getRaw(key: string): unknown;
  get(key: string, alternative?: string): unknown;
  getArray(key: string, alternative?: string): unknown;
}

/** A stream (§7.3.8) whose bytes come out decoded through all its filters. */
export interface PdfStream {
  readonly dict: PdfDict;
  getBytes(length?: number): Uint8Array;
}

interface XRefEntry {
  gen: number;
}

export interface PdfXRef {
  trailer: PdfDict | undefined;
  getEntry(num: number): XRefEntry | null;
  fetch(ref: PdfRef): unknown;
  getNewTemporaryRef(): PdfRef;
  resetNewTemporaryRef(): void;
}

export interface PdfDocumentCore {
  xref: PdfXRef;
  checkHeader(): void;
  parseStartXRef(): void;
  /**
   * Reads the cross-reference sections, or with `recoveryMode` indexes every "n g obj" (the index
   * is kept even when no catalog is found afterwards and this throws).
   */
  parse(recoveryMode: boolean): void;
}

export interface PdfManagerCore {
  pdfDocument: PdfDocumentCore;
  terminate(reason: unknown): void;
}

interface PdfManagerArgs {
  source: Uint8Array;
  docId: string;
  handler: null;
  password: string | null;
  enableXfa: boolean;
  evaluatorOptions: Record<string, unknown>;
}

type Class<T> = abstract new (...args: never[]) => T;

/** PDF.js's object parser over a lexer over bytes: `getObj` reads the next object (§7.3). */
export interface PdfParser {
  getObj(): unknown;
}

export interface PdfjsCore {
  LocalPdfManager: new (args: PdfManagerArgs) => PdfManagerCore;
  Ref: Class<PdfRef> & { get(num: number, gen: number): PdfRef };
  Dict: Class<PdfDict>;
  Name: Class<PdfName>;
  BaseStream: Class<PdfStream>;
  /** What PDF.js puts in place of a stream whose filter failed to start (or an empty one). */
  NullStream: Class<PdfStream>;
  Stream: new (bytes: Uint8Array) => PdfStream;
  Lexer: new (stream: PdfStream) => object;
  Parser: new (args: { lexer: object; xref: PdfXRef; allowStreams: boolean }) => PdfParser;
  /** A cross-reference entry or section that cannot be read: a repairing reader re-indexes. */
  XRefEntryException: Class<Error>;
  XRefParseException: Class<Error>;
  /** The file is encrypted with a user password (§7.6.4): it cannot be opened without it. */
  PasswordException: Class<Error>;
  setVerbosityLevel(level: number): void;
}

const CORE_NAMES = [
  'LocalPdfManager',
  'Ref',
  'Dict',
  'Name',
  'BaseStream',
  'NullStream',
  'Stream',
  'Lexer',
  'Parser',
  'XRefEntryException',
  'XRefParseException',
  'PasswordException',
  'setVerbosityLevel',
] as const;

const BUNDLE = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
const FINAL_EXPORT = '\nexport { WorkerMessageHandler };';

function load(): PdfjsCore {
  const path = createRequire(import.meta.url).resolve(BUNDLE);
  const source = readFileSync(path, 'utf8');
  if (source.split(FINAL_EXPORT).length !== 2) throw new Error(`${BUNDLE}: unexpected exports`);
  const body = source
    .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
    .replace(FINAL_EXPORT, `\nreturn { ${CORE_NAMES.join(', ')} };`);
  const factory: unknown = runInThisContext(`(function () {\n${body}\n})`, { filename: path });
  if (typeof factory !== 'function') throw new Error(`${BUNDLE}: not evaluated`);
  const core: unknown = factory();
  if (typeof core !== 'object' || core === null) throw new Error(`${BUNDLE}: no core`);
  for (const name of CORE_NAMES) {
    if (typeof (core as Record<string, unknown>)[name] !== 'function') {
      throw new Error(`${BUNDLE}: ${name} is missing`);
    }
  }
  const checked = core as PdfjsCore;
  // Errors only: a hostile file makes PDF.js warn on every page of the server log otherwise.
  checked.setVerbosityLevel(0);
  return checked;
}

let loaded: PdfjsCore | undefined;

/** The core, evaluated once per process (about 70 ms); throws when the bundle has changed. */
export function pdfjsCore(): PdfjsCore {
  loaded ??= load();
  return loaded;
}
