/**
 * The HTML sanitizer (src/lib/sanitize-html.ts) in a real browser, through the real page that
 * shows untrusted HTML: the out-of-service page renders the site's MsgOutBody with SanitizedHtml.
 * Each hostile text is put in the site's init answer (api/session 11) on its way to the page, and
 * the page's own DOM is read back: what DOMPurify and the portal's hook keep, and that nothing ran.
 * (happy-dom, the unit tests' DOM, cannot prove it: happy-dom issue #2182.)
 */
import { expect, test, type Page } from '@playwright/test';

// The page's requests must reach page.route, not a service worker.
test.use({ serviceWorkers: 'block' });

/** [what, hostile text, what the page must hold] — each text begins with its own "caso N". */
const CASES: [string, string, string][] = [
  [
    'removes a script',
    '<p>caso 1</p><b>Hola</b><script>window.__pwned = 1</script>',
    '<p>caso 1</p><b>Hola</b>',
  ],
  [
    'removes onerror and onload handlers',
    '<p>caso 2</p><img src="x" onerror="window.__pwned = 2"><svg onload="window.__pwned = 2"></svg>',
    '<p>caso 2</p><img src="x">',
  ],
  [
    'removes javascript: and vbscript: links, also hidden by case, whitespace and entities',
    '<p>caso 3</p><a href="javascript:window.__pwned = 3">a</a><a href=" java&#x09;script:window.__pwned = 3">b</a><a href="vbscript:msgbox(3)">c</a><a href="JaVaScRiPt:window.__pwned = 3">d</a>',
    '<p>caso 3</p><a>a</a><a>b</a><a>c</a><a>d</a>',
  ],
  [
    'removes svg and an xlink:href link',
    '<p>caso 4</p><svg><a xlink:href="javascript:window.__pwned = 4"><text>svg</text></a></svg><a xlink:href="javascript:window.__pwned = 4">x</a>',
    '<p>caso 4</p><a>x</a>',
  ],
  [
    'removes a form with what it holds, and formaction',
    '<p>caso 5</p><form action="javascript:window.__pwned = 5"><input name="q"><button>Enviar</button></form><button formaction="javascript:window.__pwned = 5">Otro</button>',
    '<p>caso 5</p><button>Otro</button>',
  ],
  [
    'removes a style element',
    '<p>caso 6</p><style>body { display: none }</style><p>visible</p>',
    '<p>caso 6</p><p>visible</p>',
  ],
  [
    'removes an iframe, object, embed, link, meta and base',
    '<p>caso 7</p><iframe src="https://example.com"></iframe><object data="x.swf"></object><embed src="x.swf"><link rel="stylesheet" href="x.css"><meta http-equiv="refresh" content="0;url=javascript:window.__pwned = 7"><base href="https://example.com/">',
    '<p>caso 7</p>',
  ],
  [
    'removes data:text/html documents (a data: image stays)',
    '<p>caso 8</p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a><img src="data:text/html,<script>window.__pwned = 8</script>"><img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><img src="data:image/png;base64,iVBORw0KGgo=">',
    // DOMPurify alone keeps the base64 data:text/html image; the portal's hook drops it.
    '<p>caso 8</p><a>a</a><img><img><img src="data:image/png;base64,iVBORw0KGgo=">',
  ],
  [
    'keeps formatting, lists and a plain link as they are',
    '<p>caso 9</p><p><b>negrita</b> <i>cursiva</i> <u>subrayado</u></p><ul><li>uno</li></ul><a href="https://example.com/ayuda">ayuda</a>',
    '<p>caso 9</p><p><b>negrita</b> <i>cursiva</i> <u>subrayado</u></p><ul><li>uno</li></ul><a href="https://example.com/ayuda">ayuda</a>',
  ],
];

/** Opens the out-of-service page with `html` as the site's message, as the init answer brings it. */
async function showMessage(page: Page, html: string): Promise<void> {
  await page.route('**/api/session', async (route) => {
    const body = route.request().postDataJSON() as { ActionId?: number } | null;
    if (body?.ActionId !== 11) return route.continue();
    const response = await route.fetch();
    const init = (await response.json()) as { Site: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...init, Site: { ...init.Site, Active: false, MsgOutBody: html } },
    });
  });
  await page.goto('out');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('fuera de servicio');
}

test.describe('sanitized HTML in a real browser', () => {
  for (const [index, [what, html, expected]] of CASES.entries()) {
    test(what, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await showMessage(page, html);
      const marker = page.getByText(`caso ${index + 1}`, { exact: true });
      await expect(marker).toBeVisible();
      const shown = await marker.evaluate((p) => p.parentElement?.innerHTML ?? '');
      expect(shown).toBe(expected);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  }
});
