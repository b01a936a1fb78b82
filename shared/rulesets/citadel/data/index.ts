import type { RangeTable, Table } from '../../../core/table';
import { monsterAbilitiesChart } from './abilities';
import type { ReferenceChart } from './chart';
import { dominantSunTable, heroChart, initiateChart, magicPotentialTable } from './characters';
import { combatResultsTable } from './crt';
import { featureTables, mirrorLevelTable, mirrorTilesAwayTable } from './features';
import { levelChart } from './levels';
import { monsterCharacteristicsChart, monsterCounters, roomMonsterTable, wanderingMonsterTable } from './monsters';
import { briberyTable, negotiationTable } from './negotiation';
import { spellChart } from './spells';
import { trapTable } from './traps';
import { jewelTable, magicItemKindTables, magicItemTypeTable, treasureTypeTable, weaponBonusTable } from './treasure';

export * from './abilities';
export * from './chart';
export * from './characters';
export * from './crt';
export * from './experience';
export * from './features';
export * from './levels';
export * from './monsters';
export * from './negotiation';
export * from './spells';
export * from './traps';
export * from './treasure';
export * from './treasure-rolls';

/** Every Citadel table that is rolled on with one or two dice, for the reference view and `tables --json`. */
export const citadelTables: readonly Table<unknown>[] = [
  magicPotentialTable,
  dominantSunTable,
  trapTable,
  roomMonsterTable,
  wanderingMonsterTable,
  negotiationTable,
  ...Object.values(featureTables),
  mirrorLevelTable,
  mirrorTilesAwayTable,
  jewelTable,
  weaponBonusTable,
  magicItemTypeTable,
  ...(Object.values(magicItemKindTables) as RangeTable<unknown>[]),
];

/** The charts looked up rather than rolled on. */
export const citadelCharts: readonly ReferenceChart[] = [
  heroChart,
  initiateChart,
  levelChart,
  monsterCharacteristicsChart,
  monsterCounters,
  spellChart,
  treasureTypeTable,
  monsterAbilitiesChart,
];

/** The two tables of their own shape: the 7-column CRT (9.9) and the Bribery Table (8.9). */
export const citadelSpecialTables = [combatResultsTable, briberyTable] as const;
