/**
 * A printable Character Record, independent of any ruleset: every box of Deathmaze's Character Record [3.1] as
 * display text, plus what the app knows beyond the paper record (wounds taken, expeditions, kills, how an
 * adventurer fell, which campaign and seed). Renderers (PDF, screen) read only this, so a new ruleset needs only
 * its own mapping function, not a new renderer.
 */
export interface CharacterSheet {
  /** e.g. 'Deathmaze'; printed in the record's heading. */
  readonly gameTitle: string;
  readonly className: string;
  readonly name: string;
  readonly woundPoints: number;
  /** Wounds suffered and not yet healed. */
  readonly wounds: number;
  readonly magicResistance: number;
  /** Entries as the rules write them, e.g. "+1 Sword" [3.1 b]. */
  readonly weaponSkills: readonly string[];
  readonly weapons: readonly string[];
  /** Detrap skill and spells, e.g. "2 Detrap", "Blast" [3.1], [11.12]. */
  readonly skillsAndSpells: readonly string[];
  readonly magicItems: readonly string[];
  readonly experience: number;
  readonly bezants: number;
  /** Each gem's value in Bezants [9.14]. */
  readonly gems: readonly number[];
  /** null when the app has no record of it (e.g. an adventurer from before the campaign roster existed). */
  readonly expeditionsSurvived: number | null;
  readonly kills: number | null;
  readonly status: SheetStatus;
  readonly campaign: string | null;
  readonly seed: string | null;
}

export type SheetStatus =
  | { readonly alive: true }
  /** where: e.g. "Room 12, level 2"; how: e.g. "slain by a Troll". Either may be unknown. */
  | { readonly alive: false; readonly where: string | null; readonly how: string | null };

/** What the engine's adventurer record does not hold but the campaign knows. All optional. */
export interface SheetExtras {
  readonly gameTitle?: string;
  readonly spells?: readonly string[];
  readonly expeditionsSurvived?: number | null;
  readonly kills?: number | null;
  readonly dead?: { readonly where?: string | null; readonly how?: string | null } | null;
  readonly campaign?: string | null;
  readonly seed?: string | null;
}

export const totalGemValue = (sheet: Pick<CharacterSheet, 'gems'>): number => sheet.gems.reduce((sum, g) => sum + g, 0);

/** Wound Points left before death [8.5]; never below zero on paper. */
export const woundsRemaining = (sheet: Pick<CharacterSheet, 'woundPoints' | 'wounds'>): number =>
  Math.max(0, sheet.woundPoints - sheet.wounds);

export function statusFromExtras(dead: SheetExtras['dead']): SheetStatus {
  if (!dead) return { alive: true };
  return { alive: false, where: dead.where ?? null, how: dead.how ?? null };
}
