/** The demo site's branding as data: URLs: a tower mark with the PortalPRO word, favicon, home banner. */

const PRIMARY = '#00205B';
const SECONDARY = '#EB0045';

const TOWER = (stroke: string, signal: string) => `
  <g fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
    <path d="M32 14 L20 58 M32 14 L44 58 M23 47 H41 M25.5 36 H38.5 M28.5 25 H35.5 M23 47 L38.5 36 M41 47 L25.5 36 M25.5 36 L35.5 25 M38.5 36 L28.5 25 M16 58 H48"/>
    <circle cx="32" cy="11" r="3" fill="${stroke}"/>
  </g>
  <g fill="none" stroke="${signal}" stroke-width="2.5" stroke-linecap="round">
    <path d="M24 5 A10 10 0 0 0 24 17 M40 5 A10 10 0 0 1 40 17"/>
    <path d="M19 1 A16 16 0 0 0 19 21 M45 1 A16 16 0 0 1 45 21"/>
  </g>`;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 64" width="250" height="64" role="img" aria-label="PortalPRO">
  ${TOWER(PRIMARY, SECONDARY)}
  <text x="62" y="43" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${PRIMARY}">Portal<tspan fill="${SECONDARY}">PRO</tspan></text>
</svg>`;

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="12" fill="${PRIMARY}"/>
  <g transform="translate(0 2)">${TOWER('#FFFFFF', SECONDARY)}</g>
</svg>`;

const HOME_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="PortalPRO">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PRIMARY}"/><stop offset="1" stop-color="#0A3D91"/></linearGradient></defs>
  <rect width="1200" height="400" fill="url(#sky)"/>
  <g transform="translate(860 40) scale(5)" opacity="0.9">${TOWER('#FFFFFF', SECONDARY)}</g>
  <text x="80" y="190" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#FFFFFF">Portal<tspan fill="${SECONDARY}">PRO</tspan></text>
  <text x="80" y="250" font-family="Arial, Helvetica, sans-serif" font-size="28" fill="#DCE4F2">Arrendadores, proveedores y cuadrillas en un solo lugar</text>
</svg>`;

const dataUrl = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg.replace(/\n\s*/g, ' '), 'utf8').toString('base64')}`;

export const SITE_ASSETS = {
  colorPrimary: PRIMARY,
  logo: dataUrl(LOGO_SVG),
  favicon: dataUrl(FAVICON_SVG),
  home: dataUrl(HOME_SVG),
} as const;
