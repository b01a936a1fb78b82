// `npm run icons`: every icon the installers need, from the one source resources/icon.svg.
//   resources/icons/<N>x<N>.png  N = 16…1024 (Linux takes the folder; the window icon uses 512x512.png)
//   resources/icon.ico           Windows: 16–48 as 32-bit bitmaps (what NSIS and old shells read), 64–256 as PNG
//   resources/icon.icns          macOS: PNG entries from 16 to 1024 (512@2x)
//   resources/icon.png           1024 px, electron-builder's fallback
// The outputs are committed, so packaging never needs this script (nor its rasterizer) to run.
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resources = path.join(root, 'resources');
const svg = readFileSync(path.join(resources, 'icon.svg'), 'utf8');

export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const ICO_BITMAP_SIZES = [16, 24, 32, 48];
const ICO_PNG_SIZES = [64, 128, 256];
/** ICNS entry types holding PNG data, by pixel size (several types share a size: 1x and 2x slots). */
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];

function render(size) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render();
  if (image.width !== size || image.height !== size) throw new Error(`icon.svg rendered at ${image.width}x${image.height}, not ${size}`);
  return { png: Buffer.from(image.asPng()), rgba: Buffer.from(image.pixels) };
}

/** A 32-bit BGRA DIB as an ICO entry stores it: bottom-up rows, doubled height, then a 1-bit AND mask. */
function icoBitmap(size, premultipliedRgba) {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = ((size - 1 - y) * size + x) * 4;
      const a = premultipliedRgba[from + 3];
      // resvg hands out premultiplied colour; a DIB wants it straight.
      const straight = (c) => (a === 0 ? 0 : Math.min(255, Math.round((c * 255) / a)));
      pixels[to] = straight(premultipliedRgba[from + 2]);
      pixels[to + 1] = straight(premultipliedRgba[from + 1]);
      pixels[to + 2] = straight(premultipliedRgba[from]);
      pixels[to + 3] = a;
    }
  }
  const maskRow = Math.ceil(size / 32) * 4;
  const mask = Buffer.alloc(maskRow * size); // all zero: the alpha channel decides
  return Buffer.concat([header, pixels, mask]);
}

export function buildIco(images) {
  const entries = [
    ...ICO_BITMAP_SIZES.map((size) => ({ size, data: icoBitmap(size, images.get(size).rgba) })),
    ...ICO_PNG_SIZES.map((size) => ({ size, data: images.get(size).png })),
  ];
  const head = Buffer.alloc(6);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(entries.length, 4);
  const dir = Buffer.alloc(16 * entries.length);
  let offset = head.length + dir.length;
  entries.forEach(({ size, data }, i) => {
    const at = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, at);
    dir.writeUInt8(size >= 256 ? 0 : size, at + 1);
    dir.writeUInt8(0, at + 2);
    dir.writeUInt8(0, at + 3);
    dir.writeUInt16LE(1, at + 4);
    dir.writeUInt16LE(32, at + 6);
    dir.writeUInt32LE(data.length, at + 8);
    dir.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([head, dir, ...entries.map((e) => e.data)]);
}

export function buildIcns(images) {
  const chunks = ICNS_TYPES.map(([type, size]) => {
    const data = images.get(size).png;
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

function main() {
  const images = new Map(PNG_SIZES.map((size) => [size, render(size)]));
  const iconsDir = path.join(resources, 'icons');
  mkdirSync(iconsDir, { recursive: true });
  for (const [size, { png }] of images) writeFileSync(path.join(iconsDir, `${size}x${size}.png`), png);
  writeFileSync(path.join(resources, 'icon.png'), images.get(1024).png);
  writeFileSync(path.join(resources, 'icon.ico'), buildIco(images));
  writeFileSync(path.join(resources, 'icon.icns'), buildIcns(images));
  process.stdout.write(`Wrote ${PNG_SIZES.length} PNGs to resources/icons/, plus resources/icon.png, icon.ico and icon.icns.\n`);
}

main();
