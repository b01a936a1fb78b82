/**
 * [11.3]/[11.4] The twelve spells of the Advanced game as data. Effects live beside the state they change:
 * combat spells in combat-spells.ts (the castSpell hook), the others in non-combat.ts.
 */
export const SPELLS = [
  'blast',
  'charm',
  'explosion',
  'heal',
  'lightning',
  'lock',
  'mageArmor',
  'neutralizePoison',
  'oratory',
  'sleep',
  'strength',
  'stoneFlesh',
] as const;
export type SpellId = (typeof SPELLS)[number];

/** When a spell may be cast [11.21]: C in combat only, I at any time but combat, Oratory only in negotiation. */
export type SpellUse = 'combat' | 'nonCombat' | 'negotiation';

export interface SpellSummaryRow {
  readonly id: SpellId;
  readonly name: string;
  /** The Type column of [11.4] as printed: "C" or "I". */
  readonly printedType: 'C' | 'I';
  /** C, I, or N for Oratory, the "Negotiation spell" of [11.3] (printed "I" on the Summary, see advancedRulings). */
  readonly type: 'C' | 'I' | 'N';
  readonly use: SpellUse;
  /** Wounds the Wizard suffers to cast it [11.22]. */
  readonly cost: number;
  /** Where its effect is described. */
  readonly section: string;
  /** The effect in a line, for the reference view. */
  readonly effect: string;
}

function s(id: SpellId, name: string, printedType: 'C' | 'I', cost: number, effect: string, type: 'C' | 'I' | 'N' = printedType): SpellSummaryRow {
  const use: SpellUse = type === 'C' ? 'combat' : type === 'N' ? 'negotiation' : 'nonCombat';
  return { id, name, printedType, type, use, cost, section: '11.3', effect };
}

/** [11.4] Spell Summary, in the printed order. */
export const spellSummary = {
  kind: 'chart',
  id: 'spell-summary',
  section: '11.4',
  title: 'Spell Summary',
  columns: ['Name of Spell', 'Cost', 'Type'],
  rows: {
    blast: s('blast', 'Blast', 'C', 1, 'A monster in the first row suffers 2 Wounds unless it resists.'),
    charm: s('charm', 'Charm', 'C', 3, 'A monster in the first or second row comes under the Wizard’s control (9.45) unless it resists.'),
    explosion: s('explosion', 'Explosion', 'C', 1, 'Every monster and adventurer in the fight, the Wizard too, suffers 1 Wound unless he resists.'),
    heal: s('heal', 'Heal', 'I', 2, 'As a Healing Potion (9.42): 1D6 Wounds cured (never spell-casting Wounds).'),
    lightning: s('lightning', 'Lightning', 'C', 2, 'A monster suffers 1D6+2 Wounds unless it resists.'),
    lock: s('lock', 'Lock', 'I', 1, 'Locks a door as Cloves do (9.57).'),
    mageArmor: s('mageArmor', 'Mage Armour', 'I', 1, 'The adventurer’s next 1D3 Wounds (not spell-casting Wounds) are absorbed.'),
    neutralizePoison: s('neutralizePoison', 'Neut. Poison', 'I', 1, 'Cast right after a poisoning: the victim does not suffer it.'),
    oratory: s('oratory', 'Oratory', 'I', 1, '+4 to the negotiation roll.', 'N'),
    sleep: s('sleep', 'Sleep', 'C', 2, 'A monster falls asleep and leaves the monsters’ marching order; it dies if the party wins.'),
    strength: s('strength', 'Strength', 'I', 2, 'As a Strength Potion (9.44): +1D6 Combat Bonus for the next combat.'),
    stoneFlesh: s('stoneFlesh', 'Stone-to-flesh', 'I', 3, 'Revives an adventurer turned to stone by a Medusa (12.34), after combat.'),
  } satisfies Record<SpellId, SpellSummaryRow>,
} as const;

export function spellInfo(spell: SpellId): SpellSummaryRow {
  return spellSummary.rows[spell];
}

export function isSpellId(value: unknown): value is SpellId {
  return typeof value === 'string' && (SPELLS as readonly string[]).includes(value);
}

/** Accepts an id ("mageArmor") or a printed name ("Mage Armour", "Stone-Flesh"), for actions typed by a player. */
export function parseSpell(value: string): SpellId | undefined {
  if (isSpellId(value)) return value;
  const norm = (x: string) => x.toLowerCase().replace(/[^a-z]/g, '');
  const wanted = norm(value);
  const aliases: Record<string, SpellId> = { magearmor: 'mageArmor', stoneflesh: 'stoneFlesh', stonetoflesh: 'stoneFlesh', neutpoison: 'neutralizePoison' };
  if (aliases[wanted]) return aliases[wanted];
  return SPELLS.find((id) => norm(id) === wanted || norm(spellInfo(id).name) === wanted);
}

export function spellName(spell: SpellId): string {
  return spell === 'stoneFlesh' ? 'Stone-Flesh' : spell === 'neutralizePoison' ? 'Neutralize Poison' : spell === 'mageArmor' ? 'Mage Armor' : spellInfo(spell).name;
}
