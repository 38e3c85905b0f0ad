/**
 * The content check an attachment passes after its type is known, for a file sent inline and one
 * assembled from api/Upload alike: a PDF without active content that can be read to the end, an
 * xlsx that is no zip bomb and holds no embedded objects or DDE, and no workbook (xlsx or xls)
 * with macros.
 * Answers the refusal to send, or null when the file may be stored.
 */
import type { AttachmentFileType } from '../../../../src/domain/maintenance/attachments';
import type { Language } from '../../../../src/protocol/envelope';
import { refuse, type ApiRefusal } from '../../api/types';
import { scanPdf } from '../../workers/pdf';
import { UNSUPPORTED_MEDIA_TYPE, refuseWith } from './replies';
import {
  WORKBOOK_MAX_INFLATED_BYTES,
  WORKBOOK_MAX_RATIO,
  checkWorkbookArchive,
  xlsHasMacros,
} from './workbook-archive';

export async function unsafeAttachmentContent(
  bytes: Uint8Array,
  type: AttachmentFileType,
  lang: Language,
): Promise<ApiRefusal | null> {
  switch (type) {
    case 'pdf': {
      const verdict = await scanPdf(bytes);
      if (verdict === 'activeContent') {
        return refuse('attachmentPdfActiveContent', lang, UNSUPPORTED_MEDIA_TYPE);
      }
      if (verdict === 'unverifiable') {
        return refuse('attachmentPdfUnverifiable', lang, UNSUPPORTED_MEDIA_TYPE);
      }
      return null;
    }
    case 'xlsx': {
      const verdict = await checkWorkbookArchive(bytes);
      if (verdict === 'tooLarge') {
        return refuseWith('attachmentArchiveTooLarge', lang, UNSUPPORTED_MEDIA_TYPE, {
          max: WORKBOOK_MAX_INFLATED_BYTES / (1024 * 1024),
          ratio: WORKBOOK_MAX_RATIO,
        });
      }
      if (verdict === 'macros') return refuse('attachmentMacros', lang, UNSUPPORTED_MEDIA_TYPE);
      if (verdict === 'activeContent') {
        return refuse('attachmentWorkbookActiveContent', lang, UNSUPPORTED_MEDIA_TYPE);
      }
      if (verdict === 'notWorkbook')
        return refuse('attachmentWrongType', lang, UNSUPPORTED_MEDIA_TYPE);
      return null;
    }
    case 'xls':
      // An OLE2 compound file: nothing inflates and its size is already capped; a VBA project in
      // it is refused like an xlsx's.
      return xlsHasMacros(bytes) ? refuse('attachmentMacros', lang, UNSUPPORTED_MEDIA_TYPE) : null;
  }
}
