// Renders the app icons (public/icons/*.png) from one SVG tower glyph with Debian's Chromium.
// Run once after changing the glyph: `node scripts/make-icons.mjs`; the PNGs are committed.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const PRIMARY = '#0B3D91';
const SECONDARY = '#EB0045';

/** The tower glyph; `inset` shrinks it into the maskable safe zone (the inner 80 %). */
function towerSvg(size, { inset, rounded }) {
  const scale = (size * (1 - 2 * inset)) / 64;
  const offset = size * inset;
  const radius = rounded ? size * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${PRIMARY}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke-linecap="round" stroke-linejoin="round">
    <g stroke="#FFFFFF" stroke-width="3.5">
      <path d="M32 18 L22 54 M32 18 L42 54 M25 43 L39 43 M27.5 33 L36.5 33 M25 43 L36.5 33 M39 43 L27.5 33 M32 12 L32 18"/>
    </g>
    <path stroke="${SECONDARY}" stroke-width="3.5" d="M22 14 a14 14 0 0 0 0 12 M42 14 a14 14 0 0 1 0 12"/>
    <circle cx="32" cy="11" r="3" fill="${SECONDARY}"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, inset: 0.08, rounded: true },
  { file: 'public/icons/icon-512.png', size: 512, inset: 0.08, rounded: true },
  { file: 'public/icons/icon-maskable-512.png', size: 512, inset: 0.16, rounded: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${towerSvg(icon.size, icon)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(icon.file, png);
    console.log(`wrote ${icon.file}`);
  }
} finally {
  await browser.close();
}
