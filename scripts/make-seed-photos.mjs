// Draws the demo inspection photos (server/src/db/seed/photos/*.jpg): twelve 320x240 JPEG scenes of
// a tower site. Run once after changing a scene: `node scripts/make-seed-photos.mjs`; the JPEGs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import jpeg from 'jpeg-js';

const WIDTH = 320;
const HEIGHT = 240;
const OUT_DIR = 'server/src/db/seed/photos';

/** A small seeded PRNG so the scenes are the same on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a, b, t) => a.map((c, i) => Math.round(c + (b[i] - c) * t));

function canvas() {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4, 255);
  const set = (x, y, [r, g, b]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (Math.floor(y) * WIDTH + Math.floor(x)) * 4;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
  };
  const rect = (x0, y0, w, h, color) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y, color);
  };
  const line = (x0, y0, x1, y1, color, width = 1) => {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++) {
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      rect(Math.round(x - width / 2), Math.round(y - width / 2), width, width, color);
    }
  };
  const disc = (cx, cy, r, color) => {
    for (let y = cy - r; y <= cy + r; y++)
      for (let x = cx - r; x <= cx + r; x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) set(x, y, color);
  };
  return { data, set, rect, line, disc };
}

/** A lattice tower of the given height whose base is centred at x. */
function tower(c, x, base, height, color) {
  const top = base - height;
  const half = height / 7;
  c.line(x - half, base, x - 2, top, color, 2);
  c.line(x + half, base, x + 2, top, color, 2);
  for (let k = 1; k < 8; k++) {
    const y = base - (height * k) / 8;
    const w = half - ((half - 2) * k) / 8;
    c.line(x - w, y, x + w, y, color);
    const yNext = base - (height * (k - 1)) / 8;
    const wNext = half - ((half - 2) * (k - 1)) / 8;
    c.line(x - w, y, x + wNext, yNext, color);
  }
  c.rect(x - 6, top + 6, 4, 14, [230, 230, 230]);
  c.rect(x + 3, top + 10, 4, 14, [230, 230, 230]);
  c.disc(x, top - 2, 3, [235, 0, 69]);
}

function scene(index) {
  const rand = prng(1000 + index);
  const c = canvas();
  const skyTop = [40 + index * 8, 90 + rand() * 60, 170 + rand() * 60];
  const skyLow = [200, 220 - index * 3, 240];
  const horizon = 150 + Math.round(rand() * 40);
  for (let y = 0; y < HEIGHT; y++) {
    const color =
      y < horizon
        ? mix(skyTop, skyLow, y / horizon)
        : mix(
            [120 + index * 5, 110, 70],
            [80, 70 + index * 4, 45],
            (y - horizon) / (HEIGHT - horizon),
          );
    c.rect(0, y, WIDTH, 1, color);
  }
  c.disc(30 + Math.round(rand() * 260), 20 + Math.round(rand() * 40), 12, [255, 236, 160]);
  const kind = index % 4;
  const towerX = 90 + Math.round(rand() * 140);
  tower(c, towerX, horizon + 20, 110 + Math.round(rand() * 40), [70, 70, 80]);
  if (kind === 1 || kind === 3) {
    // Perimeter fence with posts.
    for (let x = 0; x < WIDTH; x += 16)
      c.line(x, horizon + 40, x, horizon + 12, [150, 150, 150], 2);
    for (let y = horizon + 14; y < horizon + 40; y += 6) c.line(0, y, WIDTH, y, [170, 170, 170]);
  }
  if (kind === 2 || kind === 3) {
    // Power cabinet with a door and vents.
    const x0 = 20 + Math.round(rand() * 60);
    c.rect(x0, horizon - 10, 50, 60, [200, 205, 210]);
    c.rect(x0 + 4, horizon - 6, 42, 52, [170, 178, 186]);
    for (let y = horizon; y < horizon + 20; y += 4) c.line(x0 + 10, y, x0 + 40, y, [120, 120, 130]);
    c.rect(x0 + 38, horizon + 20, 4, 8, [40, 40, 40]);
  }
  if (kind === 0) {
    // Grounding bar and cable.
    c.rect(200, horizon + 30, 80, 8, [184, 115, 51]);
    c.line(210, horizon + 34, towerX, horizon + 20, [30, 140, 60], 3);
  }
  // Photo stamp: a dark band with tick marks so every scene differs in its corner.
  c.rect(0, HEIGHT - 14, WIDTH, 14, [20, 20, 20]);
  for (let k = 0; k <= index; k++) c.rect(6 + k * 10, HEIGHT - 10, 6, 6, [235, 0, 69]);
  return c.data;
}

await mkdir(OUT_DIR, { recursive: true });
for (let i = 0; i < 12; i++) {
  const { data } = jpeg.encode({ data: scene(i), width: WIDTH, height: HEIGHT }, 72);
  const file = `${OUT_DIR}/site-${String(i + 1).padStart(2, '0')}.jpg`;
  await writeFile(file, data);
  console.log(`${file}: ${data.length} bytes`);
}
