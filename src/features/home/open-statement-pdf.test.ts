import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDF_INLINE_LIMIT } from '../../protocol/notification';
import { openStatementPdf } from './open-statement-pdf';

const SMALL = `data:application/pdf;base64,${btoa('%PDF-1.4 small')}`;
/** A data URL of exactly the inline limit: the first length that is downloaded. */
const LARGE = `data:application/pdf;base64,${'A'.repeat(PDF_INLINE_LIMIT - 'data:application/pdf;base64,'.length)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

function spies() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  return clicks;
}

describe('openStatementPdf', () => {
  it('frames a PDF under the limit in a new window', () => {
    const clicks = spies();
    // A stand-in for the new window's document: it keeps what is appended without loading it.
    const appended: HTMLElement[] = [];
    const popup = {
      title: '',
      createElement: (tag: string) => document.createElement(tag),
      body: { style: { margin: '' }, appendChild: (el: HTMLElement) => appended.push(el) },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue({ document: popup } as unknown as Window);
    openStatementPdf(SMALL, 'Calendario');
    expect(open).toHaveBeenCalledWith('', '_blank');
    const [frame] = appended;
    expect(frame?.tagName).toBe('IFRAME');
    expect(frame?.getAttribute('src')).toBe('blob:pdf');
    expect(frame?.title).toBe('Calendario');
    expect(popup.title).toBe('Calendario');
    expect(clicks).toHaveLength(0);
  });

  it('downloads a PDF of 2,000,000 characters or more', () => {
    const clicks = spies();
    const open = vi.spyOn(window, 'open');
    openStatementPdf(LARGE, 'Manual');
    expect(open).not.toHaveBeenCalled();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('Manual.pdf');
    expect(clicks[0]!.getAttribute('href')).toBe('blob:pdf');
  });

  it('downloads when the new window is blocked', () => {
    const clicks = spies();
    vi.spyOn(window, 'open').mockReturnValue(null);
    openStatementPdf(SMALL, 'Calendario');
    expect(clicks).toHaveLength(1);
  });
});
