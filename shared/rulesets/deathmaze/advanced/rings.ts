import type { RingType } from '../data/magic-items';
import type { SpellId } from './spells';
import type { AdvancedClassId } from './wizard';

/**
 * [12.12] A Ring of Resistance may not raise its wearer's Magic Resistance above this. The 1979 OCR drops the number
 * ("above ."); 5 is the cap [13.11] puts on Magic Resistance (see advancedRulings "Ring of Resistance cap").
 */
export const RING_RESISTANCE_CAP = 5;

export const RESISTANCE_RINGS: Readonly<Partial<Record<RingType, number>>> = { resistance1: 1, resistance2: 2 };

/** [12.13] The rings only Wizards may wear, each casting the spell of its name once per game at no Wound cost. */
export const SPELL_RINGS: Readonly<Partial<Record<RingType, SpellId>>> = {
  sleep: 'sleep',
  neutralizePoison: 'neutralizePoison',
  heal: 'heal',
  blast: 'blast',
};

export function ringSpell(ring: RingType): SpellId | undefined {
  return SPELL_RINGS[ring];
}

/** [12.12]/[12.13] Any adventurer may wear a Ring of Resistance; the spell rings only Wizards. */
export function mayWearRing(cls: AdvancedClassId, ring: RingType): boolean {
  return RESISTANCE_RINGS[ring] !== undefined || cls === 'wizard';
}

/**
 * [12.12] Magic Resistance while wearing rings: the rings' bonuses added to the record's value, but never above
 * RING_RESISTANCE_CAP (a record already at or above it keeps its own value).
 */
export function effectiveMagicResistance(base: number, rings: readonly RingType[]): number {
  const bonus = rings.reduce((sum, r) => sum + (RESISTANCE_RINGS[r] ?? 0), 0);
  if (bonus === 0) return base;
  return Math.max(base, Math.min(RING_RESISTANCE_CAP, base + bonus));
}

/** A ring as the party carries it: an id so a use can be noted against it. */
export interface CarriedRing {
  readonly id: string;
  readonly ring: RingType;
}

/** The spell rings a Wizard may still use this game, with the spell each casts [12.13]. */
export function availableSpellRings(
  wearer: { readonly class: AdvancedClassId },
  rings: readonly CarriedRing[],
  usedThisGame: readonly string[],
): { readonly id: string; readonly spell: SpellId }[] {
  if (wearer.class !== 'wizard') return [];
  const out: { id: string; spell: SpellId }[] = [];
  for (const r of rings) {
    const spell = ringSpell(r.ring);
    if (spell && !usedThisGame.includes(r.id)) out.push({ id: r.id, spell });
  }
  return out;
}

export type RingUse = { readonly ok: true; readonly usedThisGame: readonly string[]; readonly spell: SpellId } | { readonly ok: false; readonly rule: string; readonly message: string };

/** [12.13] Uses a spell ring: once per game; the ring itself is kept. */
export function useSpellRing(
  wearer: { readonly name: string; readonly class: AdvancedClassId },
  ring: CarriedRing,
  usedThisGame: readonly string[],
): RingUse {
  const spell = ringSpell(ring.ring);
  if (!spell) return { ok: false, rule: '12.12', message: 'A Ring of Resistance casts no spell; it works while worn [12.12].' };
  if (wearer.class !== 'wizard') return { ok: false, rule: '12.13', message: `Only Wizards may wear the Ring of ${spell}; ${wearer.name} cannot use it [12.13].` };
  if (usedThisGame.includes(ring.id)) {
    return { ok: false, rule: '12.13', message: `${wearer.name}'s ring has been used this game; it may be used again in a later game [12.13], [13.0].` };
  }
  return { ok: true, usedThisGame: [...usedThisGame, ring.id], spell };
}

/**
 * [12.13], [13.0] A new game begins with every spell ring unused: the ring was kept, and its once-per-game use comes
 * back. (Nothing about ring use is stored on the roster; this is the empty list a game starts with.)
 */
export function ringUsesAtGameStart(): readonly string[] {
  return [];
}
