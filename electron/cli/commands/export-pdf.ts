import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PaperSize, PdfLayout } from '../../services/pdf/render-character-pdf';
import { recordsPdfForSlot } from '../../services/record-export';
import { ApiError } from '../../services/api-error';
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
    let result;
    try {
      result = await recordsPdfForSlot(store, meta.id, { adventurer: stringFlag(args, 'adventurer'), paper, layout, now: new Date() });
    } catch (error) {
      if (error instanceof ApiError) throw new CliError(error.message, 1);
      throw error;
    }
    const target = path.resolve(out);
    try {
      await writeFile(target, result.bytes);
    } catch (error) {
      throw new CliError(`Could not write ${target}: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
    const records = `${result.records} character record${result.records === 1 ? '' : 's'}`;
    io.out(`Wrote ${records} (${result.pages} page${result.pages === 1 ? '' : 's'}, ${paper}) to ${target}`);
    for (const cut of result.incomplete) io.err(`Warning: text cut to fit: ${cut}`);
  },
};
