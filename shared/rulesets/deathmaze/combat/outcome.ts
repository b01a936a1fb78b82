import type { MarchingOrder } from './marching-order';
import type { CombatState, CombatStatus } from './types';

export interface AdventurerAfterCombat {
  readonly id: string;
  readonly wounds: number;
  readonly dead: boolean;
  /** After recovering thrown daggers: what he holds when the fight is over. */
  readonly weaponInHand: string | null;
  /** [8.47] Throwing daggers picked up once the party has won (a dead man's are listed too, for whoever inherits them). */
  readonly recoveredWeapons: readonly string[];
  /** Items used up during the fight, for the caller to strike from the inventory. */
  readonly itemsUsed: readonly string[];
  readonly experience: number;
}

export interface CombatOutcome {
  readonly status: CombatStatus;
  readonly rounds: number;
  /** [8.6] Sum of the Wound Points the monsters had before combat began. */
  readonly monsterWoundPoints: number;
  /** [8.6] Points given to each living adventurer (0 until the party has won). */
  readonly experienceEach: number;
  readonly adventurers: readonly AdventurerAfterCombat[];
  /** The party's rows as the fight left them (the dead removed); free to rearrange again once combat ends [5.14]. */
  readonly marchingOrder: MarchingOrder;
}

/**
 * [8.6] Once every monster is dead: total the monsters' Wound Points, multiply by six, divide by the number of living
 * adventurers (charmed monsters do not count, [9.45]) rounding down; each living adventurer receives that.
 */
export function experienceForVictory(monsterWoundPoints: readonly number[], livingAdventurers: number): number {
  if (livingAdventurers <= 0) return 0;
  const total = monsterWoundPoints.reduce((a, b) => a + b, 0);
  return Math.floor((total * 6) / livingAdventurers);
}

export function combatOutcome(state: CombatState): CombatOutcome {
  const monsterWoundPoints = state.monsters.reduce((sum, m) => sum + m.woundPoints, 0);
  const earners = state.adventurers.filter((a) => !a.dead && !a.charmedMonster);
  const experienceEach =
    state.status === 'partyWon' ? experienceForVictory(state.monsters.map((m) => m.woundPoints), earners.length) : 0;
  return {
    status: state.status,
    rounds: state.round,
    monsterWoundPoints,
    experienceEach,
    marchingOrder: { rows: state.party.rows.map((r) => [...r]) },
    adventurers: state.adventurers.map((a) => {
      const recovered = state.status === 'partyWon' ? [...a.thrown] : [];
      const weaponInHand = a.weaponInHand ?? recovered[0] ?? null;
      return {
        id: a.id,
        wounds: a.wounds,
        dead: a.dead,
        weaponInHand,
        recoveredWeapons: recovered,
        itemsUsed: [...a.itemsUsed],
        experience: !a.dead && !a.charmedMonster ? experienceEach : 0,
      };
    }),
  };
}
