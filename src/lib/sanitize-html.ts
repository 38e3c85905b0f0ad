/**
 * Untrusted HTML (site messages, alert texts) goes through DOMPurify before it reaches the DOM,
 * configured to the portal's rules: formatting stays; scripts, styles, frames, plugins, document
 * metadata and forms go (a form with all it holds); event-handler attributes go (DOMPurify never
 * keeps them); and URL attributes that would run code — javascript:, vbscript: or a data:text
 * document, in href, src, xlink:href, action or formaction — are dropped by a hook of the portal's
 * own DOMPurify instance, so no other user of DOMPurify inherits it. Browsers ignore whitespace
 * and control characters inside a URL scheme, so the hook does too.
 *
 * Proven in a real browser by tests/e2e/sanitize-html.spec.ts: happy-dom, the unit tests' DOM,
 * does not run DOMPurify faithfully (happy-dom issue #2182) — it keeps scripts and handlers while
 * DOMPurify believes it works. So the first call checks DOMPurify on a sample; where it fails to
 * clean it, every text is answered escaped: shown as text, never as markup that could run.
 */
import DOMPurify from 'dompurify';

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'link',
  'meta',
  'base',
  'form',
];
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction']);
const CODE_URL = /^(javascript|vbscript|data:text)/;

const purifier = DOMPurify();
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (!URL_ATTRIBUTES.has(data.attrName.toLowerCase())) return;
  const value = [...data.attrValue]
    .filter((c) => c.charCodeAt(0) > 32)
    .join('')
    .toLowerCase();
  if (CODE_URL.test(value)) data.keepAttr = false;
});

/** What DOMPurify must clean for its output to be trusted in this DOM. */
const SAMPLE = '<img src="x" onerror="x()"><script>x()</script>';
let cleans: boolean | null = null;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function sanitizeHtml(html: string): string {
  cleans ??= !/onerror|<script/i.test(purifier.sanitize(SAMPLE));
  if (!cleans) return escapeHtml(html);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    ADD_FORBID_CONTENTS: ['form'],
  });
}
