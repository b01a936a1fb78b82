/**
 * Read-only views of a Deathmaze state for Deathmaze's own renderer parts (the phase words, the party and the choice
 * groups are the ruleset's view model, shared/rulesets/deathmaze/view.ts). The renderer holds no rules: these only
 * name and describe what the engine's state already says (the charts' printed values, item names).
 */
import type { DeathmazeState, GameAdventurer } from '@shared/rulesets/deathmaze/game/types';
import { WEAPON_NAMES } from '@shared/rulesets/deathmaze/data/characters';
import { characteristics, counter, type MonsterGroup } from '@shared/rulesets/deathmaze/data/monsters';
import { ALL_CLASS_TRAITS } from '@shared/rulesets/deathmaze/advanced/wizard';
import { isSpellId, spellName } from '@shared/rulesets/deathmaze/advanced/spells';
import { itemName } from '@shared/rulesets/deathmaze/game/items';

export type { DeathmazeState, GameAdventurer };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The state as a Deathmaze state. These parts are only ever given a Deathmaze slot's state (the renderer registry
 * picks them by the slot's ruleset id); the shape check only keeps a damaged state from crashing a panel.
 */
export function asDeathmaze(state: unknown): DeathmazeState | null {
  if (!isRecord(state) || !isRecord(state.phase) || typeof state.phase.kind !== 'string') return null;
  if (!Array.isArray(state.party) || !isRecord(state.marchingOrder)) return null;
  const checked: unknown = state;
  return checked as DeathmazeState;
}

export interface MonsterRow {
  readonly name: string;
  readonly woundPoints: number;
  readonly wounds: number;
  readonly dead: boolean;
}

/** A monster group with the printed values of its counter [7.14] and chart [7.5]. */
export interface GroupView {
  readonly name: string;
  readonly plural: string;
  readonly count: number;
  readonly combatBonus: string;
  readonly woundCode: string;
  readonly negotiation: number;
  readonly magicResistance: number;
  readonly treasure: string;
  readonly special: string | null;
  readonly monsters: readonly MonsterRow[];
}

export function describeMonsterGroup(group: MonsterGroup): GroupView {
  const c = characteristics(group.type);
  const k = counter(group.type);
  return {
    name: c.name,
    plural: c.plural,
    count: group.count,
    combatBonus: typeof k.combatBonus === 'number' ? signed(k.combatBonus) : 'W',
    woundCode: k.woundCode,
    negotiation: c.negotiation,
    magicResistance: c.magicResistance,
    treasure: group.treasure,
    special: c.special,
    monsters: group.monsters.map((m) => ({ name: `${c.name} ${m.index}`, woundPoints: m.woundPoints, wounds: m.wounds, dead: m.wounds >= m.woundPoints })),
  };
}

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${Math.abs(n)}`;
}

export function className(a: Pick<GameAdventurer, 'class'>): string {
  return ALL_CLASS_TRAITS[a.class]?.name ?? a.class;
}

export function weaponName(id: string): string {
  return (WEAPON_NAMES as Record<string, string>)[id] ?? id;
}

export function spellLabel(id: string): string {
  return isSpellId(id) ? spellName(id) : id;
}

export { itemName };

/** Armour's Wound Points Bonus counts in the record's total [9.32]. */
export function armourBonus(a: GameAdventurer): number {
  return a.magicItems.reduce((sum, i) => sum + (i.kind === 'armour' ? i.bonus : 0), 0);
}

/** Where an adventurer stands in the marching order, "row 1, box 2", or null. */
export function placeInOrder(state: DeathmazeState, id: string): string | null {
  for (const [r, row] of state.marchingOrder.rows.entries()) {
    const b = row.indexOf(id);
    if (b >= 0) return `row ${r + 1}, box ${b + 1}`;
  }
  return null;
}
