import { sheetsFromGameState } from '../../shared/records/sheets-from-state';
import type { CharacterSheet } from '../../shared/records/character-sheet';
import { renderCharacterPdfDetailed, type PaperSize, type PdfLayout } from './pdf/render-character-pdf';
import type { SlotStore } from './slot-store';
import { ApiError } from './api-error';

export interface RecordsPdf {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly records: number;
  readonly pages: number;
  /** Boxes whose text had to be cut to fit (empty unless a record is absurdly full). */
  readonly incomplete: readonly string[];
}

const fold = (s: string): string => s.trim().toLocaleLowerCase();

/** Picks one adventurer by name (exact, then case-insensitive), or everyone; says who exists when the name is wrong. */
export function chooseSheets(sheets: readonly CharacterSheet[], wanted: string | undefined, slotName: string): CharacterSheet[] {
  if (wanted === undefined) {
    if (sheets.length === 0) throw new ApiError('not-found', `The save slot “${slotName}” has no adventurers to print.`);
    return [...sheets];
  }
  const exact = sheets.filter((s) => s.name === wanted);
  const chosen = exact.length > 0 ? exact : sheets.filter((s) => fold(s.name) === fold(wanted));
  if (chosen.length === 0) {
    const names = sheets.map((s) => s.name).join(', ') || 'none';
    throw new ApiError('not-found', `No adventurer called “${wanted}” in “${slotName}”. Adventurers there: ${names}.`);
  }
  return chosen;
}

/** A file name any desktop accepts, from the slot's (or adventurer's) name. */
export function pdfFileName(title: string): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 0x20 ? ' ' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'Mazewright records';
  return `${base}.pdf`;
}

/** The Character Records of a save slot (everyone living and dead, or one adventurer) as a PDF. */
export async function recordsPdfForSlot(
  store: SlotStore,
  id: string,
  options: { adventurer?: string; paper: PaperSize; layout: PdfLayout; now: Date },
): Promise<RecordsPdf> {
  const file = await store.read(id);
  const { meta } = file;
  const all = sheetsFromGameState(file.game.rulesetId, file.game.state, { campaign: meta.name, seed: meta.seed });
  const sheets = chooseSheets(all, options.adventurer, meta.name);
  const title = sheets.length === 1 ? `${sheets[0]!.name} — ${meta.name}` : `${meta.name} — Character Records`;
  const result = await renderCharacterPdfDetailed(sheets, {
    title,
    layout: options.layout,
    paper: options.paper,
    campaign: meta.name,
    seed: meta.seed,
    createdAt: options.now,
  });
  return { fileName: pdfFileName(title), bytes: result.bytes, records: sheets.length, pages: result.pages.length, incomplete: result.incomplete };
}
