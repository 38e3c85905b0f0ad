/**
 * Opens a communiqué's PDF (a data URL): framed in a new window when under the inline limit,
 * downloaded otherwise (spec 1 §2.6). The bytes go through a blob URL because browsers refuse
 * to navigate a window to a data URL.
 */
import { pdfOpenMode } from './statement-request';

function blobUrlOf(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  const binary = header.endsWith(';base64') ? atob(payload) : decodeURIComponent(payload);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/** `title` names the window and the downloaded file. */
export function openStatementPdf(pdf: string, title: string): void {
  const url = blobUrlOf(pdf);
  if (pdfOpenMode(pdf) === 'inline') {
    const win = window.open('', '_blank');
    if (win) {
      win.document.title = title;
      const frame = win.document.createElement('iframe');
      frame.src = url;
      frame.title = title;
      frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0';
      win.document.body.style.margin = '0';
      win.document.body.appendChild(frame);
      // The framed viewer keeps reading the URL, so it lives as long as this page.
      return;
    }
    // A blocked pop-up falls back to the download, so the user still gets the document.
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = `${title}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is released a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
