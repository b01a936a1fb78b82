import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sheetsFromGameState } from '../../../shared/records/sheets-from-state';
import type { CharacterSheet } from '../../../shared/records/character-sheet';
import { renderCharacterPdfDetailed, type PaperSize, type PdfLayout } from '../../services/pdf/render-character-pdf';
import { SlotStore } from '../../services/slot-store';
import { checkFlags, parseArgs, stringFlag } from '../args';
import { CliError } from '../cli-error';
import type { CliCommand } from '../command';
import { cliDataDir } from './slots';

const PAPERS: readonly PaperSize[] = ['A4', 'Letter'];
const LAYOUTS: readonly PdfLayout[] = ['one-per-page', 'two-per-page'];

const fold = (s: string): string => s.trim().toLocaleLowerCase();

function pick<T extends string>(value: string | undefined, allowed: readonly T[], flag: string, fallback: T): T {
  if (value === undefined) return fallback;
  const found = allowed.find((a) => fold(a) === fold(value));
  if (!found) throw new CliError(`--${flag} must be ${allowed.join(' or ')}, not “${value}”.`);
  return found;
}

function chooseAdventurers(sheets: readonly CharacterSheet[], wanted: string | undefined, slotName: string): CharacterSheet[] {
  if (wanted === undefined) {
    if (sheets.length === 0) throw new CliError(`The save slot “${slotName}” has no adventurers to print.`, 1);
    return [...sheets];
  }
  const exact = sheets.filter((s) => s.name === wanted);
  const chosen = exact.length > 0 ? exact : sheets.filter((s) => fold(s.name) === fold(wanted));
  if (chosen.length === 0) {
    const names = sheets.map((s) => s.name).join(', ') || 'none';
    throw new CliError(`No adventurer called “${wanted}” in “${slotName}”. Adventurers there: ${names}.`, 1);
  }
  return chosen;
}

/** `npm run cli -- export-pdf`: a save slot's Character Records as a printable PDF. */
export const exportPdfCommand: CliCommand = {
  name: 'export-pdf',
  usage: 'export-pdf --slot NAME [--adventurer NAME] --out FILE [--paper A4|Letter] [--layout one-per-page|two-per-page]',
  summary: 'print a save slot’s Character Records (one adventurer or all, living and dead) to a PDF',
  async run(argv, io) {
    const args = parseArgs(argv, ['slot', 'adventurer', 'out', 'paper', 'layout']);
    checkFlags(args, ['slot', 'adventurer', 'out', 'paper', 'layout']);
    if (args.positionals.length > 0) throw new CliError(`Unexpected “${args.positionals[0]}”.`);
    const slotName = stringFlag(args, 'slot');
    const out = stringFlag(args, 'out');
    if (!slotName) throw new CliError('Name the save slot with --slot NAME.');
    if (!out) throw new CliError('Say where to write the PDF with --out FILE.');
    const paper = pick(stringFlag(args, 'paper'), PAPERS, 'paper', 'A4');
    const layout = pick(stringFlag(args, 'layout'), LAYOUTS, 'layout', 'one-per-page');

    const store = new SlotStore(cliDataDir(io.env));
    const listings = await store.list();
    const metas = listings.flatMap((l) => (l.readable ? [l.meta] : []));
    const meta = metas.find((m) => m.name === slotName) ?? metas.find((m) => fold(m.name) === fold(slotName));
    if (!meta) {
      throw new CliError(`No save slot called “${slotName}”. Slots: ${metas.map((m) => m.name).join(', ') || 'none'}.`, 1);
    }
    const file = await store.read(meta.id);
    const all = sheetsFromGameState(file.game.rulesetId, file.game.state, { campaign: meta.name, seed: meta.seed });
    const sheets = chooseAdventurers(all, stringFlag(args, 'adventurer'), meta.name);

    const title = sheets.length === 1 ? `${sheets[0]!.name} — ${meta.name}` : `${meta.name} — Character Records`;
    const result = await renderCharacterPdfDetailed(sheets, {
      title,
      layout,
      paper,
      campaign: meta.name,
      seed: meta.seed,
      createdAt: new Date(),
    });
    const target = path.resolve(out);
    try {
      await writeFile(target, result.bytes);
    } catch (error) {
      throw new CliError(`Could not write ${target}: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
    const records = `${sheets.length} character record${sheets.length === 1 ? '' : 's'}`;
    io.out(`Wrote ${records} (${result.pages.length} page${result.pages.length === 1 ? '' : 's'}, ${paper}) to ${target}`);
    for (const cut of result.incomplete) io.err(`Warning: text cut to fit: ${cut}`);
  },
};
