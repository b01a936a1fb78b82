import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import {
  applyCombatAction,
  chooseCombatAction,
  monsterCombatant,
  startCombat,
  type CitadelCombat,
  type CombatAction,
  type CombatCharacterInput,
  type CombatContext,
  type CombatMonsterInput,
  type CombatOutcome,
  type Row,
} from '../../../../shared/rulesets/citadel/combat';
import type { MonsterId } from '../../../../shared/rulesets/citadel';

/** A character with a sword (and whatever else is given), no skills unless given. */
export function character(id: string, extra: Partial<CombatCharacterInput> = {}): CombatCharacterInput {
  return {
    id,
    name: id,
    woundPoints: 10,
    wounds: 0,
    combatBonus: 0,
    resistance: 0,
    weapons: [{ id: `${id}-sword`, kind: 'sword' }],
    ...extra,
  };
}

/** A monster with fixed numbers (not rolled), of the given kind. */
export function monster(id: string, kind: MonsterId, extra: Partial<CombatMonsterInput> = {}): CombatMonsterInput {
  return { id, monster: kind, name: id, woundPoints: 10, combatBonus: 0, resistance: 0, weapon: null, spells: [], ...extra };
}

export function rolled(kind: MonsterId, id: string, level: 1 | 2 | 3, seed: number): CombatMonsterInput {
  return monsterCombatant(kind, id, level, Rng.fromSeedNumber(seed), []);
}

export function order(...rows: (string | null)[][]): Row[] {
  return rows;
}

export function start(characters: CombatCharacterInput[], rows: Row[], monsters: CombatMonsterInput[], rng: Rng, context: Partial<CombatContext> = {}) {
  const r = startCombat({ characters, order: rows }, monsters, { level: 1, ...context }, rng);
  if (!r.ok) throw new Error(r.message);
  return r;
}

export function act(combat: CitadelCombat, action: CombatAction, rng: Rng) {
  const r = applyCombatAction(combat, action, rng);
  if (!r.ok) throw new Error(`${action.type}: ${r.message}`);
  return r;
}

/** Plays the fight out with the policy; every event kept. */
export function playOut(combat: CitadelCombat, rng: Rng, limit = 500): { combat: CitadelCombat; outcome: CombatOutcome | undefined; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let c = combat;
  for (let i = 0; i < limit; i++) {
    const a = chooseCombatAction(c);
    if (!a) return { combat: c, outcome: undefined, events };
    const r = act(c, a, rng);
    events.push(...r.events);
    c = r.combat;
    if (r.outcome) return { combat: c, outcome: r.outcome, events };
  }
  throw new Error('The fight did not end.');
}

export const fighterOf = (c: CitadelCombat, id: string) => c.fighters.find((f) => f.id === id)!;

/**
 * Dice that land as the test says, in order: for rules that turn on one face (the Medusa's 6, a failed Resistance
 * Check). Any roll beyond the script fails the test, so the rolls a rule makes are checked too.
 */
export class ScriptedDice extends Rng {
  private readonly faces: number[];
  constructor(faces: readonly number[]) {
    super(Rng.fromSeedNumber(1).state());
    this.faces = [...faces];
  }
  override int(from: number, to: number): number {
    const face = this.faces.shift();
    if (face === undefined) throw new Error('A roll was made beyond the scripted dice.');
    if (face < from || face > to) throw new Error(`Scripted face ${face} is outside ${from}-${to}.`);
    return face;
  }
  get left(): number {
    return this.faces.length;
  }
}

export const rollEvents = (events: readonly GameEvent[]) => events.filter((e) => e.kind === 'roll');
