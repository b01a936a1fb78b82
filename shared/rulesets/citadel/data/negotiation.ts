import type { RangeTable } from '../../../core/table';

export type NegotiationResult = 'failure' | 'agreement' | 'intimidate';

export const NEGOTIATION_RESULT_NAMES: Readonly<Record<NegotiationResult, string>> = {
  failure: 'Failure',
  agreement: 'Agreement',
  intimidate: 'Intimidate',
};

/**
 * 8.5 Negotiation Table, read with 2D6 − the monsters' Negotiation Value + the party's best Negotiation skill + Oratory
 * (PL 8.4). "6 or less" and "10 or more" are open-ended: the rows span every total the modifiers can give.
 */
export const negotiationTable: RangeTable<NegotiationResult> = {
  kind: 'range',
  id: 'citadel-negotiation-table',
  section: '8.5',
  title: 'Negotiation Table',
  dice: '2D6',
  rows: [
    { min: -99, max: 6, result: 'failure' },
    { min: 7, max: 9, result: 'agreement' },
    { min: 10, max: 99, result: 'intimidate' },
  ],
};

/** 8.5 Intimidate: monsters with treasure hand over one quarter of their Gold Marks (rounded down, see citadelRulings). */
export const INTIMIDATE_TRIBUTE = 1 / 4;

/** PL 8.4 and 10.7, 14.7: the negotiation modifiers. */
export const NEGOTIATION_MODIFIERS = { oratorySpell: 4, oratoryMedallion: 3 } as const;

/** The printed column bands of the 8.9 Bribery Table: the strongest monster's Wound Points + Negotiation Value. */
export const BRIBERY_COLUMNS = [
  { label: '1-5', min: 1, max: 5 },
  { label: '6-9', min: 6, max: 9 },
  { label: '10-12', min: 10, max: 12 },
  { label: '13-16', min: 13, max: 16 },
  { label: '17-20', min: 17, max: 20 },
  { label: '21+', min: 21, max: null },
] as const;

export interface BriberyRow {
  /** Gold Marks offered; the last row is "400+". */
  readonly goldMarks: number;
  readonly label: string;
  /** The 1D6 target per column: the bribe is accepted on a roll at most this (PL 8.7). */
  readonly targets: readonly [number, number, number, number, number, number];
}

/** A table read by the offer (row) and the monster's WP + NV (column): neither a range nor a two-dice grid. */
export interface BriberyTable {
  readonly kind: 'bribery';
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly dice: string;
  readonly columns: typeof BRIBERY_COLUMNS;
  readonly rows: readonly BriberyRow[];
}

const b = (goldMarks: number, targets: BriberyRow['targets'], label = String(goldMarks)): BriberyRow => ({ goldMarks, label, targets });

/** 8.9 Bribery Table, as printed in the excerpt (the Polish copy's "9" and "0" are read as OCR slips). */
export const briberyTable: BriberyTable = {
  kind: 'bribery',
  id: 'citadel-bribery-table',
  section: '8.9',
  title: 'Bribery Table',
  dice: '1D6',
  columns: BRIBERY_COLUMNS,
  rows: [
    b(20, [4, 2, 1, 1, 0, 0]),
    b(40, [4, 3, 2, 1, 1, 0]),
    b(60, [5, 4, 2, 2, 1, 1]),
    b(80, [6, 5, 4, 2, 2, 1]),
    b(100, [6, 6, 4, 3, 2, 1]),
    b(150, [6, 6, 5, 4, 3, 2]),
    b(200, [6, 6, 6, 4, 4, 2]),
    b(300, [6, 6, 6, 5, 4, 3]),
    b(400, [6, 6, 6, 5, 5, 4], '400+'),
  ],
};

/** The amounts a party may offer: only the printed rows (see citadelRulings). */
export const BRIBE_AMOUNTS: readonly number[] = briberyTable.rows.map((r) => r.goldMarks);

export type BribeLookup =
  | { readonly ok: true; readonly target: number; readonly row: number; readonly column: number }
  | { readonly ok: false; readonly message: string };

/**
 * 8.9: the 1D6 target for an offer against a monster whose Wound Points + Negotiation Value is `strength`. An offer
 * above 400 reads the "400+" row; any other amount not printed is refused with a message.
 */
export function bribeTarget(goldMarks: number, strength: number): BribeLookup {
  if (!Number.isInteger(goldMarks) || goldMarks <= 0) return { ok: false, message: 'A bribe is a whole number of Gold Marks above 0.' };
  if (!Number.isInteger(strength) || strength < 1) return { ok: false, message: 'Wound Points + Negotiation Value must be a whole number of at least 1.' };
  const last = briberyTable.rows.length - 1;
  const row = goldMarks >= 400 ? last : briberyTable.rows.findIndex((r) => r.goldMarks === goldMarks);
  if (row < 0) return { ok: false, message: `Offer one of the printed amounts: ${BRIBE_AMOUNTS.join(', ')} or more Gold Marks.` };
  const column = BRIBERY_COLUMNS.findIndex((c) => strength >= c.min && (c.max === null || strength <= c.max));
  const target = briberyTable.rows[row]?.targets[column];
  if (target === undefined) return { ok: false, message: `No column for ${strength}.` };
  return { ok: true, target, row, column };
}

/** PL 10.7: bribery spells subtract from the roll. */
export const BRIBERY_MODIFIERS = { sway: -2, cajole: -4 } as const;
