import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_FALLBACK, DISPLAY_NAME_MAX, displayFileName } from './display-name';

describe('displayFileName', () => {
  it.each([
    ['informe final.pdf', 'informe final.pdf'],
    ['Revisión Torre Ñuñoa.xlsx', 'Revisión Torre Ñuñoa.xlsx'],
    // Composed as one character each, whatever the sender's keyboard produced.
    ['Revisio\u0301n.pdf', 'Revisión.pdf'],
    // Paths: only the last segment, whichever separator.
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\win.ini', 'win.ini'],
    ['C:\\Users\\ana\\acta.pdf', 'acta.pdf'],
    ['/var/data/', DISPLAY_NAME_FALLBACK],
    ['..', DISPLAY_NAME_FALLBACK],
    ['.htaccess', 'htaccess'],
    ['acta.pdf.', 'acta.pdf'],
    // Bidirectional overrides and isolates, zero-width and format characters are dropped.
    ['factura\u202Efdp.exe', 'facturafdp.exe'],
    ['a\u2066b\u2069c\u200Bd\u200Fe\uFEFF.pdf', 'abcde.pdf'],
    // Control characters: C0, DEL, C1, line separators; a line break cannot forge a second line.
    ['a\u0000b\u0007c\u007Fd\u0085e\u009Bf.pdf', 'abcdef.pdf'],
    ['acta\n2026\r\t.pdf', 'acta 2026 .pdf'],
    ['a\u2028b.pdf', 'ab.pdf'],
    ['lone \uD800 surrogate.pdf', 'lone surrogate.pdf'],
    // HTML and characters file systems reserve.
    ['<img src=x onerror=alert(1)>.pdf', '_img src=x onerror=alert(1)_.pdf'],
    ['a:b*c?d"e|f.pdf', 'a_b_c_d_e_f.pdf'],
    // Windows device names.
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['console.txt', 'console.txt'],
    // Spaces collapsed and trimmed; nothing left: the fallback.
    ['   acta    final   .pdf  ', 'acta final .pdf'],
    ['', DISPLAY_NAME_FALLBACK],
    ['\u202E\u200B', DISPLAY_NAME_FALLBACK],
  ])('%j -> %j', (raw, shown) => expect(displayFileName(raw)).toBe(shown));

  it('bounds the length, keeping a short extension and whole characters', () => {
    const long = `${'ñ'.repeat(300)}.pdf`;
    const shown = displayFileName(long);
    expect(Array.from(shown)).toHaveLength(DISPLAY_NAME_MAX);
    expect(shown.endsWith('ñ.pdf')).toBe(true);
    const emoji = displayFileName('😀'.repeat(200));
    expect(Array.from(emoji)).toHaveLength(DISPLAY_NAME_MAX);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('takes another fallback when given', () => {
    expect(displayFileName('../', 'adjunto')).toBe('adjunto');
  });
});
