/**
 * The PDF active-content check off the event loop: pdf.js reads every object of the file, which
 * takes about 12 ms for a one-page invoice and over a second for a 20 MB attachment, so it runs in
 * the PDF pool's threads (pdf-task.ts) and no upload holds other requests back. A check past its
 * time limit answers "cannot be read" (the check's own verdict for a file it cannot finish); with
 * the pool's queue full it runs here, as before.
 */
import { CHECK_MAX_MS, inspectPdf, type PdfVerdict } from '../modules/files/pdf-active-content';
import { lazyPool, WorkerPoolBusyError, WorkerTaskTimeoutError } from './pool';

const pdfPool = lazyPool<Uint8Array, PdfVerdict>({
  name: 'pdf',
  task: new URL('./pdf-task.ts', import.meta.url),
  // The check's own budget, plus the time a file may wait for a thread.
  timeoutMs: CHECK_MAX_MS * 3,
  maxQueue: 32,
});

/** The verdict of the active-content check, computed in a pool thread. */
export async function scanPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  try {
    return await pdfPool().run(bytes);
  } catch (e) {
    if (e instanceof WorkerTaskTimeoutError) return 'unverifiable';
    if (e instanceof WorkerPoolBusyError) return (await inspectPdf(bytes)).verdict;
    throw e;
  }
}
