import { parseDiceCode, type RollModifier, type RollRecord } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { COMBAT_RESULTS_TABLE, CRT_COLUMN_TABLE_IDS, lookupCrt, WEAPON_KIND_NAMES, WEAPON_KINDS, type WeaponKind } from './crt';
import { message, removeCounter, writableAdventurer, writableMonster, type Draft, type DraftAdventurer, type DraftMonster } from './combat-state';
import { logWordsWritten } from '../../../engine/log-words';
import { attackLead, deadText, magicWeaponLabel, modifierText, rolledText, suffersText, woundsText } from './sentences';
import type { AdventurerInCombat, CombatState, CombatWeapon } from './types';

/** Each weapon kind's modifier labels, written once rather than on every attack. */
const SKILL_LABELS = labelsByKind((name) => `${name} skill (8.43)`);
const MAGIC_LABELS = labelsByKind((name) => `magic ${name} (9.21)`);
const MONSTER_SKILL_LABELS = labelsByKind((name) => `${name} skill (8.9)`);

function labelsByKind(label: (weaponName: string) => string): Readonly<Record<WeaponKind, string>> {
  const out = {} as Record<WeaponKind, string>;
  for (const kind of WEAPON_KINDS) out[kind] = label(WEAPON_KIND_NAMES[kind]);
  return out;
}

/**
 * Every bonus an adventurer adds to his 1D6 on the Combat Results Table: [8.43] weapon skill and magic weapon,
 * [9.44] Strength, [6.14] drunk, [9.65] Dexterity (bows and throwing daggers only), and any Advanced-game modifier.
 */
export function adventurerModifiers(adventurer: AdventurerInCombat, weapon: CombatWeapon | null): RollModifier[] {
  const mods: RollModifier[] = [];
  if (weapon) {
    const skill = adventurer.weaponSkills?.[weapon.kind] ?? 0;
    if (skill) mods.push({ label: SKILL_LABELS[weapon.kind], value: skill });
    if (weapon.magicBonus) mods.push({ label: MAGIC_LABELS[weapon.kind], value: weapon.magicBonus });
    if (adventurer.modifiers?.dexterityMedallion && (weapon.kind === 'bow' || weapon.kind === 'throwingDagger')) {
      mods.push({ label: 'Medallion of Dexterity (9.65)', value: 2 });
    }
  } else if (adventurer.charmedMonster && typeof adventurer.charmedMonster.combatBonus === 'number') {
    const bonus = adventurer.charmedMonster.combatBonus;
    if (bonus) mods.push({ label: `${adventurer.charmedMonster.type} Combat Bonus (9.45)`, value: bonus });
  }
  if (adventurer.strengthBonus) mods.push({ label: 'Strength (9.44)', value: adventurer.strengthBonus });
  if (adventurer.modifiers?.drunk) mods.push({ label: 'drunk (6.14)', value: -2 });
  // Most adventurers have no other modifier: no empty list made for the loop on every attack.
  const other = adventurer.modifiers?.other;
  if (other !== undefined) for (let i = 0; i < other.length; i++) mods.push({ label: `${other[i]!.label} (${other[i]!.section})`, value: other[i]!.value });
  return mods;
}

/** Applies wounds [8.45] and death at wounds ≥ Wound Points [8.46]. */
export function inflictWounds(
  draft: Draft,
  victim: DraftAdventurer | DraftMonster,
  wounds: number,
  events: GameEvent[],
  section = '8.45',
  /** Who dealt the wounds (an adventurer's or charmed monster's id): named in the death event, for the kill count. */
  by?: string,
): void {
  if (wounds <= 0 || victim.dead) return;
  victim.wounds += wounds;
  events.push(message(suffersText(victim.name, wounds, victim.wounds, victim.woundPoints), section));
  if (victim.wounds >= victim.woundPoints) {
    victim.dead = true;
    removeCounter(draft, victim.id);
    const text = deadText(victim.name, victim.woundPoints);
    // message()'s keys and then the data, as one literal: `{ ...death, data }` went through V8's generic copy.
    events.push(by === undefined ? message(text, '8.46') : { kind: 'message', text, section: '8.46', data: { killed: victim.id, killedBy: by } });
  }
}

interface CrtAttack {
  readonly attackerName: string;
  readonly victimName: string;
  readonly column: WeaponKind | 'monster';
  readonly weaponLabel: string;
  readonly modifiers: readonly RollModifier[];
}

/** The table's dice, read once rather than looked up by their code on every attack. */
const CRT_DICE = parseDiceCode(COMBAT_RESULTS_TABLE.dice);
// rollOnCrt rolls the table's one die itself (what `roll` does for a plain 1D6) so that each attack makes one roll
// record with its result rather than `roll`'s and then `withResult`'s copy; a table printed with other dice would need
// `roll` again, so the module refuses to load rather than roll them wrong.
if (CRT_DICE.count !== 1 || CRT_DICE.sides !== 6 || CRT_DICE.op !== null) throw new Error(`rollOnCrt rolls one plain D6, not ${CRT_DICE.code}.`);

/** What a roll on each cell of [8.7] writes, by column and row: its result ("miss", "2 wounds") and its sentence's end. */
const CELL_TEXTS: readonly (readonly { readonly result: string; readonly tail: string }[])[] = COMBAT_RESULTS_TABLE.columns.map((column, c) =>
  COMBAT_RESULTS_TABLE.rows.map((row) => {
    const wounds = row.results[c]!;
    const result = wounds === 0 ? 'miss' : woundsText(wounds);
    return { result, tail: `, ${column.label} column row ${row.label}: ${result}.` };
  }),
);

/**
 * One roll on [8.7]; returns the wounds and pushes the roll event, citing the column's own table and the row read (the
 * table the game lists, so the log opens the column the roll was read on). `attack.modifiers` must be the caller's own
 * fresh list: the roll record keeps it (as `roll` would keep a copy of it).
 */
export function rollOnCrt(rng: Rng, attack: CrtAttack, events: GameEvent[]): number {
  const face = rng.die(6);
  let total = face;
  for (let i = 0; i < attack.modifiers.length; i++) total += attack.modifiers[i]!.value;
  const cell = lookupCrt(attack.column, total);
  const { result, tail } = CELL_TEXTS[cell.column]![cell.row]!;
  // " +1 Sword skill (8.43), -2 drunk (6.14)": each part and the sentence's other parts written once (sentences.ts).
  let mods = '';
  // (Headless play leaves the sentence out: see withoutLogWords.)
  if (logWordsWritten()) for (let i = 0; i < attack.modifiers.length; i++) mods += modifierText(attack.modifiers[i]!.label, attack.modifiers[i]!.value, i === 0);
  const { lead, purpose } = attackLead(attack.attackerName, attack.victimName, attack.weaponLabel);
  // "Gorm attacks Orc 1 with Sword: rolled " + "4 +1 Sword skill (8.43) = 5" + ", Sword/Dagger column row 5: 1 wound."
  const text = lead + rolledText(face, mods, total) + tail;
  // `withResult(roll(…), result)`'s record, keys in its order, built once: a D6's values are its faces (one list).
  const faces = [face];
  const rolled: RollRecord = {
    code: CRT_DICE.code,
    section: COMBAT_RESULTS_TABLE.section,
    table: COMBAT_RESULTS_TABLE.title,
    purpose,
    faces,
    values: faces,
    modifiers: attack.modifiers,
    total,
    result,
  };
  // rollEvent's fields and then the cell's, written out: one literal instead of a spread on every attack.
  events.push({ kind: 'roll', text, section: rolled.section, roll: rolled, tableId: CRT_COLUMN_TABLE_IDS[cell.column], cell: { row: cell.row } });
  return cell.wounds;
}

export function weaponById(adventurer: AdventurerInCombat, id: string | null): CombatWeapon | null {
  if (id === null) return null;
  const weapons = adventurer.weapons;
  for (let i = 0; i < weapons.length; i++) if (weapons[i]!.id === id) return weapons[i]!;
  return null;
}

export function weaponLabel(weapon: CombatWeapon | null, fallback = 'bare attack'): string {
  if (!weapon) return fallback;
  const base = weapon.name ?? WEAPON_KIND_NAMES[weapon.kind];
  return weapon.magicBonus ? magicWeaponLabel(base, weapon.magicBonus) : base;
}

/**
 * An adventurer's (or charmed monster's) single attack; returns the wounds dealt. The target's record is made writable
 * only when it is wounded (many attacks miss): copied first while `draft` still shares it with `origin` (see
 * writableMonster; no origin, a draft of its own, writes into it).
 */
export function adventurerAttack(
  draft: Draft,
  adventurer: DraftAdventurer,
  weapon: CombatWeapon | null,
  target: DraftMonster,
  rng: Rng,
  events: GameEvent[],
  origin: CombatState | undefined,
): number {
  const column: WeaponKind | 'monster' = weapon ? weapon.kind : 'monster';
  const wounds = rollOnCrt(
    rng,
    {
      attackerName: adventurer.name,
      victimName: target.name,
      column,
      // Named only in the roll's sentence: not looked up while the autoplayer plays (see withoutLogWords).
      weaponLabel: logWordsWritten() ? weaponLabel(weapon, 'its natural attack') : '',
      modifiers: adventurerModifiers(adventurer, weapon),
    },
    events,
  );
  inflictWounds(draft, wounds > 0 && !target.dead ? writableMonster(draft, target.id, origin)! : target, wounds, events, '8.45', adventurer.id);
  return wounds;
}

/**
 * [8.44] A monster's attack (its target made writable only when wounded, as in adventurerAttack): 1D6 + Combat Bonus on the Monster column, or for a "W" monster 1D6 + its weapon skill
 * (the Evil Hero's sword, [8.9]) on its weapon's column.
 */
export function monsterAttack(
  draft: Draft,
  monster: DraftMonster,
  weapon: WeaponKind | null,
  target: DraftAdventurer,
  rng: Rng,
  events: GameEvent[],
  origin: CombatState | undefined,
): number {
  const modifiers: RollModifier[] = [];
  if (weapon) {
    if (monster.weaponSkill) modifiers.push({ label: MONSTER_SKILL_LABELS[weapon], value: monster.weaponSkill });
  } else if (typeof monster.combatBonus === 'number' && monster.combatBonus !== 0) {
    modifiers.push({ label: 'Combat Bonus (8.44)', value: monster.combatBonus });
  }
  const wounds = rollOnCrt(
    rng,
    {
      attackerName: monster.name,
      victimName: target.name,
      column: weapon ?? 'monster',
      weaponLabel: weapon ? WEAPON_KIND_NAMES[weapon] : 'its natural attack',
      modifiers,
    },
    events,
  );
  inflictWounds(draft, wounds > 0 && !target.dead ? writableAdventurer(draft, target.id, origin)! : target, wounds, events);
  return wounds;
}
