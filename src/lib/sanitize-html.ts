/**
 * Untrusted HTML (site messages, alert texts) goes through DOMPurify before it reaches the DOM:
 * scripts, event-handler attributes and javascript: URLs are removed. A second, simple pass
 * enforces the same three rules on the result, so a DOMPurify gap (or a DOM implementation it
 * does not fully support) can never let them through.
 */
import DOMPurify from 'dompurify';

const DANGEROUS_TAGS = 'script, style, iframe, object, embed, link, meta, base, form';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction'];

function enforce(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll(DANGEROUS_TAGS)) element.remove();
  for (const element of template.content.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL scheme.
      const value = [...attribute.value]
        .filter((c) => c.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text)/.test(value)) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  return template.innerHTML;
}

export function sanitizeHtml(html: string): string {
  return enforce(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
}
