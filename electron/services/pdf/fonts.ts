import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FONT_FILES = { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf' } as const;

export interface RecordFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

/**
 * The folder holding the record fonts. The same walk works everywhere because `resources/fonts/` sits at the app
 * root in every layout: from electron/services/pdf/ under tsx and vitest, from dist-electron/ in the built app,
 * and from app.asar/dist-electron/ in a packaged one (Electron's fs reads inside the asar).
 */
export function findFontDir(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = path.resolve(from);
  for (;;) {
    const candidate = path.join(dir, 'resources', 'fonts');
    if (existsSync(path.join(candidate, FONT_FILES.regular))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`The PDF fonts (resources/fonts/${FONT_FILES.regular}) were not found above ${from}.`);
}

const cache = new Map<string, Promise<RecordFonts>>();

/** Reads the two font files once per folder. */
export function loadRecordFonts(dir: string = findFontDir()): Promise<RecordFonts> {
  let fonts = cache.get(dir);
  if (!fonts) {
    fonts = Promise.all([readFile(path.join(dir, FONT_FILES.regular)), readFile(path.join(dir, FONT_FILES.bold))]).then(
      ([regular, bold]) => ({ regular, bold }),
    );
    fonts.catch(() => cache.delete(dir));
    cache.set(dir, fonts);
  }
  return fonts;
}
