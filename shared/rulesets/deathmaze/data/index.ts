import type { Table } from '../../../core/table';
import { explorationTables } from './exploration';
import { featureTables } from './features';
import { magicItemTables } from './magic-items';
import { monsterCharacteristicsChart, monsterCounters, monsterTables } from './monsters';
import { trapTables } from './traps';
import { treasureTables, treasureTypeTable } from './treasure';

export * from './characters';
export * from './events';
export * from './exploration';
export * from './features';
export * from './magic-items';
export * from './monsters';
export * from './negotiation';
export * from './rulings';
export * from './traps';
export * from './treasure';

/** Every table of this folder that is rolled on, for the reference view and `tables --json`. */
export const dataTables: readonly Table<unknown>[] = [
  ...explorationTables,
  ...featureTables,
  ...monsterTables,
  ...treasureTables,
  ...magicItemTables,
  ...trapTables,
];

/** A printed chart that is looked up rather than rolled on. */
export interface ReferenceChart {
  readonly kind: 'chart';
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: Readonly<Record<string, unknown>>;
}

/** The charts looked up by name: Monster Characteristics [7.5], the reconstructed counters [7.14], Treasure Types [9.81]. */
export const dataCharts: readonly ReferenceChart[] = [monsterCharacteristicsChart, monsterCounters, treasureTypeTable];
