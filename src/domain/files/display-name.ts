/**
 * The name an uploaded file is shown and offered for download under: what the sender called it,
 * made harmless. It is only ever displayed, never used as a path (files are stored by id).
 */

/** The longest display name kept, in characters (code points). */
export const DISPLAY_NAME_MAX = 120;

/** The name given to a file whose name leaves nothing once made harmless. */
export const DISPLAY_NAME_FALLBACK = 'archivo';

/**
 * Control characters (C0, DEL, C1), format characters (bidirectional overrides and isolates such
 * as U+202E, zero-width characters, the BOM), line and paragraph separators, and unpaired
 * surrogates: invisible, or able to make a name read other than it is ("gpj.exe" shown as
 * "exe.jpg").
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
/** Characters no Windows, macOS or Linux file system accepts in a name, and HTML's brackets. */
const RESERVED = /[<>:"/\\|?*]/g;
/** Device names Windows reserves, with or without an extension (CON, NUL.txt, COM1…). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

/**
 * The display name of an uploaded file: its last path segment (after "/" or "\\"), without
 * invisible characters (tabs and line breaks as spaces), with file-system-reserved characters and HTML brackets as "_", spaces
 * collapsed, no leading or trailing dots or spaces, at most DISPLAY_NAME_MAX characters (the
 * extension kept when it is short), and `fallback` when nothing is left.
 */
export function displayFileName(raw: string, fallback: string = DISPLAY_NAME_FALLBACK): string {
  const segments = raw.normalize('NFC').split(/[/\\]/);
  let name = (segments[segments.length - 1] ?? '')
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  if (WINDOWS_DEVICE.test(name)) name = `_${name}`;
  const chars = Array.from(name);
  if (chars.length > DISPLAY_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
    const keep = ext.length > 0 && ext.length <= 16 ? ext : [];
    name = chars
      .slice(0, DISPLAY_NAME_MAX - keep.length)
      .join('')
      .trimEnd()
      .concat(keep.join(''));
  }
  return name === '' ? fallback : name;
}
