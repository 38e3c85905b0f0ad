/**
 * A communiqué file as the server takes it (spec 3 §5.5): the bytes of the data URL are checked
 * by their signature, never by the declared type, and stored again under the type they really are.
 */
import {
  STATEMENT_FILE_MIME,
  dataUrlBytes,
  sniffStatementFile,
  statementFileProblem,
  type StatementFileProblem,
  type StatementFileSlot,
} from '../../../../src/domain/statement-admin';

export type CheckedFile =
  { ok: true; dataUrl: string } | { ok: false; problem: StatementFileProblem };

export function checkStatementFile(slot: StatementFileSlot, dataUrl: string): CheckedFile {
  const bytes = dataUrlBytes(dataUrl);
  const kind = bytes ? sniffStatementFile(bytes) : null;
  const problem = statementFileProblem(slot, kind, bytes?.length ?? 0);
  if (problem || !kind)
    return {
      ok: false,
      problem: problem ?? (slot === 'image' ? 'alertLabelImg' : 'alertLabelPdf'),
    };
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return { ok: true, dataUrl: `data:${STATEMENT_FILE_MIME[kind]};base64,${base64}` };
}
