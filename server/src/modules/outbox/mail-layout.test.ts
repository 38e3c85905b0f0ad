/**
 * The one mail layout: values escaped, only http(s) addresses linked, the text and HTML parts
 * saying the same in the recipient's language, and an HTML part that loads nothing from anywhere.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml, linkableUrl, renderMail, type MailContent } from './mail-layout';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"quoted" & \'single\'', '&quot;quoted&quot; &amp; &#39;single&#39;'],
    ['Pérez & Hijos, S.A. de C.V.', 'Pérez &amp; Hijos, S.A. de C.V.'],
    ['&amp; already', '&amp;amp; already'],
    ['" onmouseover="alert(1)', '&quot; onmouseover=&quot;alert(1)'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['plain text 123', 'plain text 123'],
    ['', ''],
  ])('%j → %j', (value, escaped) => {
    expect(escapeHtml(value)).toBe(escaped);
  });
});

describe('linkableUrl', () => {
  it.each([
    ['https://portal.example.mx/PortalPRO/recovery?id=7&token=a-b_c', true],
    ['http://localhost:8080/PortalPRO/login', true],
    ['HTTPS://PORTAL.EXAMPLE.MX/', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['vbscript:msgbox(1)', false],
    ['mailto:alguien@example.mx', false],
    ['ftp://files.example.mx/a', false],
    ['/PortalPRO/login', false],
    ['//evil.example/x', false],
    [' https://portal.example.mx/', false],
    ['https://portal.example.mx/a b', false],
    ['https://portal.example.mx/"onclick="x', false],
    ['https://', false],
    ['', false],
  ])('%j linkable: %s', (url, linkable) => {
    expect(linkableUrl(url) !== null).toBe(linkable);
  });
});

const HOSTILE = `<script>alert("x")</script> O'Brien & "Co"`;

const CASES: { name: string; content: MailContent }[] = [
  {
    name: 'a recovery-like mail in Spanish',
    content: {
      lang: 'es',
      subject: 'PortalPRO: recuperación de contraseña',
      greeting: `Estimado(a) ${HOSTILE}:`,
      paragraphs: ['Recibimos una solicitud.', 'Segundo párrafo\ncon salto de línea.'],
      action: {
        label: 'Establecer nueva contraseña',
        url: 'https://portal.example.mx/PortalPRO/recovery?id=7&token=Ab-_9',
      },
      notes: ['Si usted no hizo esta solicitud, ignore este mensaje.'],
    },
  },
  {
    name: 'an invoice notice in English, with facts, a list and a footer',
    content: {
      lang: 'en',
      subject: 'PortalPRO: invoice <A&B> registered',
      greeting: 'Dear Ana:',
      paragraphs: ['Your invoice has been registered.'],
      facts: [
        ['Invoice', 'F-<1>&"2"'],
        ['UUID', '11111111-2222-3333-4444-555555555555'],
        ['Reason', HOSTILE],
      ],
      listTitle: 'Reasons:',
      list: [HOSTILE, 'The UUID matches no payment'],
      action: { label: 'Open PortalPRO', url: 'http://localhost:8080/PortalPRO/' },
      footer: 'You can stop these notices on your profile.',
    },
  },
  {
    name: 'a mail without action',
    content: { lang: 'es', subject: 'PortalPRO: aviso', paragraphs: ['Solo texto.'] },
  },
];

describe('renderMail', () => {
  it.each(CASES)('$name: the subject as given, the document in its language', ({ content }) => {
    const mail = renderMail(content);
    expect(mail.subject).toBe(content.subject);
    expect(mail.html.startsWith('<!doctype html>\n')).toBe(true);
    expect(mail.html).toContain(`<html lang="${content.lang}"`);
    expect(mail.html).toContain('<meta charset="utf-8">');
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(mail.html).toContain(`<title>${escapeHtml(content.subject)}</title>`);
    expect(mail.html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it.each(CASES)('$name: the brand as text, inline styles, nothing loaded', ({ content }) => {
    const { html } = renderMail(content);
    expect(html).toContain('color:#ffffff;">PortalPRO</td>');
    expect(html).toContain('background-color:#0B3D91');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('font-size:16px;line-height:1.5;color:#1a1a1a;');
    expect(html).not.toMatch(/<img|<style|<link|<script|<iframe|<object|<svg/i);
    expect(html).not.toMatch(/\ssrc=|\sbackground=|url\(|@import/i);
    // The one web address in the document is the action's (button and written-out copy).
    const urls = html.match(/https?:\/\/[^\s"<]+/gi) ?? [];
    const action = content.action ? escapeHtml(content.action.url) : null;
    expect(urls.every((u) => u === action)).toBe(true);
    if (action) expect(urls).toHaveLength(3);
  });

  it.each(CASES)('$name: every value escaped', ({ content }) => {
    const { html } = renderMail(content);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(`O'Brien`);
    if (JSON.stringify(content).includes('<script>')) {
      expect(html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; &quot;Co&quot;',
      );
    }
  });

  it.each(CASES)('$name: the text and HTML parts carry the same words', ({ content }) => {
    const { text, html } = renderMail(content);
    const said = [
      content.greeting,
      ...content.paragraphs,
      content.listTitle,
      ...(content.list ?? []),
      ...(content.notes ?? []),
      content.footer,
    ].filter((s): s is string => s !== undefined);
    for (const s of said) {
      expect(text).toContain(s);
      expect(html).toContain(escapeHtml(s).replace(/\n/g, '<br>'));
    }
    for (const [label, value] of content.facts ?? []) {
      expect(text).toContain(`${label}: ${value}\n`);
      expect(html).toContain(`>${escapeHtml(label)}</td>`);
      expect(html).toContain(`>${escapeHtml(value)}</td>`);
    }
    for (const item of content.list ?? []) expect(text).toContain(`\n- ${item}`);
    if (content.action) {
      const { label, url } = content.action;
      expect(text).toContain(`${label}:\n${url}\n`);
      expect(html).toContain(`href="${escapeHtml(url)}"`);
      expect(html).toContain(`>${escapeHtml(label)}</a>`);
    }
    // Plain text: values as they are, no markup or entities of the layout's own.
    expect(text).not.toMatch(/&amp;|&lt;|&quot;|&#39;|<(p|br|td|tr|table|a|ul|li)[\s>]/);
  });

  it('writes the text part as blocks apart, in the order of the content', () => {
    const { text } = renderMail({
      lang: 'es',
      subject: 'PortalPRO: prueba',
      greeting: 'Estimado(a) Ana:',
      paragraphs: ['Uno.', 'Dos.'],
      facts: [
        ['Factura', 'F-1'],
        ['Total', '100.00 MXN'],
      ],
      listTitle: 'Facturas:',
      list: ['A', 'B'],
      action: { label: 'Abrir PortalPRO', url: 'https://portal.example.mx/PortalPRO/' },
      notes: ['Nota.'],
      footer: 'Pie.',
    });
    expect(text).toBe(
      'Estimado(a) Ana:\n\nUno.\n\nDos.\n\nFactura: F-1\nTotal: 100.00 MXN\n\n' +
        'Facturas:\n- A\n- B\n\nAbrir PortalPRO:\nhttps://portal.example.mx/PortalPRO/\n\n' +
        'Nota.\n\nPie.\n',
    );
  });

  it.each([
    ['es', 'Si el botón no funciona, copie esta dirección en su navegador:'],
    ['en', 'If the button does not work, copy this address into your browser:'],
  ] as const)('words the button fallback in %s', (lang, fallback) => {
    const { html } = renderMail({
      lang,
      subject: 's',
      paragraphs: ['p'],
      action: { label: 'Go', url: 'https://portal.example.mx/PortalPRO/' },
    });
    expect(html).toContain(fallback);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '/PortalPRO/login',
    'https://portal.example.mx/"><script>x</script>',
  ])('does not link the action address %j, writes it as text', (url) => {
    const { text, html } = renderMail({
      lang: 'es',
      subject: 's',
      paragraphs: ['p'],
      action: { label: 'Abrir', url },
    });
    expect(html).not.toContain('href=');
    expect(html).not.toContain('bgcolor="#0B3D91" style="background-color:#0B3D91;border-radius');
    expect(html).toContain(escapeHtml(url));
    expect(html).not.toContain('<script>');
    expect(text).toContain(`Abrir:\n${url}\n`);
  });
});
