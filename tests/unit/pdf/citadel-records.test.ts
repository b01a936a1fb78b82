import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { pdfPages } from './poppler';

let dir: string;
let out: string[];
let err: string[];
const io = () => ({ out: (t: string) => out.push(t), err: (t: string) => err.push(t), env: { MAZEWRIGHT_DATA_DIR: dir } });

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-citadel-pdf-'));
  out = [];
  err = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/**
 * A Citadel of Blood game played a little way from the CLI, then its Character Records printed: one page per
 * character, each with Citadel's own boxes (not Deathmaze's Magic Resistance or Bezants), filled from the game.
 */
it('prints a Citadel of Blood party with its own boxes, one record a page', async () => {
  expect(await runCli(['slots', 'new', 'Citadel run', '--ruleset', 'citadel', '--seed', 'CITA0001', '--autoplay', '40'], io())).toBe(0);
  const file = path.join(dir, 'citadel.pdf');
  expect(await runCli(['export-pdf', '--slot', 'Citadel run', '--out', file], io())).toBe(0);
  expect(out.join('\n')).toContain('Wrote 6 character records (6 pages, A4)');
  const pages = pdfPages(await readFile(file));
  expect(pages).toHaveLength(6);
  for (const page of pages) {
    expect(page).toContain('Citadel of Blood');
    for (const box of ['Combat Bonus', 'Resistance Value', 'Magic Potential (Red/Yellow/Blue)', 'Gold Marks', 'Jewels', 'Talismans', 'Spells']) expect(page).toContain(box);
    expect(page).not.toContain('Magic Resistance');
    expect(page).not.toContain('Bezants');
  }
  // The names printed are the game's own: three heroes drawn and the three default initiates.
  const initiates = ['Aelin', 'Borin', 'Cedric'];
  for (const name of initiates) expect(pages.some((p) => p.includes(name))).toBe(true);
});
