import type { RecordSheet, SheetContext } from '../../shared/engine/sheet';
import { findRuleset } from '../../shared/rulesets/registry';
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

/** Picks one record by name (exact, then case-insensitive), or everyone's; says who exists when the name is wrong. */
export function chooseSheets(sheets: readonly RecordSheet[], wanted: string | undefined, slotName: string): RecordSheet[] {
  if (wanted === undefined) {
    if (sheets.length === 0) throw new ApiError('not-found', `The save slot “${slotName}” has no Character Records to print.`);
    return [...sheets];
  }
  const exact = sheets.filter((s) => s.name === wanted);
  const chosen = exact.length > 0 ? exact : sheets.filter((s) => fold(s.name) === fold(wanted));
  if (chosen.length === 0) {
    const names = sheets.map((s) => s.name).join(', ') || 'none';
    throw new ApiError('not-found', `No one called “${wanted}” has a Character Record in “${slotName}”. Records there: ${names}.`);
  }
  return chosen;
}

/** A file name any desktop accepts, from the slot's (or adventurer's) name. */
export function pdfFileName(title: string): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 0x20 ? ' ' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'Mazewright records';
  return `${base}.pdf`;
}

/**
 * A slot's Character Records through its ruleset (`Ruleset.sheets`). A ruleset this Mazewright does not know, or one
 * that keeps no records, has none: said plainly, never printed as some other game's.
 */
export function recordSheets(rulesetId: string, state: unknown, context: SheetContext, slotName: string): readonly RecordSheet[] {
  const ruleset = findRuleset(rulesetId);
  if (!ruleset) throw new ApiError('not-found', `“${slotName}” was played under the ruleset “${rulesetId}”, which this version of Mazewright does not have: it has no Character Records to print.`);
  if (!ruleset.sheets) throw new ApiError('not-found', `${ruleset.title} keeps no Character Records to print.`);
  return ruleset.sheets(state, context);
}

/** The Character Records of a save slot (everyone living and dead, or one adventurer) as a PDF. */
export async function recordsPdfForSlot(
  store: SlotStore,
  id: string,
  options: { adventurer?: string; paper: PaperSize; layout: PdfLayout; now: Date },
): Promise<RecordsPdf> {
  const file = await store.read(id);
  const { meta } = file;
  const all = recordSheets(file.game.rulesetId, file.game.state, { campaign: meta.name, seed: meta.seed }, meta.name);
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
