import type { ReferenceChart } from './chart';

/**
 * 10.1 (PL) spell types: C combat only (PL "W"), NC any time (PL "O"), N negotiation, B bribery (PL "V"), S special
 * (learnt only in play, never chosen at the start, PL 10.8).
 */
export type SpellType = 'C' | 'NC' | 'N' | 'B' | 'S';

export const SPELL_TYPE_NAMES: Readonly<Record<SpellType, string>> = {
  C: 'Combat only',
  NC: 'Any time',
  N: 'Negotiation',
  B: 'Bribery',
  S: 'Special (learnt in play)',
};

export const SPELLS = [
  'charm',
  'blast',
  'explosion',
  'lightning',
  'sleep',
  'redemption',
  'magicShield',
  'hesitate',
  'ceaseFire',
  'mentalAttack',
  'lock',
  'mageArmor',
  'neutralizePoison',
  'stoneFlesh',
  'strength',
  'heal',
  'rejuvenate',
  'teleport',
  'thief',
  'oratory',
  'cow',
  'daunt',
  'sway',
  'cajole',
  'wrathOfGod',
  'resurrect',
] as const;
export type SpellId = (typeof SPELLS)[number];

export interface SpellDefinition {
  readonly name: string;
  /** The Polish name (PL 10.5–10.9), which is the source of every spell here. */
  readonly polish: string;
  /** The abbreviation used on records. */
  readonly code: string;
  /** Wound Points paid by the caster (10.0). */
  readonly cost: number;
  readonly type: SpellType;
  /** Whether the target may make a Resistance Check (11.0) against it. */
  readonly resisted: boolean;
  /** The PL section that describes it. */
  readonly section: string;
  readonly effect: string;
}

function s(
  name: string,
  polish: string,
  code: string,
  cost: number,
  type: SpellType,
  resisted: boolean,
  section: string,
  effect: string,
): SpellDefinition {
  return { name, polish, code, cost, type, resisted, section, effect };
}

/**
 * 10.9 Spell list. Section 10.0 is missing from the excerpts: the list, costs, types and effects are the Polish
 * edition's (PL 10.5–10.9); English names follow the excerpts where they name the spell (Charm, Blast, Lightning,
 * Redemption, Stone-Flesh, Wrath of God, Resurrect, Oratory, Strength, Sleep, Heal, Neutralize Poison) and otherwise
 * translate the Polish (see citadelRulings "The spell list").
 */
export const spellChart = {
  kind: 'chart',
  id: 'citadel-spells',
  section: '10.9',
  title: 'Spell List (from the Polish edition)',
  columns: ['Spell', 'Code', 'Cost', 'Type', 'Resisted', 'Effect'],
  rows: {
    charm: s('Charm', 'Urok', 'Cm', 3, 'C', true, '10.5', 'A monster in the monsters\' first or second row that fails to resist joins the party under the caster\'s control; it turns on the party if the caster dies.'),
    blast: s('Blast', 'Wybuch', 'Bl', 1, 'C', true, '10.5', 'A monster in the monsters\' first row takes 2 Wound Points.'),
    explosion: s('Explosion', 'Eksplozja', 'Ex', 1, 'C', true, '10.5', 'Every character and monster in the fight that fails to resist takes 1 Wound Point.'),
    lightning: s('Lightning', 'Błyskawica', 'Lt', 2, 'C', true, '10.5', 'A monster in the monsters\' first row takes 1D3×2 Wound Points.'),
    sleep: s('Sleep', 'Uśpienie', 'Sl', 2, 'C', true, '10.5', 'A monster in any row falls asleep; it is killed without a roll once the others are dealt with.'),
    redemption: s('Redemption', 'Uwolnienie', 'Rd', 3, 'C', true, '10.5', 'Frees a charmed or possessed character fighting the party; the character tries to resist it.'),
    magicShield: s('Magic Shield', 'Magiczna tarcza', 'Ms', 2, 'C', false, '10.5', 'The target is immune to wounding spells for the rest of the fight.'),
    hesitate: s('Hesitate', 'Niepewność', 'Hs', 2, 'C', false, '10.5', 'Gives the party time before combat to use potions and healing spells. Cannot be resisted.'),
    ceaseFire: s('Cease Fire', 'Zawieszenie broni', 'CF', 3, 'C', false, '10.5', 'Ends the fight at once as an Agreement (8.6), in any phase. Cannot be resisted; not against X the Unknown.'),
    mentalAttack: s('Mental Attack', 'Psychiczny cios', 'MA', 4, 'C', true, '10.5', 'A monster in the monsters\' first row takes 2D6+2 Wound Points.'),
    lock: s('Lock', 'Zamek', 'Lk', 1, 'NC', false, '10.6', 'Seals for ever a door just opened on monsters; the party withdraws instead of meeting them.'),
    mageArmor: s('Mage Armor', 'Magiczna zbroja', 'Mr', 1, 'NC', false, '10.6', 'Absorbs the next 1D3+1 Wound Points (not spell costs, not non-wounding spells).'),
    neutralizePoison: s('Neutralize Poison', 'Neutralizacja trucizny', 'NP', 1, 'NC', false, '10.6', 'Cast at once on someone just poisoned: cancels the poison.'),
    stoneFlesh: s('Stone-Flesh', 'Ożywienie kamienia', 'SF', 3, 'NC', false, '10.6', 'Revives a character turned to stone by a Medusa, with his wounds as they were. Not in combat; not on oneself.'),
    strength: s('Strength', 'Siła', 'St', 1, 'NC', false, '10.6', 'As the Strength potion (14.5): Combat Bonus +1D6 for the next fight.'),
    heal: s('Heal', 'Uzdrowienie', 'He', 1, 'NC', false, '10.6', 'Heals 1D3+1 Wound Points; not on oneself. Usable 1D6 times per expedition, rolled on entering.'),
    rejuvenate: s('Rejuvenate', 'Odmłodzenie', 'Rj', 2, 'NC', false, '10.6', 'Heals 1D6+1 Wound Points; limited as Heal.'),
    teleport: s('Teleport', 'Teleportacja', 'Tl', 3, 'NC', false, '10.6', 'Moves a character or monster to a segment the party has visited. Not in combat; not X, the Demons or the Hellgate.'),
    thief: s('Thief', 'Delikatne palce', 'Tf', 1, 'NC', false, '10.6', 'Detrap +3 for one attempt; only on someone with the Detrap skill.'),
    oratory: s('Oratory', 'Elokwencja', 'Or', 1, 'N', false, '10.7', '+4 to the negotiation roll.'),
    cow: s('Cow', 'Zastraszenie', 'Cw', 2, 'N', false, '10.7', 'An Intimidate result (8.6) without rolling.'),
    daunt: s('Daunt', 'Zniechęcenie', 'Dn', 3, 'N', false, '10.7', 'As Cow, but the monsters hand over all their treasure.'),
    sway: s('Sway', 'Sugestia', 'Sw', 1, 'B', false, '10.7', '−2 on the bribery roll.'),
    cajole: s('Cajole', 'Pochlebstwo', 'Cj', 2, 'B', false, '10.7', '−4 on the bribery roll.'),
    wrathOfGod: s('Wrath of God', 'Gniew Boży', 'WG', 3, 'S', true, '10.8', 'Combat only: 2D6+2 Wound Points. Learnt from a Manuscript or the altar of Malthus.'),
    resurrect: s('Resurrect', 'Wskrzeszenie', 'Rs', 5, 'S', false, '10.8', 'Right after the fight in which a character died: he returns with the wounds he had on entering the maze. Not in combat. Learnt from a Bookcase or the Resurrect ring.'),
  } satisfies Record<SpellId, SpellDefinition>,
} as const satisfies ReferenceChart;

export function spell(id: SpellId): SpellDefinition {
  return spellChart.rows[id];
}

/** PL 10.8: special spells cannot be chosen among the spells a character starts with. */
export function choosableAtStart(id: SpellId): boolean {
  return spell(id).type !== 'S';
}

/** PL 10.5: Lightning's damage (the Deathmaze spell did 1D6+2; see citadelRulings). */
export const LIGHTNING_DAMAGE = '1D3x2';
