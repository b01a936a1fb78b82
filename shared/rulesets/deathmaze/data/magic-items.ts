import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnRange, type RangeTable } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { WEAPON_NAMES, type WeaponId } from './characters';
import { message, rollEvent, tableRollEvents, type Resolved } from './events';
import type { Game, MonsterId } from './monsters';

export type MagicItemKind = 'weapon' | 'armour' | 'potion' | 'spice' | 'medallion' | 'ring';
export type PotionType = 'healing' | 'poison' | 'strength' | 'charmPerson' | 'charmMonster';
export type SpiceType = 'mustard' | 'sesame' | 'spinach' | 'redPepper' | 'cloves' | 'cannabis';
export type MedallionType = 'neutralizePoison' | 'potionAppraisal' | 'oratory' | 'dexterity' | 'strangling';
export type RingType = 'resistance1' | 'resistance2' | 'sleep' | 'neutralizePoison' | 'heal' | 'blast';
/** A bonus table row: a bonus, or "Roll Twice" [9.22]. */
export type BonusRow = number | 'rollTwice';

export type MagicItem =
  | { readonly kind: 'weapon'; readonly weapon: WeaponId; readonly bonus: number }
  | { readonly kind: 'armour'; readonly bonus: number }
  /** potion is null until the potion is tested or appraised: [9.41] rolls its type only then. */
  | { readonly kind: 'potion'; readonly potion: PotionType | null }
  | { readonly kind: 'spice'; readonly spice: SpiceType }
  | { readonly kind: 'medallion'; readonly medallion: MedallionType }
  | { readonly kind: 'ring'; readonly ring: RingType };

function d6Table<R>(id: string, section: string, title: string, rows: readonly [number, number, R][]): RangeTable<R> {
  return { kind: 'range', id, section, title, dice: '1D6', rows: rows.map(([min, max, result]) => ({ min, max, result })) };
}

/** [9.83] */
export const magicItemTable = d6Table<MagicItemKind>('magic-item-table', '9.83', 'Magic Item Table', [
  [1, 1, 'weapon'],
  [2, 2, 'armour'],
  [3, 3, 'potion'],
  [4, 4, 'spice'],
  [5, 5, 'medallion'],
  [6, 6, 'ring'],
]);

/** [9.24] */
export const weaponTable = d6Table<WeaponId>('weapon-table', '9.24', 'Weapon Table', [
  [1, 1, 'sword'],
  [2, 2, 'hammer'],
  [3, 3, 'axe'],
  [4, 4, 'bow'],
  [5, 5, 'dagger'],
  [6, 6, 'throwingDagger'],
]);

/** [9.25] */
export const weaponEffectsTable = d6Table<BonusRow>('weapon-effects-table', '9.25', 'Weapon Effects Table', [
  [1, 3, 1],
  [4, 5, 2],
  [6, 6, 'rollTwice'],
]);

/** [9.33] */
export const armourTable = d6Table<BonusRow>('armour-table', '9.33', 'Armour Table', [
  [1, 3, 1],
  [4, 5, 2],
  [6, 6, 'rollTwice'],
]);

/** [9.47] */
export const potionTable = d6Table<PotionType>('potion-table', '9.47', 'Potion Table', [
  [1, 2, 'healing'],
  [3, 3, 'poison'],
  [4, 4, 'strength'],
  [5, 5, 'charmPerson'],
  [6, 6, 'charmMonster'],
]);

/** [9.58] */
export const spiceTable = d6Table<SpiceType>('spice-table', '9.58', 'Spice Table', [
  [1, 1, 'mustard'],
  [2, 2, 'sesame'],
  [3, 3, 'spinach'],
  [4, 4, 'redPepper'],
  [5, 5, 'cloves'],
  [6, 6, 'cannabis'],
]);

/** [9.67] */
export const medallionTable = d6Table<MedallionType>('medallion-table', '9.67', 'Medallion Table', [
  [1, 2, 'neutralizePoison'],
  [3, 3, 'potionAppraisal'],
  [4, 4, 'oratory'],
  [5, 5, 'dexterity'],
  [6, 6, 'strangling'],
]);

/** [9.71] Advanced game only [9.7], [12.1]. */
export const ringTable = d6Table<RingType>('ring-table', '9.71', 'Ring Table', [
  [1, 1, 'resistance1'],
  [2, 2, 'resistance2'],
  [3, 3, 'sleep'],
  [4, 4, 'neutralizePoison'],
  [5, 5, 'heal'],
  [6, 6, 'blast'],
]);

export const magicItemTables = [
  magicItemTable,
  weaponTable,
  weaponEffectsTable,
  armourTable,
  potionTable,
  spiceTable,
  medallionTable,
  ringTable,
] as const;

export const MAGIC_ITEM_NAMES = {
  kind: { weapon: 'Weapon', armour: 'Armour', potion: 'Potion', spice: 'Spice', medallion: 'Medallion', ring: 'Ring' },
  potion: { healing: 'Healing', poison: 'Poison', strength: 'Strength', charmPerson: 'Charm Person', charmMonster: 'Charm Monster' },
  spice: { mustard: 'Mustard', sesame: 'Sesame', spinach: 'Spinach', redPepper: 'Red Pepper', cloves: 'Cloves', cannabis: 'Cannabis' },
  medallion: {
    neutralizePoison: 'Neutralize Poison',
    potionAppraisal: 'Potion Appraisal',
    oratory: 'Oratory',
    dexterity: 'Dexterity',
    strangling: 'Strangling',
  },
  ring: {
    resistance1: 'Resistance +1',
    resistance2: 'Resistance +2',
    sleep: 'Sleep',
    neutralizePoison: 'Neutralize Poison',
    heal: 'Heal',
    blast: 'Blast',
  },
} as const satisfies {
  kind: Record<MagicItemKind, string>;
  potion: Record<PotionType, string>;
  spice: Record<SpiceType, string>;
  medallion: Record<MedallionType, string>;
  ring: Record<RingType, string>;
};

/** An item as the party knows it when found: an untested medallion's kind stays hidden [9.61]. */
export function describeFoundItem(item: MagicItem): string {
  return item.kind === 'medallion' ? 'Medallion (untested)' : describeMagicItem(item);
}

export function describeMagicItem(item: MagicItem): string {
  switch (item.kind) {
    case 'weapon':
      return `+${item.bonus} ${WEAPON_NAMES[item.weapon]}`;
    case 'armour':
      return `+${item.bonus} Armour`;
    case 'potion':
      return item.potion === null ? 'Potion (untested)' : `Potion of ${MAGIC_ITEM_NAMES.potion[item.potion]}`;
    case 'spice':
      return MAGIC_ITEM_NAMES.spice[item.spice];
    case 'medallion':
      return `Medallion of ${MAGIC_ITEM_NAMES.medallion[item.medallion]}`;
    case 'ring':
      return `Ring of ${MAGIC_ITEM_NAMES.ring[item.ring]}`;
  }
}

const bonusText = (b: BonusRow) => (b === 'rollTwice' ? 'Roll Twice' : `+${b}`);

/**
 * [9.22]/[9.31] Rolls a bonus on the Weapon Effects or Armour Table: every 6 ("Roll Twice") is replaced by two more
 * rolls whose bonuses are added, and so on for every further 6.
 */
export function rollBonus(table: RangeTable<BonusRow>, rng: Rng, purpose: string): { bonus: number } & Resolved {
  const events: GameEvent[] = [];
  let bonus = 0;
  let pending = 1;
  while (pending > 0) {
    pending -= 1;
    const r = rollOnRange(rng, table, bonusText, { purpose });
    if (r.result === 'rollTwice') {
      pending += 2;
      events.push(...tableRollEvents(table, r, `${table.title}: Roll Twice — two more rolls`));
    } else {
      bonus += r.result;
      events.push(...tableRollEvents(table, r, `${table.title}: +${r.result}`));
    }
  }
  return { bonus, events };
}

/**
 * [9.15]–[9.7] Rolls one magic item and everything that defines it. In the Basic game a Ring is rolled again until
 * some other item comes up [9.7]. A potion's type is left for its test [9.41] (see testPotion).
 */
export function rollMagicItem(rng: Rng, game: Game = 'basic'): { item: MagicItem } & Resolved {
  const events: GameEvent[] = [];
  let kind: MagicItemKind;
  for (;;) {
    const r = rollOnRange(rng, magicItemTable, (k) => MAGIC_ITEM_NAMES.kind[k], { purpose: 'Magic item' });
    kind = r.result;
    events.push(...tableRollEvents(magicItemTable, r, `Magic Item Table: ${MAGIC_ITEM_NAMES.kind[kind]}`));
    if (kind !== 'ring' || game === 'advanced') break;
    events.push(message('Magic rings exist only in the Advanced Game: roll again.', '9.7'));
  }
  let item: MagicItem;
  switch (kind) {
    case 'weapon': {
      const w = rollOnRange(rng, weaponTable, (x) => WEAPON_NAMES[x], { purpose: 'Magic weapon type' });
      events.push(...tableRollEvents(weaponTable, w, `Weapon Table: ${WEAPON_NAMES[w.result]}`));
      const b = rollBonus(weaponEffectsTable, rng, `Combat Bonus of the ${WEAPON_NAMES[w.result]}`);
      events.push(...b.events);
      item = { kind: 'weapon', weapon: w.result, bonus: b.bonus };
      break;
    }
    case 'armour': {
      const b = rollBonus(armourTable, rng, 'Wound Points Bonus of the armour');
      events.push(...b.events);
      item = { kind: 'armour', bonus: b.bonus };
      break;
    }
    case 'potion':
      item = { kind: 'potion', potion: null };
      break;
    case 'spice': {
      const s = rollOnRange(rng, spiceTable, (x) => MAGIC_ITEM_NAMES.spice[x], { purpose: 'Spice' });
      events.push(...tableRollEvents(spiceTable, s, `Spice Table: ${MAGIC_ITEM_NAMES.spice[s.result]}`));
      item = { kind: 'spice', spice: s.result };
      break;
    }
    case 'medallion': {
      // Rolled now, as always (the same dice for the same seed), but kept from the log: a medallion's kind is unknown
      // until someone puts it on [9.61], as a potion's is until it is tested [9.41]. The test names it.
      const s = rollOnRange(rng, medallionTable, (x) => MAGIC_ITEM_NAMES.medallion[x], { purpose: 'Medallion' });
      events.push(message('A Medallion: its kind shows only when someone puts it on.', '9.61'));
      item = { kind: 'medallion', medallion: s.result };
      break;
    }
    case 'ring': {
      const s = rollOnRange(rng, ringTable, (x) => MAGIC_ITEM_NAMES.ring[x], { purpose: 'Ring' });
      events.push(...tableRollEvents(ringTable, s, `Ring Table: ${MAGIC_ITEM_NAMES.ring[s.result]}`));
      item = { kind: 'ring', ring: s.result };
      break;
    }
  }
  events.push(message(`Magic item: ${describeFoundItem(item)}.`, '9.15'));
  return { item, events };
}

/** [9.41] Rolls a potion's type when it is tested (or appraised by a Potion Appraisal medallion, [9.63]). */
export function rollPotionType(rng: Rng, purpose = 'Potion'): { potion: PotionType } & Resolved {
  const r = rollOnRange(rng, potionTable, (x) => MAGIC_ITEM_NAMES.potion[x], { purpose });
  return { potion: r.result, events: tableRollEvents(potionTable, r, `Potion Table: ${MAGIC_ITEM_NAMES.potion[r.result]}`) };
}

/** Who drinks: enough of the Character Record for the effects of [9.42]–[9.46]. */
export interface Drinker {
  readonly name: string;
  readonly wounds: number;
  /** Wears a Medallion of Neutralize Poison [9.62]. */
  readonly immuneToPoison?: boolean;
  /** [11.22] Wounds suffered casting spells: healing never cures them. */
  readonly unhealable?: number;
}

/** The monster types a Charm Person potion can take over [9.45]; Charm Monster takes any other [9.46]. */
export const CHARM_PERSON_TYPES: readonly MonsterId[] = ['evilHero', 'evilWizard', 'evilThief', 'orc', 'goblin'];

export type PotionEffect =
  | { readonly kind: 'heal'; readonly healed: number; readonly wounds: number }
  | { readonly kind: 'wounds'; readonly wounds: number }
  | { readonly kind: 'strength'; readonly combatBonus: number }
  | { readonly kind: 'charm'; readonly potion: 'charmPerson' | 'charmMonster'; readonly targets: readonly MonsterId[] }
  | { readonly kind: 'noEffect'; readonly reason: string };

/** [9.42] Healing Potion, Mustard [9.52]: 1D6 Wounds are cured, never below zero. */
export function rollHealing(drinker: Drinker, rng: Rng, section = '9.42'): { healed: number; wounds: number } & Resolved {
  const r = roll(rng, '1D6', { section, table: 'Healing', purpose: `Healing ${drinker.name}` });
  const unhealable = Math.min(drinker.unhealable ?? 0, drinker.wounds);
  const healed = Math.min(drinker.wounds - unhealable, r.total);
  const wounds = drinker.wounds - healed;
  const kept = unhealable > 0 ? `; his ${unhealable} spell-casting wound${unhealable === 1 ? '' : 's'} cannot be healed [11.22]` : '';
  return { healed, wounds, events: [rollEvent(`${drinker.name} is healed of ${healed} Wound${healed === 1 ? '' : 's'} (rolled ${r.total})${kept}.`, withResult(r, `${healed} healed`))] };
}

/** [9.43], [6.12], [10.23], [10.24] Poison: 1D3 Wounds, unless the victim wears a Neutralize Poison medallion [9.62]. */
export function rollPoison(victim: Pick<Drinker, 'name' | 'immuneToPoison'>, section: string, what: string, rng: Rng): { wounds: number } & Resolved {
  if (victim.immuneToPoison) {
    return { wounds: 0, events: [message(`${victim.name}'s Medallion of Neutralize Poison makes the ${what} harmless.`, '9.62')] };
  }
  const r = roll(rng, '1D3', { section, table: 'Poison', purpose: `${what}: ${victim.name}` });
  return {
    wounds: r.total,
    events: [rollEvent(`${victim.name} suffers ${r.total} Wound${r.total === 1 ? '' : 's'} from the ${what}.`, withResult(r, `${r.total} Wounds`))],
  };
}

/**
 * [9.41]–[9.46] The effects of drinking a potion of known type. `monstersPresent` are the monster types in the
 * segment, for the Charm potions (with none eligible, they have no effect).
 */
export function drinkPotion(potion: PotionType, drinker: Drinker, monstersPresent: readonly MonsterId[], rng: Rng): { effect: PotionEffect } & Resolved {
  switch (potion) {
    case 'healing': {
      const h = rollHealing(drinker, rng);
      return { effect: { kind: 'heal', healed: h.healed, wounds: h.wounds }, events: h.events };
    }
    case 'poison': {
      const p = rollPoison(drinker, '9.43', 'poison potion', rng);
      return { effect: p.wounds > 0 ? { kind: 'wounds', wounds: p.wounds } : { kind: 'noEffect', reason: 'immune to poison' }, events: p.events };
    }
    case 'strength': {
      const r = roll(rng, '1D6', { section: '9.44', table: 'Strength Potion', purpose: `Strength of ${drinker.name}` });
      return {
        effect: { kind: 'strength', combatBonus: r.total },
        events: [rollEvent(`${drinker.name} gains a Combat Bonus of +${r.total} for the next combat.`, withResult(r, `+${r.total}`))],
      };
    }
    case 'charmPerson':
    case 'charmMonster': {
      const eligible = monstersPresent.filter((m) => CHARM_PERSON_TYPES.includes(m) === (potion === 'charmPerson'));
      const section = potion === 'charmPerson' ? '9.45' : '9.46';
      if (eligible.length === 0) {
        return { effect: { kind: 'noEffect', reason: 'no monster it can charm is here' }, events: [message(`The ${MAGIC_ITEM_NAMES.potion[potion]} potion has no effect: no monster here it can charm.`, section)] };
      }
      return {
        effect: { kind: 'charm', potion, targets: [...new Set(eligible)] },
        events: [message(`${drinker.name} may take control of one monster here.`, section)],
      };
    }
  }
}

/** [9.41] Tests an untested potion: its type is rolled now and the tester undergoes its effects. */
export function testPotion(drinker: Drinker, monstersPresent: readonly MonsterId[], rng: Rng): { potion: PotionType; effect: PotionEffect } & Resolved {
  const t = rollPotionType(rng, `Potion tested by ${drinker.name}`);
  const d = drinkPotion(t.potion, drinker, monstersPresent, rng);
  return { potion: t.potion, effect: d.effect, events: [...t.events, ...d.events] };
}

/** [9.61], [9.66] Testing a medallion: only the Medallion of Strangling harms the tester (2D6 Wounds). */
export function testMedallion(medallion: MedallionType, tester: { readonly name: string }, rng: Rng): { wounds: number } & Resolved {
  if (medallion !== 'strangling') {
    return { wounds: 0, events: [message(`${tester.name} puts on the Medallion of ${MAGIC_ITEM_NAMES.medallion[medallion]}.`, '9.61')] };
  }
  const r = roll(rng, '2D6', { section: '9.66', table: 'Medallion of Strangling', purpose: `Strangling ${tester.name}` });
  return { wounds: r.total, events: [rollEvent(`The Medallion of Strangling chokes ${tester.name}: ${r.total} Wounds.`, withResult(r, `${r.total} Wounds`))] };
}
