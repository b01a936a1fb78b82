import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { checkChestTrap } from '../../../../shared/rulesets/deathmaze/data/exploration';
import { openTrapped, type OpenMethod } from '../../../../shared/rulesets/deathmaze/data/traps';
import { applyAction, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { checkAllDead, checkMonsters, refuse, settle, takeTreasure, toTreasure, type Refusal } from '../../../../shared/rulesets/deathmaze/game/flow';
import { living, wears, woundAdventurer } from '../../../../shared/rulesets/deathmaze/game/party';
import { neutralizers, poisonAdventurer } from '../../../../shared/rulesets/deathmaze/game/poison';
import { copyState, withAdventurer, withStat } from '../../../../shared/rulesets/deathmaze/game/state-copy';
import { dealWithTrap, openChest, sesameOf, trapRefusal, woundCharmed } from '../../../../shared/rulesets/deathmaze/game/traps';
import { buildPhase, exploringPhase } from '../../../../shared/rulesets/deathmaze/game/phase-records';
import { fresh } from './helpers';

/*
 * dealWithTrap and openChest copy the state once and store the trap's changes and the steps out into that copy. Here
 * they are held to the former code, written out below (a copy of the state for each change, each wound and each
 * step out), on every trap and chest of autoplayed expeditions, with every opener and method, several dice, and
 * parties worn down so that the traps kill.
 */

/** The former dealWithTrap: a copy per change. */
function dealWithTrapByCopies(state: DeathmazeState, method: OpenMethod, adventurerId: string, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const problem = trapRefusal(state, method, adventurerId);
  if (problem) return problem;
  const phase = state.phase;
  if (phase.kind !== 'trap') return refuse('10.1', 'There is no trap to deal with.');
  const opener = living(state).find((x) => x.id === adventurerId)!;
  const charmed = state.charmed ?? [];
  const victims = [...living(state).map((a) => ({ id: a.id, name: a.name, immuneToPoison: wears(a, 'neutralizePoison') })), ...charmed.map((c) => ({ id: c.id, name: c.name }))];
  const result = openTrapped({ id: opener.id, name: opener.name, detrap: opener.detrap, immuneToPoison: wears(opener, 'neutralizePoison') }, victims, method, rng);
  events.push(...result.events);
  let next: DeathmazeState = state;
  if (method === 'sesame') {
    const spice = sesameOf(opener)!;
    const spent = copyState(next);
    spent.party = next.party.map((a) => (a.id === opener.id ? withAdventurer(a, { magicItems: a.magicItems.filter((i) => i.id !== spice.id) }) : a));
    next = spent;
  }
  if (result.experience) {
    const gained = copyState(next);
    gained.party = next.party.map((a) => (a.id === opener.id ? withAdventurer(a, { experience: a.experience + result.experience }) : a));
    next = gained;
  }
  if (result.trap) {
    const sprung = copyState(next);
    sprung.stats = withStat(next.stats, 'trapsSprung', next.stats.trapsSprung + 1);
    next = sprung;
    for (const [id, wounds] of Object.entries(result.trap.wounds)) {
      if (charmed.some((c) => c.id === id)) {
        next = woundCharmed(next, id, wounds, events);
        continue;
      }
      const poison = result.trap.poison?.[id] ?? 0;
      if (poison > 0 && neutralizers(next).length) {
        next = woundAdventurer(next, id, wounds - poison, 'a trap', events);
        next = poisonAdventurer(next, id, poison, 'a poison trap', events);
      } else {
        next = woundAdventurer(next, id, wounds, 'a trap', events);
      }
    }
  }
  next = checkAllDead(next, events);
  if (next.phase.kind === 'ended') return next;
  switch (phase.source.kind) {
    case 'door':
      return checkMonsters(exploring(next), false, rng, events);
    case 'chest': {
      const index = phase.source.index;
      const loot = next.loot[index];
      if (!loot) return settle(next, events);
      return settle(takeTreasure(withoutLoot(next, index), loot, events), events);
    }
    case 'trapDoor':
      return toTreasure(exploring(next), events);
  }
}

function exploring(state: DeathmazeState): DeathmazeState {
  const next = copyState(state);
  next.phase = exploringPhase();
  return next;
}

function withoutLoot(state: DeathmazeState, index: number): DeathmazeState {
  const next = copyState(state);
  next.loot = state.loot.filter((_, i) => i !== index);
  return next;
}

/** The former openChest: a copy for the chest taken, another for its treasure, another for the settling. */
function openChestByCopies(state: DeathmazeState, index: number, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind !== 'treasure') return refuse('9.16', 'There is no chest to open now.');
  const loot = state.loot[index];
  if (!loot) return refuse('9.16', 'There is no such chest.');
  const check = checkChestTrap(rng, `Chest of Type ${loot.treasure.letter} treasure`);
  events.push(...check.events);
  if (check.trapped) {
    const trapped = copyState(state);
    trapped.phase = buildPhase({ kind: 'trap', source: { kind: 'chest', index } });
    return trapped;
  }
  return settle(takeTreasure(withoutLoot(state, index), loot, events), events);
}

/** The trap and treasure states of autoplayed Basic expeditions. */
function playedStates(): { traps: DeathmazeState[]; chests: DeathmazeState[] } {
  const traps: DeathmazeState[] = [];
  const chests: DeathmazeState[] = [];
  for (let seed = 1; seed <= 60; seed++) {
    const start = fresh(seed);
    let state: DeathmazeState = start.state;
    for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
      if (state.phase.kind === 'trap') traps.push(state);
      if (state.phase.kind === 'treasure' && state.loot.some((l) => l.treasure.inChest && !l.opened)) chests.push(state);
      const r = applyAction(state, chooseAction(state), start.rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return { traps, chests };
}

/** The state with every member one wound from death (so that an arrow, a gas or an explosion kills). */
function wornDown(state: DeathmazeState): DeathmazeState {
  const next = copyState(state);
  next.party = state.party.map((a) => (a.dead ? a : withAdventurer(a, { wounds: Math.max(a.wounds, a.woundPoints - 1) })));
  return next;
}

function outcome(result: DeathmazeState | Refusal, events: readonly GameEvent[]): string {
  return JSON.stringify({ result, events });
}

describe('a trap dealt with in one copy of the state', () => {
  const { traps, chests } = playedStates();

  it('is the trap dealt with by a copy per change: the same state JSON and events for every opener, method and roll', () => {
    const seen = new Set<string>();
    for (const played of traps) {
      for (const state of [played, wornDown(played)]) {
        for (const a of state.party) {
          for (const method of ['open', 'detrap', 'sesame'] as const) {
            for (let seed = 1; seed <= 6; seed++) {
              const before = JSON.stringify(state);
              const eventsA: GameEvent[] = [];
              const eventsB: GameEvent[] = [];
              const byCopies = dealWithTrapByCopies(state, method, a.id, Rng.fromSeedNumber(seed), eventsA);
              const stored = dealWithTrap(state, method, a.id, Rng.fromSeedNumber(seed), eventsB);
              expect(outcome(stored, eventsB)).toBe(outcome(byCopies, eventsA));
              expect(JSON.stringify(state)).toBe(before);
              if ('phase' in stored) {
                seen.add(`${state.phase.kind === 'trap' ? state.phase.source.kind : ''}→${stored.phase.kind}`);
                if (stored.party.some((x, i) => x.dead && !state.party[i]!.dead)) seen.add('a death');
              } else seen.add('refused');
            }
          }
        }
      }
    }
    expect(traps.length).toBeGreaterThan(20);
    // Doors, chests and trap doors met; monsters behind a door, exploring on, treasure, a death, the party killed.
    for (const kind of ['door→encounter', 'door→exploring', 'chest→treasure', 'a death', 'refused']) expect(seen).toContain(kind);
    expect([...seen].some((k) => k.endsWith('→ended'))).toBe(true);
    expect([...seen].some((k) => k.startsWith('trapDoor→'))).toBe(true);
  });

  it('opens a chest in one copy: the same state JSON and events as a copy per step', () => {
    let opened = 0;
    for (const state of chests) {
      for (let index = 0; index < state.loot.length; index++) {
        for (let seed = 1; seed <= 4; seed++) {
          const eventsA: GameEvent[] = [];
          const eventsB: GameEvent[] = [];
          const byCopies = openChestByCopies(state, index, Rng.fromSeedNumber(seed), eventsA);
          const stored = openChest(state, index, Rng.fromSeedNumber(seed), eventsB);
          expect(outcome(stored, eventsB)).toBe(outcome(byCopies, eventsA));
          if ('phase' in stored && stored.phase.kind !== 'trap') opened++;
        }
      }
    }
    expect(opened).toBeGreaterThan(5);
  });
});
