import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { rollMagicItem } from '../../../../shared/rulesets/deathmaze/data/magic-items';
import { applyAction, type DeathmazeState, type Loot } from '../../../../shared/rulesets/deathmaze/game';
import { describeTreasure, isEmptyTreasure } from '../../../../shared/rulesets/deathmaze/data/treasure';
import { afterEncounter, afterEncounterIn, settle, toTreasure, toTreasureIn } from '../../../../shared/rulesets/deathmaze/game/flow';
import { newId } from '../../../../shared/rulesets/deathmaze/game/party';
import { buildPool, copyState, gameItem } from '../../../../shared/rulesets/deathmaze/game/state-copy';
import { fresh } from './helpers';

/** The exploring states of autoplayed Basic expeditions (rooms with and without features, their maze and pool as played). */
function exploringStates(): DeathmazeState[] {
  const out: DeathmazeState[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    const start = fresh(seed);
    let state: DeathmazeState = start.state;
    for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
      if (state.phase.kind === 'exploring') out.push(state);
      const r = applyAction(state, chooseAction(state), start.rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return out;
}

/** Loot as a fight leaves it: a treasure with Bezants, gems and magic items, an empty one, a chest, a bare purse. */
function someLoot(seed: number): Loot[] {
  const rng = Rng.fromSeedNumber(seed);
  const items = [rollMagicItem(rng).item, rollMagicItem(rng).item];
  return [
    { treasure: { letter: 'A', bezants: 12, gems: [50, 10], magicItems: items, inChest: false }, opened: false },
    { treasure: { letter: 'B', bezants: 0, gems: [], magicItems: [], inChest: false }, opened: false },
    { treasure: { letter: 'I', bezants: 30, gems: [], magicItems: [], inChest: true }, opened: false },
    { treasure: { letter: 'C', bezants: 7, gems: [], magicItems: [], inChest: false }, opened: false },
  ];
}

/** toTreasure as it was written before it stored into one copy: a copy per store, an id per item through newId. */
function toTreasureByCopies(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  if (state.loot.length === 0) return settle(state, events);
  let next = state;
  const keep: Loot[] = [];
  for (const loot of state.loot) {
    const t = loot.treasure;
    if (t.inChest && !loot.opened) keep.push(loot);
    else if (!isEmptyTreasure(t)) {
      const paid = copyState(next);
      paid.pool = buildPool({ bezants: next.pool.bezants + t.bezants, gems: [...next.pool.gems, ...t.gems] });
      let withIds: DeathmazeState = paid;
      const items = [];
      for (const item of t.magicItems) {
        const made = newId(withIds, 'i');
        withIds = made.state;
        items.push(gameItem(item, made.id));
      }
      const withItems = copyState(withIds);
      withItems.unassigned = [...withIds.unassigned, ...items];
      next = withItems;
      events.push({ kind: 'treasure.taken', section: '9.18', text: `The party takes ${describeTreasure(t)}${t.inChest ? ' from the chest' : ''}.`, data: { bezants: t.bezants, gems: t.gems } });
    }
  }
  const kept = copyState(next);
  kept.loot = keep;
  return settle(kept, events);
}

/** A step's result and events, and whether it left the state it was given as it was. */
function run(state: DeathmazeState, step: (s: DeathmazeState, events: GameEvent[]) => DeathmazeState): { json: string; events: GameEvent[] } {
  const before = JSON.stringify(state);
  const events: GameEvent[] = [];
  const json = JSON.stringify(step(state, events));
  expect(JSON.stringify(state)).toBe(before);
  return { json, events };
}

/*
 * A fight's end (and a move) goes on through the feature, the treasure and the settling into the state it has just
 * copied, rather than copying it again at each step (flow.ts, Fresh). Each must give what the copying step gives.
 */
describe('the steps out of a fight, into a state just copied', () => {
  const states = exploringStates();

  it('afterEncounterIn gives what afterEncounter gives', () => {
    let features = 0;
    for (const state of states) {
      const copied = run(state, (s, events) => afterEncounter(s, events));
      const stored = run(state, (s, events) => afterEncounterIn(copyState(s), events));
      expect(stored).toEqual(copied);
      if (JSON.parse(copied.json).phase.kind === 'feature') features++;
    }
    expect(features).toBeGreaterThan(5);
  });

  it('toTreasure and toTreasureIn give what a copy per store gave: treasures taken, ids numbered, chests kept', () => {
    let taken = 0;
    for (let i = 0; i < states.length; i += 7) {
      const state = states[i]!;
      for (const loot of [someLoot(i), someLoot(i).slice(1), []]) {
        const withLoot = copyState(state);
        withLoot.loot = loot;
        const copied = run(withLoot, (s, events) => toTreasureByCopies(s, events));
        expect(run(withLoot, (s, events) => toTreasure(s, events))).toEqual(copied);
        expect(run(withLoot, (s, events) => toTreasureIn(copyState(s), events))).toEqual(copied);
        taken += copied.events.filter((e) => e.kind === 'treasure.taken').length;
      }
    }
    expect(taken).toBeGreaterThan(20);
  });
});
