import type { GameEvent } from '../../../engine/ruleset';
import { inflictWounds } from '../combat/attack';
import { buildCombatAdventurer, buildMonster } from '../combat/copies';
import {
  closestTo,
  draftOf,
  freeze,
  message,
  removeCounter,
  type Draft,
  type DraftAdventurer,
  type DraftMonster,
} from '../combat/combat-state';
import type { AdventurerInCombat, CombatAdventurer, CombatState, MonsterInCombat, MonsterSpecial } from '../combat/types';
import type { MonsterId } from '../data/monsters';
import { monsterIdOf, monsterMagicResistance } from './resistance';
import type { SpellId } from './spells';
import type { AdvancedClassId } from './wizard';

/**
 * What the Advanced game needs to know about a party member, carried on the CombatAdventurer the reducer builds
 * (startCombat copies unknown fields of an adventurer into the combat state).
 */
export interface AdvancedCombatant {
  readonly class?: AdvancedClassId;
  /** Magic Resistance with any Ring of Resistance already counted (see effectiveMagicResistance). */
  readonly magicResistance: number;
  readonly spells?: readonly SpellId[];
  /** Spell rings not yet used this game [12.13]. */
  readonly spellRings?: readonly { readonly id: string; readonly spell: SpellId }[];
  /** Wounds already suffered casting spells: never healed [11.22]. */
  readonly spellWounds?: number;
  /** Wounds still absorbed by a Mage Armor cast before the fight [11.3]. */
  readonly mageArmor?: number;
  /** For a monster charmed before this fight [9.45]: the adventurer who controls it. */
  readonly controllerId?: string;
}

export type AdvancedCombatAdventurer = CombatAdventurer & { readonly advanced?: AdvancedCombatant };

/** A monster under a party member's control [9.45]: what it was, so it can turn back into a monster. */
export interface CharmRecord {
  readonly controllerId: string;
  readonly monster: MonsterInCombat;
}

/** [12.36] An adventurer charmed by a vampire, fighting for the monsters: his own record waits here. */
export interface ThrallRecord {
  readonly vampireId: string;
  readonly adventurer: AdventurerInCombat;
}

/** Everything the Advanced game adds to a combat, kept inside the combat state so hooks can read it. */
export interface AdvancedCombatData {
  readonly version: 1;
  readonly members: Readonly<Record<string, AdvancedCombatant>>;
  /** [11.22] Wounds suffered casting spells, per adventurer. */
  readonly spellWounds: Readonly<Record<string, number>>;
  /** [11.3] Mage Armor left. While any is left it is added to the adventurer's Wound Points (see settle). */
  readonly mageArmor: Readonly<Record<string, number>>;
  /** Wounds as last seen, to tell what the Basic engine did in between. */
  readonly lastWounds: Readonly<Record<string, number>>;
  /** [12.13] Spell rings used this fight. */
  readonly ringsUsed: readonly string[];
  /** Monsters fighting for the party, by monster id [9.45]. */
  readonly charmed: Readonly<Record<string, CharmRecord>>;
  /** [11.3] Sleep: removed from the marching order, killed if the party wins. */
  readonly asleep: readonly string[];
  /** [12.34] Turned to stone by a Medusa: out of the fight, dead unless Stone-Flesh is cast after it. */
  readonly petrified: readonly string[];
  readonly thralls: Readonly<Record<string, ThrallRecord>>;
  /** [12.36] Once-charmed monsters a vampire has taken: they fight the party to the death. */
  readonly turned: readonly string[];
  /** [12.32] Nauseated by cronk stench. */
  readonly nauseated: readonly string[];
  /** [12.36] Monster Combat Phases each vampire has attacked in. */
  readonly vampireAttacks: Readonly<Record<string, number>>;
  /** [12.35] The round in whose Party Combat Phase each troll was first wounded. */
  readonly trollFirstWounded: Readonly<Record<string, number>>;
}

export type AdvancedCombatState = CombatState & { readonly advanced?: AdvancedCombatData };

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] extends Readonly<Record<string, infer V>> ? Record<string, V> : T[K] };
export type MutableData = Mutable<AdvancedCombatData>;
export type AdvDraft = Draft & { advanced: MutableData };

/** The Advanced data a fight starts with (a fresh record, owned by whoever asked). */
export function startingData(combat: CombatState): MutableData {
  return emptyData(combat);
}

function emptyData(combat: CombatState): MutableData {
  const members: Record<string, AdvancedCombatant> = {};
  const charmed: Record<string, CharmRecord> = {};
  const spellWounds: Record<string, number> = {};
  const mageArmor: Record<string, number> = {};
  const lastWounds: Record<string, number> = {};
  for (const a of combat.adventurers as readonly (AdventurerInCombat & { advanced?: AdvancedCombatant })[]) {
    const adv = a.advanced;
    if (adv) members[a.id] = adv;
    if (adv?.spellWounds) spellWounds[a.id] = adv.spellWounds;
    lastWounds[a.id] = a.wounds;
    // A charmed monster with no named controller is never freed by a death [9.45].
    if (a.charmedMonster && adv?.controllerId) charmed[a.id] = { controllerId: adv.controllerId, monster: partyMemberAsMonster(a) };
  }
  return {
    version: 1,
    members,
    spellWounds,
    mageArmor,
    lastWounds,
    ringsUsed: [],
    charmed,
    asleep: [],
    petrified: [],
    thralls: {},
    turned: [],
    nauseated: [],
    vampireAttacks: {},
    trollFirstWounded: {},
  };
}

/** A private, mutable copy of the combat with its Advanced data (created on first use). */
export function openDraft(combat: CombatState): AdvDraft {
  const draft = draftOf(combat) as AdvDraft;
  if (!draft.advanced) draft.advanced = emptyData(combat);
  return draft;
}

export function closeDraft(draft: AdvDraft): AdvancedCombatState {
  return freeze(draft) as AdvancedCombatState;
}

export function dataOf(combat: CombatState): AdvancedCombatData {
  return (combat as AdvancedCombatState).advanced ?? emptyData(combat);
}

export function isThrall(draft: AdvDraft | AdvancedCombatState, id: string): boolean {
  return Boolean((draft.advanced as AdvancedCombatData | undefined)?.thralls[id]);
}

/** A party member's Magic Resistance: his record's, or for a charmed monster its chart value [7.5]. */
export function partyMemberResistance(draft: AdvDraft, a: AdventurerInCombat): number {
  if (a.charmedMonster) return monsterMagicResistance(a.charmedMonster.type);
  return draft.advanced.members[a.id]?.magicResistance ?? 1;
}

/** A monster's Magic Resistance: the chart's, or an enthralled adventurer's own [12.36]. */
export function monsterResistance(draft: AdvDraft, m: MonsterInCombat): number {
  const thrall = draft.advanced.thralls[m.id];
  if (thrall) return draft.advanced.members[m.id]?.magicResistance ?? 1;
  return monsterMagicResistance(m.type);
}

/** Wound Points without the Mage Armor added while it lasts. */
export function realWoundPoints(draft: AdvDraft, a: AdventurerInCombat): number {
  return a.woundPoints - (draft.advanced.mageArmor[a.id] ?? 0);
}

/**
 * Wounds to a party member from anything but his own spell-casting: Mage Armor takes them first [11.3], the rest are
 * suffered normally [8.45], [8.46].
 */
export function woundPartyMember(draft: AdvDraft, id: string, wounds: number, section: string, events: GameEvent[]): void {
  const a = draft.adventurers.find((x) => x.id === id) as DraftAdventurer | undefined;
  if (!a || a.dead || wounds <= 0) return;
  const armor = draft.advanced.mageArmor[id] ?? 0;
  const absorbed = Math.min(armor, wounds);
  if (absorbed > 0) {
    draft.advanced.mageArmor[id] = armor - absorbed;
    a.woundPoints -= absorbed;
    events.push(message(`${a.name}'s Mage Armor absorbs ${absorbed} wound${absorbed === 1 ? '' : 's'} (${armor - absorbed} left).`, '11.3'));
  }
  inflictWounds(draft, a, wounds - absorbed, events, section);
  draft.advanced.lastWounds[id] = a.wounds;
}

/** [11.22] The Wizard suffers the spell's cost; Mage Armor does not absorb it [11.3]. The caller checked it cannot kill. */
export function payCost(draft: AdvDraft, id: string, cost: number, events: GameEvent[], spell: string): void {
  const a = draft.adventurers.find((x) => x.id === id) as DraftAdventurer;
  if (cost <= 0) return;
  a.wounds += cost;
  draft.advanced.spellWounds[id] = (draft.advanced.spellWounds[id] ?? 0) + cost;
  draft.advanced.lastWounds[id] = a.wounds;
  events.push(message(`${a.name} suffers ${cost} wound${cost === 1 ? '' : 's'} casting ${spell} (${a.wounds} of ${realWoundPoints(draft, a)}; never to be healed).`, '11.22'));
}

export function woundMonster(draft: AdvDraft, id: string, wounds: number, section: string, events: GameEvent[], by?: string): void {
  const m = draft.monsters.find((x) => x.id === id) as DraftMonster | undefined;
  if (!m || m.dead) return;
  inflictWounds(draft, m, wounds, events, section, by);
}

/** A charmed monster's entry in the party, read back as the monster it was [9.45]. */
export function partyMemberAsMonster(a: AdventurerInCombat): MonsterInCombat {
  const skills = Object.values(a.weaponSkills ?? {}).filter((n): n is number => typeof n === 'number');
  return buildMonster({
    id: a.id,
    type: a.charmedMonster?.type ?? a.name,
    name: a.name,
    combatBonus: a.charmedMonster?.combatBonus ?? 'W',
    weapons: a.weapons.map((w) => w.kind),
    weaponSkill: skills.length ? Math.max(...skills) : 0,
    woundPoints: a.woundPoints,
    wounds: a.wounds,
    dead: a.dead,
  });
}

/** A monster as a member of the party [9.45]: its natural attack on the Monster column, or its weapons. */
export function monsterAsPartyMember(m: MonsterInCombat, row: number): AdventurerInCombat {
  const weapons = m.combatBonus === 'W' ? m.weapons.map((kind, i) => ({ id: `${m.id}-${kind}-${i}`, kind })) : [];
  const preferred = row === 1 ? weapons.find((w) => w.kind === 'bow') : weapons.find((w) => w.kind !== 'bow');
  return buildCombatAdventurer({
    id: m.id,
    name: m.name,
    woundPoints: m.woundPoints,
    wounds: m.wounds,
    weapons,
    weaponInHand: (preferred ?? weapons[0])?.id ?? null,
    ...(m.weaponSkill && m.weapons[0] ? { weaponSkills: { [m.weapons.find((k) => k !== 'bow') ?? m.weapons[0]]: m.weaponSkill } } : {}),
    charmedMonster: { type: m.type, combatBonus: m.combatBonus },
    dead: false,
    thrown: [],
    strengthBonus: 0,
    cannabis: false,
    itemsUsed: [],
  });
}

/** [9.45] "an empty space in the party's marching order": the first from the front, left to right. */
export function placeInParty(draft: Draft, id: string, from: 'front' | 'rear'): number {
  const rows = draft.party.rows;
  const order = from === 'front' ? rows.map((_, i) => i) : rows.map((_, i) => rows.length - 1 - i);
  for (const r of order) {
    const box = rows[r]!.indexOf(null);
    if (box >= 0) {
      rows[r]![box] = id;
      return r;
    }
  }
  rows.push([id, null, null]);
  return rows.length - 1;
}

/**
 * Puts a counter into the monsters' marching order: the first listed row with a gap, at the gap nearest `nearBox`
 * (ties to the left); if both rows are full, a third row (it waits there, see advancedRulings).
 */
export function placeInMonsterRows(draft: Draft, id: string, rows: readonly number[], nearBox: number): void {
  for (const r of rows) {
    while (draft.monsterRows.length <= r) draft.monsterRows.push([null, null, null]);
    const row = draft.monsterRows[r]!;
    const gaps = row.map((x, b) => (x === null ? { box: b } : null)).filter((x): x is { box: number } => x !== null);
    const best = closestTo(nearBox, gaps)[0];
    if (best) {
      row[best.box] = id;
      return;
    }
  }
  draft.monsterRows.push([id, null, null]);
}

function boxOf(draft: Draft, id: string): number {
  for (const row of draft.party.rows) {
    const b = row.indexOf(id);
    if (b >= 0) return b;
  }
  return 1;
}

/** [9.45] A charmed monster leaves the party and rejoins the monsters as close to the party as possible. */
export function charmedTurnsOnParty(draft: AdvDraft, id: string, why: string, section: string, events: GameEvent[]): void {
  const idx = draft.adventurers.findIndex((a) => a.id === id);
  const member = draft.adventurers[idx] as DraftAdventurer | undefined;
  if (!member || member.dead) return;
  const record = draft.advanced.charmed[id];
  const base = record?.monster ?? partyMemberAsMonster(member as AdventurerInCombat);
  const box = boxOf(draft, id);
  removeCounter(draft, id);
  draft.adventurers.splice(idx, 1);
  draft.acted = draft.acted.filter((x) => x !== id);
  delete draft.advanced.charmed[id];
  const monster: MonsterInCombat = buildMonster({ ...base, wounds: member.wounds, woundPoints: member.woundPoints, dead: false });
  draft.monsters.push(monster as DraftMonster);
  placeInMonsterRows(draft, id, [0, 1], box);
  events.push(message(`${member.name} ${why} and turns on the party: it rejoins the monsters’ marching order.`, section));
}

/**
 * Brings the Advanced bookkeeping up to date after anything the Basic engine did: spell-casting Wounds healed by a
 * potion or Mustard come back [11.22]; Wounds the engine dealt are taken off the Mage Armor [11.3]; trolls' first wounds
 * are noted [12.35]; enthralled adventurers come back when their vampire is dead or asleep [12.36]; and a monster
 * whose controller has died turns on the party [9.45].
 */
export function settle(draft: AdvDraft, events: GameEvent[]): void {
  const data = draft.advanced;
  for (const a of draft.adventurers as DraftAdventurer[]) {
    const floor = data.spellWounds[a.id] ?? 0;
    if (!a.dead && a.wounds < floor) {
      events.push(message(`${a.name}'s ${floor} spell-casting wound${floor === 1 ? '' : 's'} cannot be healed [11.22]: he keeps ${floor} wounds.`, '11.22'));
      a.wounds = floor;
    }
    const before = data.lastWounds[a.id] ?? a.wounds;
    const armor = data.mageArmor[a.id] ?? 0;
    const taken = a.wounds - before;
    if (taken > 0 && armor > 0) {
      // The engine counted the armor as extra Wound Points, so it killed him only if the armor could not save him.
      const absorbed = Math.min(armor, taken);
      a.wounds -= absorbed;
      a.woundPoints -= absorbed;
      data.mageArmor[a.id] = armor - absorbed;
      events.push(message(`${a.name}'s Mage Armor absorbed ${absorbed} of those wounds (${armor - absorbed} left).`, '11.3'));
    }
    data.lastWounds[a.id] = a.wounds;
  }
  for (const m of draft.monsters) {
    if (m.wounds > 0 && data.trollFirstWounded[m.id] === undefined && isTroll(m)) data.trollFirstWounded[m.id] = draft.round;
  }
  // [12.36] Thralls: dead as monsters, or freed by their vampire's death.
  for (const [id, thrall] of Object.entries(data.thralls)) {
    const asMonster = draft.monsters.find((m) => m.id === id);
    const vampire = draft.monsters.find((m) => m.id === thrall.vampireId);
    if (!asMonster) continue;
    if (asMonster.dead) {
      restoreThrall(draft, id, true, events, `${asMonster.name} dies while charmed by the vampire.`);
    } else if (!vampire || vampire.dead) {
      const why = data.asleep.includes(thrall.vampireId) ? 'The vampire sleeps' : 'The vampire is dead';
      restoreThrall(draft, id, false, events, `${why}: ${asMonster.name} is an adventurer again, keeping the ${asMonster.wounds} wounds he has.`);
    }
  }
  // [9.45] A dead controller's monsters turn on the party (a petrified one is not dead until the fight ends, [12.34]).
  for (const [id, record] of Object.entries(data.charmed)) {
    const controller = draft.adventurers.find((a) => a.id === record.controllerId);
    const gone = !controller || (controller.dead && !data.petrified.includes(controller.id));
    if (gone && draft.adventurers.some((a) => a.id === id && !a.dead)) {
      charmedTurnsOnParty(draft, id, `is freed: ${controller?.name ?? 'its controller'} is dead,`, '9.45', events);
    }
  }
}

/**
 * Whether `settle` would change anything or say anything: false when every record already reads as it leaves it. Lets
 * a caller skip the whole copy `settle` works on (a Basic fight with charmed monsters settles after every action).
 * Mirrors `settle` test by test; anything with thralls is left to `settle` itself.
 */
export function settleHasWork(combat: CombatState, data: AdvancedCombatData): boolean {
  for (const a of combat.adventurers) {
    const floor = data.spellWounds[a.id] ?? 0;
    if (!a.dead && a.wounds < floor) return true;
    const last = data.lastWounds[a.id];
    if (last !== a.wounds) return true;
  }
  for (const m of combat.monsters) {
    if (m.wounds > 0 && data.trollFirstWounded[m.id] === undefined && isTroll(m)) return true;
  }
  if (Object.keys(data.thralls).length > 0) return true;
  for (const [id, record] of Object.entries(data.charmed)) {
    const controller = combat.adventurers.find((a) => a.id === record.controllerId);
    const gone = !controller || (controller.dead && !data.petrified.includes(controller.id));
    if (gone && combat.adventurers.some((a) => a.id === id && !a.dead)) return true;
  }
  return false;
}

function isTroll(m: MonsterInCombat): boolean {
  return specialOf(m) === 'regeneration';
}

/** [7.5] Special Abilities column, keyed by chart row. */
export const MONSTER_SPECIALS: Readonly<Partial<Record<MonsterId, MonsterSpecial>>> = {
  cronk: 'stench',
  evilWizard: 'magic',
  hellhound: 'firebreath',
  medusa: 'fleshToStone',
  troll: 'regeneration',
  vampire: 'charm',
};

/** A monster's special ability: as the reducer set it, or from the chart by its type. */
export function specialOf(m: MonsterInCombat): MonsterSpecial | undefined {
  if (m.special) return m.special;
  const id = monsterIdOf(m.type);
  return id ? MONSTER_SPECIALS[id] : undefined;
}

/** Returns an enthralled adventurer to the adventurers' list: alive behind the party, or dead. */
export function restoreThrall(draft: AdvDraft, id: string, dead: boolean, events: GameEvent[], text: string): void {
  const thrall = draft.advanced.thralls[id];
  const mIdx = draft.monsters.findIndex((m) => m.id === id);
  if (!thrall || mIdx < 0) return;
  const asMonster = draft.monsters[mIdx]!;
  removeCounter(draft, id);
  draft.monsters.splice(mIdx, 1);
  delete draft.advanced.thralls[id];
  const armor = draft.advanced.mageArmor[id] ?? 0;
  const back = {
    ...(JSON.parse(JSON.stringify(thrall.adventurer)) as DraftAdventurer),
    wounds: asMonster.wounds,
    woundPoints: asMonster.woundPoints + armor,
    dead,
  };
  draft.adventurers.push(back);
  draft.advanced.lastWounds[id] = back.wounds;
  if (!dead) placeInParty(draft, id, 'rear');
  events.push(message(text, '12.36'));
}
