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
  return experienceShare(
    monsterWoundPoints.reduce((a, b) => a + b, 0),
    livingAdventurers,
  );
}

/** [8.6] The share of each of `livingAdventurers` in a total of monster Wound Points. */
function experienceShare(totalWoundPoints: number, livingAdventurers: number): number {
  if (livingAdventurers <= 0) return 0;
  return Math.floor((totalWoundPoints * 6) / livingAdventurers);
}

/** [8.6] The Wound Points of the monsters a fight's experience is shared from. */
export function monsterWoundPointsOf(state: CombatState): number {
  // Plain indexed loops rather than filtered, mapped and reduced lists or for…of: run at the end of every fight, in
  // unoptimized code for the first few hundred expeditions (where each for…of step is a call to the iterator).
  let monsterWoundPoints = 0;
  const monsters = state.monsters;
  for (let i = 0; i < monsters.length; i++) monsterWoundPoints += monsters[i]!.woundPoints;
  return monsterWoundPoints;
}

/** [8.6] What each living adventurer (not a charmed monster) gains from the fight: 0 unless the party won. */
export function experienceEachOf(state: CombatState, monsterWoundPoints: number): number {
  if (state.status !== 'partyWon') return 0;
  let earners = 0;
  const adventurers = state.adventurers;
  for (let i = 0; i < adventurers.length; i++) if (!adventurers[i]!.dead && !adventurers[i]!.charmedMonster) earners++;
  return experienceShare(monsterWoundPoints, earners);
}

export function combatOutcome(state: CombatState): CombatOutcome {
  const monsterWoundPoints = monsterWoundPointsOf(state);
  const experienceEach = experienceEachOf(state, monsterWoundPoints);
  const rows: (string | null)[][] = [];
  for (const r of state.party.rows) rows.push(r.slice());
  const adventurers: AdventurerAfterCombat[] = [];
  for (const a of state.adventurers) {
    const recovered = state.status === 'partyWon' ? a.thrown.slice() : [];
    const weaponInHand = a.weaponInHand ?? recovered[0] ?? null;
    adventurers.push({
      id: a.id,
      wounds: a.wounds,
      dead: a.dead,
      weaponInHand,
      recoveredWeapons: recovered,
      itemsUsed: a.itemsUsed.slice(),
      experience: !a.dead && !a.charmedMonster ? experienceEach : 0,
    });
  }
  return {
    status: state.status,
    rounds: state.round,
    monsterWoundPoints,
    experienceEach,
    marchingOrder: { rows },
    adventurers,
  };
}
