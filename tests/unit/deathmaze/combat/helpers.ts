import { readRuleText } from '../../../support/rule-texts';
import { expect } from 'vitest';
import type { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import {
  applyCombatAction,
  combatChoices,
  forcedMovers,
  resolveDeclaredAttacks,
  startCombat,
  type CombatAction,
  type CombatAdventurer,
  type CombatMonster,
  type CombatState,
  type MarchingOrder,
  type StartCombatOptions,
  type WeaponKind,
} from '../../../../shared/rulesets/deathmaze/combat';

/** The 1979 rules text; only inside `describeWithRuleTexts` (the texts live beside the repository). */
export const read1979 = () => readRuleText('deathmaze-1979-rules.txt');

export function adventurer(
  id: string,
  kinds: readonly WeaponKind[],
  extra: Partial<CombatAdventurer> = {},
): CombatAdventurer {
  const weapons = kinds.map((kind, i) => ({ id: `${id}-${kind}-${i}`, kind }));
  return { id, name: id, woundPoints: 8, wounds: 0, weapons, weaponInHand: weapons[0]?.id ?? null, ...extra };
}

export function monster(id: string, woundPoints: number, combatBonus: number | 'W' = 0, extra: Partial<CombatMonster> = {}): CombatMonster {
  return { id, type: 'Skeleton', name: id, combatBonus, woundPoints, ...extra };
}

export function order(...rows: (string | null)[][]): MarchingOrder {
  return { rows };
}

export function start(
  adventurers: readonly CombatAdventurer[],
  marchingOrder: MarchingOrder,
  monsters: readonly CombatMonster[],
  rng: Rng,
  options: StartCombatOptions = {},
): { combat: CombatState; events: readonly GameEvent[] } {
  const step = startCombat({ adventurers, marchingOrder }, monsters, rng, options);
  if (!step.ok) throw new Error(`startCombat refused: ${step.rule} ${step.message}`);
  return step;
}

/**
 * One action; an attack is declared and then resolved at once [8.42] (ending the phase would also run the monsters'),
 * so each test sees the attack it makes.
 */
export function act(combat: CombatState, action: CombatAction, rng: Rng): { combat: CombatState; events: readonly GameEvent[] } {
  const step = applyCombatAction(combat, action, rng);
  if (!step.ok) throw new Error(`Refused ${JSON.stringify(action)}: [${step.rule}] ${step.message}`);
  if (action.type !== 'attack') return step;
  const resolved = resolveDeclaredAttacks(step.combat, rng);
  if (!resolved.ok) throw new Error(resolved.message);
  return { combat: resolved.combat, events: [...step.events, ...resolved.events] };
}

export function expectRefused(combat: CombatState, action: CombatAction, rng: Rng, rule: string): string {
  const step = applyCombatAction(combat, action, rng);
  expect(step.ok).toBe(false);
  if (step.ok) return '';
  expect(step.rule).toBe(rule);
  return step.message;
}

/**
 * A simple, deterministic player: each adventurer takes his first offered attack, the phase then ends; in
 * reorganization the first forced move (if any) is made and the phase ends.
 */
export function autoPlay(combat: CombatState, rng: Rng, maxActions = 500): { combat: CombatState; events: GameEvent[]; actions: CombatAction[] } {
  const events: GameEvent[] = [];
  const actions: CombatAction[] = [];
  let state = combat;
  for (let i = 0; i < maxActions && state.status === 'ongoing'; i++) {
    const choices = combatChoices(state);
    const pick =
      choices.find((c) => c.action.type === 'attack') ??
      (forcedMovers(state) && !state.rowMoveMade ? choices.find((c) => isForward(state, c.action)) : undefined) ??
      choices.find((c) => c.action.type === 'endPartyCombat' || c.action.type === 'endPartyReorganization');
    if (!pick) throw new Error(`No choice in phase ${state.phase}`);
    const step = act(state, pick.action, rng);
    actions.push(pick.action);
    events.push(...step.events);
    state = step.combat;
  }
  return { combat: state, events, actions };
}

function isForward(state: CombatState, action: CombatAction): boolean {
  if (action.type !== 'moveRow') return false;
  const row = state.party.rows.findIndex((r) => r.includes(action.adventurerId));
  return action.toRow === row - 1;
}
