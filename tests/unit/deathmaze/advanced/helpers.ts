import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import type { CombatAction, CombatMonster, CombatState, MarchingOrder, WeaponKind } from '../../../../shared/rulesets/deathmaze/combat';
import {
  applyAdvancedCombatAction,
  startAdvancedCombat,
  type AdvancedCombatAdventurer,
  type AdvancedCombatant,
} from '../../../../shared/rulesets/deathmaze/advanced';

/** Dice that land as told, in order, so a test can stage the exact awkward case; throws if the script runs out. */
export class ScriptedRng extends Rng {
  private readonly faces: number[];
  constructor(faces: readonly number[]) {
    super(Rng.fromSeedNumber(1).state());
    this.faces = [...faces];
  }
  override int(from: number, to: number): number {
    const next = this.faces.shift();
    if (next === undefined) throw new Error('ScriptedRng: out of dice');
    if (next < from || next > to) throw new Error(`ScriptedRng: ${next} is not in ${from}..${to}`);
    return next;
  }
  get left(): number {
    return this.faces.length;
  }
}

export function member(id: string, kinds: readonly WeaponKind[], advanced: AdvancedCombatant, extra: Partial<AdvancedCombatAdventurer> = {}): AdvancedCombatAdventurer {
  const weapons = kinds.map((kind, i) => ({ id: `${id}-${kind}-${i}`, kind }));
  return { id, name: id, woundPoints: 8, wounds: 0, weapons, weaponInHand: weapons[0]?.id ?? null, advanced, ...extra };
}

export const wizard = (id: string, spells: AdvancedCombatant['spells'], extra: Partial<AdvancedCombatAdventurer> = {}, adv: Partial<AdvancedCombatant> = {}) =>
  member(id, ['dagger', 'throwingDagger'], { class: 'wizard', magicResistance: 2, spells, ...adv }, { woundPoints: 4, ...extra });
export const hero = (id: string, extra: Partial<AdvancedCombatAdventurer> = {}, adv: Partial<AdvancedCombatant> = {}) =>
  member(id, ['sword', 'bow'], { class: 'hero', magicResistance: 1, ...adv }, extra);

export function beast(id: string, type: string, woundPoints: number, combatBonus: number | 'W' = 0, extra: Partial<CombatMonster> = {}): CombatMonster {
  return { id, type, name: id, combatBonus, woundPoints, ...extra };
}

export const order = (...rows: (string | null)[][]): MarchingOrder => ({ rows });

export function begin(party: readonly AdvancedCombatAdventurer[], marchingOrder: MarchingOrder, monsters: readonly CombatMonster[], rng: Rng) {
  const step = startAdvancedCombat({ adventurers: party, marchingOrder }, monsters, rng);
  if (!step.ok) throw new Error(`start refused: [${step.rule}] ${step.message}`);
  return step;
}

export function act(combat: CombatState, action: CombatAction, rng: Rng): { combat: CombatState; events: readonly GameEvent[] } {
  const step = applyAdvancedCombatAction(combat, action, rng);
  if (!step.ok) throw new Error(`Refused ${JSON.stringify(action)}: [${step.rule}] ${step.message}`);
  return step;
}

export const texts = (events: readonly GameEvent[]) => events.map((e) => e.text).join('\n');
