import type { Rng } from '../../../core/rng';
import { rollOnRange, type RangeTable } from '../../../core/table';
import { tableRollEvents, type Resolved } from './events';

/**
 * [5.3] Exploration Table. The chart prints four checks on 1D6; each is a small range table so the log can point at
 * the line that was read.
 */
function check(id: string, title: string, hitMax: number): RangeTable<boolean> {
  return {
    kind: 'range',
    id,
    section: '5.3',
    title,
    dice: '1D6',
    rows: [
      { min: 1, max: hitMax, result: true },
      { min: hitMax + 1, max: 6, result: false },
    ],
  };
}

/** Printed "Room Trapped on 1"; [5.26] makes it the check for a trapped door on entering through a door. */
export const doorTrapCheck = check('exploration-door-trap', 'Exploration Table: door trapped on 1', 1);
/** [5.27] a corridor, or a room visited before. */
export const wanderingMonsterCheck = check('exploration-wandering-monster', 'Exploration Table: wandering monster on 1', 1);
/** [5.27] a room not visited before. */
export const roomMonsterCheck = check('exploration-room-monster', 'Exploration Table: room monster on 1-3', 3);
/** [9.16] treasure of Type I or J is in a chest, trapped on 1-3. */
export const chestTrapCheck = check('exploration-chest-trap', 'Exploration Table: Treasure Type I or J trapped on 1-3', 3);

export const explorationTables = [doorTrapCheck, wanderingMonsterCheck, roomMonsterCheck, chestTrapCheck] as const;

/** [5.26] a) Was the door the party just went through trapped? (Never for doors onto explored segments, [5.28].) */
export function checkDoorTrap(rng: Rng, purpose = 'Door the party went through'): { trapped: boolean } & Resolved {
  const r = rollOnRange(rng, doorTrapCheck, describeTrapped, { purpose });
  return { trapped: r.result, events: tableRollEvents(doorTrapCheck, r, r.result ? 'Door trap check: the door is trapped!' : 'Door trap check: no trap.') };
}

function describeTrapped(trapped: boolean): string {
  return trapped ? 'Trapped' : 'Not trapped';
}

/** Where the party stands decides which monster check and which monster table apply [5.27], [7.11], [7.12]. */
export type SegmentKind = 'corridor' | 'visitedRoom' | 'newRoom';
export type MonsterTableKind = 'wandering' | 'room';

export function monsterTableFor(segment: SegmentKind): MonsterTableKind {
  return segment === 'newRoom' ? 'room' : 'wandering';
}

/** [5.26] b), [5.27] Are there monsters in the segment? Says which table to roll them on [7.11]/[7.12]. */
export function checkForMonsters(segment: SegmentKind, rng: Rng): { present: boolean; table: MonsterTableKind } & Resolved {
  const check = MONSTER_CHECKS[segment];
  const r = rollOnRange(rng, check.checkTable, describePresence, check.options);
  return {
    present: r.result,
    table: check.table,
    events: tableRollEvents(check.checkTable, r, r.result ? check.foundText : check.emptyText),
  };
}

function describePresence(present: boolean): string {
  return present ? 'Monsters' : 'No monsters';
}

/** One kind of segment's monster check and its words for the log. */
interface MonsterCheck {
  readonly table: MonsterTableKind;
  readonly checkTable: RangeTable<boolean>;
  readonly options: { readonly purpose: string };
  readonly foundText: string;
  readonly emptyText: string;
}

/** Each kind of segment's monster check, worked out once: a check is made on every move. */
const MONSTER_CHECKS: Readonly<Record<SegmentKind, MonsterCheck>> = {
  corridor: monsterCheck('corridor'),
  visitedRoom: monsterCheck('visitedRoom'),
  newRoom: monsterCheck('newRoom'),
};

function monsterCheck(segment: SegmentKind): MonsterCheck {
  const table = monsterTableFor(segment);
  const where = segment === 'corridor' ? 'corridor' : segment === 'visitedRoom' ? 'room visited before' : 'unexplored room';
  const what = table === 'room' ? 'a room monster' : 'wandering monsters';
  return {
    table,
    checkTable: table === 'room' ? roomMonsterCheck : wanderingMonsterCheck,
    options: { purpose: `Monster check, ${where}` },
    foundText: `Monster check (${where}): ${what}!`,
    emptyText: `Monster check (${where}): empty.`,
  };
}

/** [9.16] Is this chest (the treasure of one monster of Type I or J) trapped? */
export function checkChestTrap(rng: Rng, purpose = 'Treasure chest'): { trapped: boolean } & Resolved {
  const r = rollOnRange(rng, chestTrapCheck, describeTrapped, { purpose });
  return { trapped: r.result, events: tableRollEvents(chestTrapCheck, r, r.result ? 'Chest trap check: the chest is trapped!' : 'Chest trap check: no trap.') };
}
