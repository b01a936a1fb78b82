import type { Rng } from '../../../core/rng';
import { rollOnRange, type RangeTable } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { message, tableRollEvents, type Resolved } from './events';
import { drinkPotion, MAGIC_ITEM_NAMES, rollPoison, rollPotionType, type Drinker, type MagicItem, type PotionEffect, type PotionType } from './magic-items';
import { makeGroup, type Game, type MonsterGroup, type MonsterId } from './monsters';
import { rollGem, rollTreasure, type Treasure } from './treasure';

/**
 * [6.0] A room has an unusual feature when its Room chit shows the symbol: nothing is rolled for it. (Same literals
 * as the maze's chit Feature.) A room under a trap door never has one [6.32].
 */
export type UnusualFeature = 'fountain' | 'statue' | 'trapDoor';

export const FEATURE_NAMES: Readonly<Record<UnusualFeature, string>> = { fountain: 'Fountain', statue: 'Statue', trapDoor: 'Trap Door' };

export function featureOfRoom(chit: { readonly feature?: UnusualFeature | undefined }): UnusualFeature | null {
  return chit.feature ?? null;
}

export type FountainResult = 'poison' | 'potion' | 'alcohol' | 'noEffect';
export type StatueResult = 'gargoyle' | 'potion' | 'gems' | 'noEffect';
export type TrapDoorResult = 'room' | 'treasureJ' | 'trap' | 'noEffect';

/** [6.15] */
export const fountainTable: RangeTable<FountainResult> = {
  kind: 'range',
  id: 'fountain-table',
  section: '6.15',
  title: 'Fountain Table',
  dice: '1D6',
  rows: [
    { min: 1, max: 1, result: 'poison' },
    { min: 2, max: 4, result: 'potion' },
    { min: 5, max: 5, result: 'alcohol' },
    { min: 6, max: 6, result: 'noEffect' },
  ],
};

/** [6.25] */
export const statueTable: RangeTable<StatueResult> = {
  kind: 'range',
  id: 'statue-table',
  section: '6.25',
  title: 'Statue Table',
  dice: '1D6',
  rows: [
    { min: 1, max: 2, result: 'gargoyle' },
    { min: 3, max: 3, result: 'potion' },
    { min: 4, max: 5, result: 'gems' },
    { min: 6, max: 6, result: 'noEffect' },
  ],
};

/** [6.35] */
export const trapDoorTable: RangeTable<TrapDoorResult> = {
  kind: 'range',
  id: 'trap-door-table',
  section: '6.35',
  title: 'Trap Door Table',
  dice: '1D6',
  rows: [
    { min: 1, max: 2, result: 'room' },
    { min: 3, max: 3, result: 'treasureJ' },
    { min: 4, max: 5, result: 'trap' },
    { min: 6, max: 6, result: 'noEffect' },
  ],
};

export const featureTables = [fountainTable, statueTable, trapDoorTable] as const;

export const FOUNTAIN_TEXT: Record<FountainResult, string> = { poison: 'Poison', potion: 'Potion', alcohol: 'Alcohol', noEffect: 'No Effect' };
export const STATUE_TEXT: Record<StatueResult, string> = { gargoyle: 'Becomes Gargoyle', potion: 'Produces Potion', gems: 'Gems', noEffect: 'No Effect' };
export const TRAP_DOOR_TEXT: Record<TrapDoorResult, string> = { room: 'Room', treasureJ: 'Type J Treasure', trap: 'Trap', noEffect: 'No Effect' };

/** [6.11]–[6.14] What happened to the investigator at a fountain. */
export interface FountainOutcome {
  readonly result: FountainResult;
  /** Wounds the investigator suffers (poison, or a poison potion). */
  readonly wounds: number;
  /** [6.14] The investigator is drunk: Combat Bonus −2 for the rest of the game. */
  readonly drunk: boolean;
  /** [6.13] The potion the water is; the investigator drank it, and the party may take one dose. */
  readonly potion: PotionType | null;
  readonly potionEffect: PotionEffect | null;
  readonly doseTaken: MagicItem | null;
}

/** [6.1] One delegated adventurer investigates a fountain. */
export function investigateFountain(
  investigator: Drinker,
  rng: Rng,
  monstersPresent: readonly MonsterId[] = [],
): FountainOutcome & Resolved {
  const r = rollOnRange(rng, fountainTable, (x) => FOUNTAIN_TEXT[x], { purpose: `${investigator.name} investigates the fountain` });
  const events: GameEvent[] = tableRollEvents(fountainTable, r, `Fountain Table: ${FOUNTAIN_TEXT[r.result]}`);
  const none = { wounds: 0, drunk: false, potion: null, potionEffect: null, doseTaken: null };
  switch (r.result) {
    case 'poison': {
      const p = rollPoison(investigator, '6.12', 'poisonous water', rng);
      return { result: r.result, ...none, wounds: p.wounds, events: [...events, ...p.events] };
    }
    case 'potion': {
      const t = rollPotionType(rng, 'The fountain water');
      const d = drinkPotion(t.potion, investigator, monstersPresent, rng);
      const wounds = d.effect.kind === 'wounds' ? d.effect.wounds : 0;
      events.push(...t.events, message(`The water is a Potion of ${MAGIC_ITEM_NAMES.potion[t.potion]}; the party may take one dose.`, '6.13'), ...d.events);
      return { result: r.result, ...none, wounds, potion: t.potion, potionEffect: d.effect, doseTaken: { kind: 'potion', potion: t.potion }, events };
    }
    case 'alcohol':
      events.push(message(`${investigator.name} is drunk: Combat Bonus −2 for the rest of the game.`, '6.14'));
      return { result: r.result, ...none, drunk: true, events };
    case 'noEffect':
      return { result: r.result, ...none, events };
  }
}

/** [6.21]–[6.24] What a statue turned out to be. */
export interface StatueOutcome {
  readonly result: StatueResult;
  /** [6.22] The statue is now a Gargoyle: the party may negotiate or fight; it may have treasure. */
  readonly gargoyle: MonsterGroup | null;
  /** [6.23] A potion hidden in the base, to be tested like any potion [9.41]. */
  readonly potion: MagicItem | null;
  /** [6.24] The two eyes are gems, each valued on the Gems Table. */
  readonly gems: readonly number[];
}

/** [6.2] The party investigates a statue. */
export function investigateStatue(investigator: { readonly name: string }, rng: Rng): StatueOutcome & Resolved {
  const r = rollOnRange(rng, statueTable, (x) => STATUE_TEXT[x], { purpose: `${investigator.name} investigates the statue` });
  const events: GameEvent[] = tableRollEvents(statueTable, r, `Statue Table: ${STATUE_TEXT[r.result]}`);
  const none = { gargoyle: null, potion: null, gems: [] as number[] };
  switch (r.result) {
    case 'gargoyle': {
      const g = makeGroup('gargoyle', 1, 'statue', rng);
      events.push(message('The statue turns into a living Gargoyle!', '6.22'), ...g.events);
      return { result: r.result, ...none, gargoyle: g.group, events };
    }
    case 'potion':
      events.push(message('A potion is hidden in the base of the statue.', '6.23'));
      return { result: r.result, ...none, potion: { kind: 'potion', potion: null }, events };
    case 'gems': {
      const gems: number[] = [];
      for (const eye of ['left', 'right']) {
        const g = rollGem(rng);
        gems.push(g.value);
        events.push(...g.events.map((e) => ({ ...e, text: `The statue's ${eye} eye: ${e.text}` })));
      }
      events.push(message(`The statue's eyes are gems worth ${gems.join(' and ')} Bezants.`, '6.24'));
      return { result: r.result, ...none, gems, events };
    }
    case 'noEffect':
      return { result: r.result, ...none, events };
  }
}

/** [6.31]–[6.34] What a trap door hides. */
export interface TrapDoorOutcome {
  readonly result: TrapDoorResult;
  /** [6.33] A Type J Treasure (in a chest, so check it with checkChestTrap). */
  readonly treasure: Treasure | null;
}

/**
 * [6.3] The party investigates a trap door.
 * - 'room': a room lies below with no doors and no unusual feature; the caller checks it for room monsters [6.32].
 * - 'trap': a trap [6.34]; the caller has the investigator open it with openTrapped (a Thief may detrap it).
 */
export function investigateTrapDoor(investigator: { readonly name: string }, rng: Rng, game: Game = 'basic'): TrapDoorOutcome & Resolved {
  const r = rollOnRange(rng, trapDoorTable, (x) => TRAP_DOOR_TEXT[x], { purpose: `${investigator.name} investigates the trap door` });
  const events: GameEvent[] = tableRollEvents(trapDoorTable, r, `Trap Door Table: ${TRAP_DOOR_TEXT[r.result]}`);
  switch (r.result) {
    case 'room':
      events.push(message('The trap door leads to a room below, with no doors or unusual features.', '6.32'));
      return { result: r.result, treasure: null, events };
    case 'treasureJ': {
      const t = rollTreasure('J', rng, game);
      events.push(message('The trap door hides a Type J Treasure.', '6.33'), ...t.events);
      return { result: r.result, treasure: t.treasure, events };
    }
    case 'trap':
      events.push(message('The trap door hides a trap.', '6.34'));
      return { result: r.result, treasure: null, events };
    case 'noEffect':
      return { result: r.result, treasure: null, events };
  }
}
