/**
 * The well-formedness checker the engine measured its own against: saxes, a conformant XML 1.0 +
 * namespaces parser, forced to XML 1.0, reading no DTD. Tests compare their verdicts; the CFDI
 * benchmark times both. Not used by the engine (see secure-parse.ts for why).
 */
import { SaxesParser } from 'saxes';

export interface SaxesFault {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** saxes' first error on a document, with the position it gives, or null when it has none. */
export function saxesWellFormed(text: string): SaxesFault | null {
  const parser = new SaxesParser({
    xmlns: true,
    position: true,
    defaultXMLVersion: '1.0',
    forceXMLVersion: true,
  });
  let first: SaxesFault | null = null;
  parser.on('error', (e) => {
    first ??= { line: parser.line, column: parser.column, message: e.message };
  });
  parser.write(text).close();
  return first;
}
