import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** poppler-utils is required (CI installs it; `apt-get install -y poppler-utils`): no silent skip. */
function run(tool: string, args: readonly string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is not installed: these tests need poppler-utils (apt-get install -y poppler-utils).`);
    }
    throw error;
  }
}

function withPdf<T>(bytes: Uint8Array, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mazewright-pdf-'));
  try {
    const file = path.join(dir, 'records.pdf');
    writeFileSync(file, bytes);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page in content order (`-raw`), so wrapped lines of one item follow each other. */
export function pdfPages(bytes: Uint8Array): string[] {
  return withPdf(bytes, (file) => run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']).split('\f').slice(0, -1));
}

/** Whitespace folded to single spaces: a wrapped line reads as the words it was made of. */
export const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withPdf(bytes, (file) => run('pdfinfo', ['-isodates', file]));
  return Object.fromEntries(out.split('\n').flatMap((line) => {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    return m ? [[m[1]!.trim(), m[2]!.trim()]] : [];
  }));
}

export function pdfFonts(bytes: Uint8Array): string {
  return withPdf(bytes, (file) => run('pdffonts', [file]));
}

/** Renders every page to test-results/pdf/<name>-<page>.png for a person to look at; returns the files. */
export function renderPngs(bytes: Uint8Array, name: string, dpi = 100): string[] {
  const outDir = path.resolve('test-results', 'pdf');
  mkdirSync(outDir, { recursive: true });
  for (const old of readdirSync(outDir).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))) rmSync(path.join(outDir, old));
  return withPdf(bytes, (file) => {
    const dir = path.dirname(file);
    run('pdftoppm', ['-r', String(dpi), '-png', file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort()
      .map((f, i) => {
        const target = path.join(outDir, `${name}-${i + 1}.png`);
        copyFileSync(path.join(dir, f), target);
        return target;
      });
  });
}
