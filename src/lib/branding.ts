/**
 * Site branding at run time: the primary colour (a CSS variable the Chakra theme reads) with a
 * readable text colour on it, and the favicon from the site record when it has one.
 */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const body = hex.slice(1);
  const full = body.length === 3 ? [...body].map((c) => c + c).join('') : body;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance (WCAG 2) of a #rgb / #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Applies the site's primary colour; anything that is not a hex colour keeps the default. */
export function applyPrimaryColor(color: string | null | undefined): void {
  const root = document.documentElement;
  if (!color || !HEX.test(color.trim())) {
    root.style.removeProperty('--portal-primary');
    root.style.removeProperty('--portal-primary-contrast');
    return;
  }
  const hex = color.trim();
  root.style.setProperty('--portal-primary', hex);
  // White text on dark primaries, near-black on light ones: readable in sunlight either way.
  root.style.setProperty('--portal-primary-contrast', luminance(hex) > 0.4 ? '#111111' : '#FFFFFF');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', hex);
}

/** Uses the site's favicon (a data: URL) when set; otherwise keeps the bundled favicon.svg. */
export function applyFavicon(dataUrl: string | null | undefined): void {
  if (!dataUrl || !dataUrl.startsWith('data:image/')) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.removeAttribute('type');
  link.href = dataUrl;
}
