/**
 * What a PDF pool thread runs (pdf.ts sends the tasks): the active-content check of a PDF
 * (modules/files/pdf-active-content.ts), answered as its verdict.
 */
import { inspectPdf, type PdfVerdict } from '../modules/files/pdf-active-content';

export default async function runPdfTask(bytes: Uint8Array): Promise<PdfVerdict> {
  return (await inspectPdf(bytes)).verdict;
}
