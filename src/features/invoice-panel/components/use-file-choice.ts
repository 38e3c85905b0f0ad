/**
 * Reads a picked invoice file (spec 2 §5 "Files"): the wrong type gives msjDefaultXmlFile or
 * msjDefaultPdfFile, more than 3,000,000 bytes clears it with the msjsizeFile warning; a PDF must
 * also start like one. Answers the file's bytes, or the message to show.
 */
import { useTranslation } from 'react-i18next';
import { cfdiMessage } from '../../../domain/cfdi/messages';
import { showAlert } from '../../../lib/alert-store';
import {
  fileRefusalBeforeReading,
  looksLikePdf,
  type ChosenFile,
  type InvoiceFileKind,
} from '../lib/files';
import { langOf } from './lang';

export type FileChoice = { ok: true; file: ChosenFile } | { ok: false; error: string | null };

export function useFileChoice() {
  const { t, i18n } = useTranslation(['invoicePanel', 'messages']);
  const lang = langOf(i18n.language);
  const wrongType = (kind: InvoiceFileKind) =>
    kind === 'xml'
      ? cfdiMessage({ key: 'msjDefaultXmlFile' }, lang)
      : t('messages:msjDefaultPdfFile');
  return async (kind: InvoiceFileKind, picked: File | undefined): Promise<FileChoice> => {
    if (!picked) return { ok: false, error: null };
    const refusal = fileRefusalBeforeReading(kind, picked);
    if (refusal === 'tooLarge') {
      const text = cfdiMessage({ key: 'msjsizeFile' }, lang);
      showAlert({ type: 'warning', message: text });
      return { ok: false, error: text };
    }
    if (refusal === 'wrongType') return { ok: false, error: wrongType(kind) };
    const bytes = new Uint8Array(await picked.arrayBuffer());
    if (kind === 'pdf' && !looksLikePdf(bytes)) return { ok: false, error: wrongType(kind) };
    return { ok: true, file: { name: picked.name, size: picked.size, bytes } };
  };
}
