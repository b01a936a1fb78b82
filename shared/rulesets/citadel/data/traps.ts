import type { RangeTable } from '../../../core/table';

export type TrapType = 'arrow' | 'poisonedArrow' | 'poisonGas' | 'explosion' | 'flamingOil';
export type TrapRow = TrapType | 'rollTwice';

export const TRAP_NAMES: Readonly<Record<TrapRow, string>> = {
  arrow: 'Arrow',
  poisonedArrow: 'Poisoned Arrow',
  poisonGas: 'Poison Gas',
  explosion: 'Explosion',
  flamingOil: 'Flaming Oil',
  rollTwice: 'Roll Twice',
};

/**
 * 7.1 Trap Table. The excerpt's die faces are lost ("☐"); the rows are read 1–6 from the top, as the Polish table
 * numbers them (see citadelRulings).
 */
export const trapTable: RangeTable<TrapRow> = {
  kind: 'range',
  id: 'citadel-trap-table',
  section: '7.1',
  title: 'Trap Table',
  dice: '1D6',
  rows: [
    { min: 1, max: 1, result: 'arrow' },
    { min: 2, max: 2, result: 'poisonedArrow' },
    { min: 3, max: 3, result: 'poisonGas' },
    { min: 4, max: 4, result: 'explosion' },
    { min: 5, max: 5, result: 'flamingOil' },
    { min: 6, max: 6, result: 'rollTwice' },
  ],
};

export interface TrapEffect {
  /** Who is hurt: the one who sprang it, or every party member (charmed monsters included). */
  readonly victims: 'investigator' | 'party';
  /** An attack rolled on this Combat Results Table column (1D6, no Combat Bonus), or null. */
  readonly crtColumn: 'bow' | null;
  /** Wound Points suffered outright, as a dice code or a number; for the Poisoned Arrow only if the arrow hits. */
  readonly wounds: string | number | null;
  /** The wounds are poison (what Neutralize Poison and its medallion prevent). */
  readonly poison: boolean;
  readonly text: string;
}

/** 7.1 The traps' effects, as printed in the excerpt (Flaming Oil 1 WP, where the Polish text has 1D3). */
export const TRAP_EFFECTS: Readonly<Record<TrapType, TrapEffect>> = {
  arrow: {
    victims: 'investigator',
    crtColumn: 'bow',
    wounds: null,
    poison: false,
    text: 'Roll 1D6 on the Bow column of the Combat Results Table (9.9).',
  },
  poisonedArrow: {
    victims: 'investigator',
    crtColumn: 'bow',
    wounds: '1D3',
    poison: true,
    text: 'As Arrow; if the arrow strikes, 1D3 Wound Points of poison as well.',
  },
  poisonGas: { victims: 'investigator', crtColumn: null, wounds: '1D3', poison: true, text: '1D3 Wound Points.' },
  explosion: {
    victims: 'party',
    crtColumn: null,
    wounds: 1,
    poison: false,
    text: 'Every character in the party (charmed monsters included) suffers 1 Wound Point.',
  },
  flamingOil: { victims: 'investigator', crtColumn: null, wounds: 1, poison: false, text: '1 Wound Point.' },
};

/** 5.0 B1: a door into a room is trapped on a 1 on 1D6. */
export const DOOR_TRAPPED_ON = 1;
/** 14.1 (PL): each J, K or L chest is trapped on 1–3. */
export const CHEST_TRAPPED_ON = 3;
