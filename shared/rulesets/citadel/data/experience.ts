import { levelModifiers, type Level } from './levels';

/** PL 12.0: the experience of a fight is 6 × the slain monsters' Wound Points, then the Level Chart's multiplier (6.7). */
export const EXPERIENCE_PER_WOUND_POINT = 6;

/**
 * PL 12.0 with 6.7: experience for the monsters slain in one fight, given each one's starting Wound Points (level
 * modifier included). Split among the living as the players choose, fractions dropped.
 */
export function fightExperience(startingWoundPoints: readonly number[], level: Level): number {
  const total = startingWoundPoints.reduce((sum, wp) => sum + wp, 0);
  return total * EXPERIENCE_PER_WOUND_POINT * levelModifiers(level).experience;
}

/** PL 12.2–12.3: the price of +1 to one characteristic after an expedition, in experience and Gold Marks. */
export const ADVANCEMENT_COST = { standard: 100, combatBonus: 150 } as const;

/**
 * PL 17.5: costs rise 10% after each expedition from the second exit on; read as 10% of the base per exit from the
 * second, rounded down (see citadelRulings, reconstructed).
 */
export function advancementCost(kind: keyof typeof ADVANCEMENT_COST, exits: number): number {
  if (!Number.isInteger(exits) || exits < 1) throw new Error('Advancement is bought after an expedition: exits must be a whole number of at least 1.');
  const base = ADVANCEMENT_COST[kind];
  return Math.floor((base * (100 + 10 * (exits - 1))) / 100);
}
