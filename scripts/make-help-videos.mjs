// Records the demo help videos (public/help/<page>.webm): one short WebM per lessor page with help
// (spec 1 §2.7), a titled card with the page's name and a few animated steps. A canvas is recorded
// with MediaRecorder (VP8) inside the Playwright Chromium the end-to-end tests use, so no encoder
// or npm dependency is needed. Run after changing a page or a step:
// `node scripts/make-help-videos.mjs` (CHROMIUM_PATH overrides /usr/bin/chromium); the videos are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const OUT_DIR = 'public/help';
const SECONDS = 4;

/** Page path, title (the Spanish menu title) and the steps the video walks through. */
const PAGES = [
  {
    path: 'arrendador_facturas_pendientes',
    title: 'Facturas pendientes',
    steps: ['Elija la sociedad y el periodo', 'Revise los pagos sin factura', 'Cargue la factura'],
  },
  {
    path: 'arrendador_factura_electronica',
    title: 'Factura electrónica',
    steps: ['Seleccione el pago', 'Adjunte el XML y el PDF', 'Envíe y revise el estatus'],
  },
  {
    path: 'arrendador_factura_no_electronica',
    title: 'Factura no electrónica',
    steps: ['Seleccione el pago', 'Capture el folio y el importe', 'Adjunte el comprobante'],
  },
  {
    path: 'arrendador_estado_cuenta',
    title: 'Estado de cuenta',
    steps: ['Elija las fechas', 'Consulte pagos y partidas', 'Exporte a Excel'],
  },
  {
    path: 'arrendador_arrendamiento',
    title: 'Contratos',
    steps: ['Busque su contrato', 'Revise los periodos de pago', 'Descargue el detalle'],
  },
  {
    path: 'arrendador_mantenimiento_fijo',
    title: 'Mantenimiento fijo',
    steps: ['Abra la orden', 'Revise grupos y antenas', 'Guarde la revisión'],
  },
  {
    path: 'arrendador_mantenimiento_variable',
    title: 'Mantenimiento variable',
    steps: ['Abra la orden', 'Capture el trabajo realizado', 'Adjunte las fotos'],
  },
  {
    path: 'arrendador_arrendamiento_ajustes',
    title: 'Ajustes',
    steps: ['Elija el contrato', 'Revise el ajuste propuesto', 'Confirme o rechace'],
  },
];

/* global document, MediaRecorder -- record() runs inside the browser page, through page.evaluate */

/** Runs in the page: draws the card frame by frame and answers the recording as base64. */
async function record({ title, steps, seconds }) {
  const canvas = document.createElement('canvas');
  // Drawn on a 320 x 180 grid at twice the size, so the text stays sharp in the 1090-wide dialog.
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  g.scale(2, 2);
  const draw = (t) => {
    g.fillStyle = '#0B3D91';
    g.fillRect(0, 0, 320, 180);
    g.fillStyle = '#EB0045';
    g.fillRect(0, 0, 320, 6);
    g.fillStyle = '#FFFFFF';
    g.font = 'bold 20px sans-serif';
    g.fillText(title, 16, 38);
    g.font = '12px sans-serif';
    g.fillText('PortalPRO · Ayuda', 16, 58);
    steps.forEach((step, i) => {
      const start = 0.5 + i * ((seconds - 1) / steps.length);
      const shown = Math.min(1, Math.max(0, (t - start) / 0.4));
      if (shown === 0) return;
      const y = 90 + i * 28;
      g.globalAlpha = shown;
      g.fillStyle = '#FFFFFF';
      g.beginPath();
      g.arc(26, y - 4, 9, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#0B3D91';
      g.font = 'bold 12px sans-serif';
      g.fillText(String(i + 1), 22, y);
      g.fillStyle = '#FFFFFF';
      g.font = '14px sans-serif';
      g.fillText(step, 44 + (1 - shown) * 20, y);
      g.globalAlpha = 1;
    });
    // A progress bar, so every frame differs a little and the video visibly plays.
    g.fillStyle = '#FFFFFF55';
    g.fillRect(16, 168, 288, 4);
    g.fillStyle = '#FFFFFF';
    g.fillRect(16, 168, (288 * Math.min(t, seconds)) / seconds, 4);
  };
  draw(0);
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 100_000,
  });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const began = performance.now();
  recorder.start();
  const timer = setInterval(() => draw((performance.now() - began) / 1000), 1000 / 15);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  clearInterval(timer);
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  await mkdir(OUT_DIR, { recursive: true });
  const page = await browser.newPage();
  for (const p of PAGES) {
    const base64 = await page.evaluate(record, {
      title: p.title,
      steps: p.steps,
      seconds: SECONDS,
    });
    const file = `${OUT_DIR}/${p.path}.webm`;
    await writeFile(file, Buffer.from(base64, 'base64'));
    console.log(`${file}: ${Math.round((base64.length * 3) / 4 / 1024)} kB`);
  }
} finally {
  await browser.close();
}
