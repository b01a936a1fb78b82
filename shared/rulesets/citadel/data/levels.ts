import type { ReferenceChart } from './chart';

export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

export interface LevelModifiers {
  /** Added to the monster's wound code (PL 6.8: "2+2" becomes "2+4" on level 2). */
  readonly monsterWoundPoints: number;
  readonly monsterCombatBonus: number;
  /** Added to the Negotiation Value; a monster whose NV is "None" stays unable to negotiate. */
  readonly monsterNegotiation: number;
  /** The number of monsters rolled is multiplied by this. */
  readonly monsterCount: number;
  /** The Treasure Type moves this many letters down the 14.9 table (C on level 3 is E). */
  readonly treasureShift: number;
  readonly experience: number;
}

/** 6.7 Level Chart, read by PL 6.8. */
export const levelChart = {
  kind: 'chart',
  id: 'citadel-level-chart',
  section: '6.7',
  title: 'Level Chart',
  columns: ['Level', 'Monster WP', 'Monster CB', 'Monster NV', 'No. of Monsters', 'Treasure Type', 'Experience Points'],
  rows: {
    1: { monsterWoundPoints: 0, monsterCombatBonus: 0, monsterNegotiation: 0, monsterCount: 1, treasureShift: 0, experience: 1 },
    2: { monsterWoundPoints: 2, monsterCombatBonus: 1, monsterNegotiation: 1, monsterCount: 1, treasureShift: 1, experience: 1 },
    3: { monsterWoundPoints: 4, monsterCombatBonus: 3, monsterNegotiation: 2, monsterCount: 2, treasureShift: 2, experience: 2 },
  } satisfies Record<Level, LevelModifiers>,
} as const satisfies ReferenceChart;

export function levelModifiers(level: Level): LevelModifiers {
  return levelChart.rows[level];
}
