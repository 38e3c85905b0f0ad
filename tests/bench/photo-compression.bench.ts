/**
 * Photo compression in Chromium, on a page of the app served by the real server: a generated
 * 12-megapixel JPEG compressed with browser-image-compression (maxSizeMB 0.5, maxWidthOrHeight
 * 1920), on the main thread and in a web worker, against a plain canvas.toBlob('image/jpeg', 0.8)
 * of the same image (target ≤ 1.5 s, ≤ 500 kB).
 * Usage: npx tsx tests/bench/photo-compression.bench.ts (BENCH_PORT, default 8094; CHROMIUM_PATH).
 * Prints figures; never fails.
 */
import type { Page } from '@playwright/test';
import { errorText, NAME_SHIM, runBrowserBench } from './browser-harness';
import { figure } from './figure';

const LIB = 'node_modules/browser-image-compression/dist/browser-image-compression.js';

interface Compressed {
  ms: number;
  kB: number;
}
interface CompressionFigures {
  inputKB: number;
  baseline: Compressed;
  main: Compressed;
  worker: Compressed;
}

async function compression(page: Page): Promise<void> {
  await page.addScriptTag({ path: LIB });
  const f = await page.evaluate(async (): Promise<CompressionFigures> => {
    type Options = { maxSizeMB: number; maxWidthOrHeight: number; useWebWorker: boolean };
    const lib = (window as unknown as { imageCompression: (f: File, o: Options) => Promise<Blob> })
      .imageCompression;
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext('2d')!;
    const img = ctx.createImageData(4000, 3000);
    for (let i = 0; i < img.data.length; i += 4) {
      const shade = ((i >> 2) % 4000) / 16 + Math.random() * 60;
      img.data[i] = shade;
      img.data[i + 1] = shade * 0.8 + Math.random() * 40;
      img.data[i + 2] = 255 - shade;
      img.data[i + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    const toBlob = (c: HTMLCanvasElement, q: number) =>
      new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/jpeg', q));
    const photo = new File([await toBlob(canvas, 0.92)], 'photo.jpg', { type: 'image/jpeg' });
    const time = async (fn: () => Promise<Blob>): Promise<Compressed> => {
      const start = performance.now();
      const out = await fn();
      return { ms: performance.now() - start, kB: out.size / 1024 };
    };
    const baseline = await time(async () => {
      const bitmap = await createImageBitmap(photo);
      const c = document.createElement('canvas');
      c.width = bitmap.width;
      c.height = bitmap.height;
      c.getContext('2d')!.drawImage(bitmap, 0, 0);
      return toBlob(c, 0.8);
    });
    const opts = { maxSizeMB: 0.5, maxWidthOrHeight: 1920 };
    const main = await time(() => lib(photo, { ...opts, useWebWorker: false }));
    const worker = await time(() => lib(photo, { ...opts, useWebWorker: true }));
    return { inputKB: photo.size / 1024, baseline, main, worker };
  });
  const show = (c: Compressed) => `${c.ms.toFixed(0)} ms, ${c.kB.toFixed(0)} kB`;
  console.log(`compress a 4000×3000 JPEG (${f.inputKB.toFixed(0)} kB), target ≤ 1.5 s, ≤ 500 kB:`);
  console.log(`  browser-image-compression, main thread: ${show(f.main)}`);
  console.log(`  browser-image-compression, useWebWorker: ${show(f.worker)}`);
  console.log(`  baseline canvas.toBlob('image/jpeg', 0.8) at full size: ${show(f.baseline)}`);
  console.log(`  main thread vs baseline: ${(f.main.ms / f.baseline.ms).toFixed(2)}x the time`);
  figure(
    'compress a 12-MP photo in Chromium (main thread)',
    `${f.main.ms.toFixed(0)} ms, ${f.main.kB.toFixed(0)} kB (a plain canvas re-encode: ${f.baseline.ms.toFixed(0)} ms)`,
    '≤ 1.5 s, ≤ 500 kB',
  );
}

await runBrowserBench('compression', 8094, async (browser, base) => {
  // The library is added as a script tag, which the app's CSP would refuse.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    await context.addInitScript(NAME_SHIM);
    const page = await context.newPage();
    await page.goto(`${base}login`);
    await compression(page);
  } catch (e) {
    console.log(`compression not measured: ${errorText(e)}`);
  } finally {
    await context.close();
  }
});
