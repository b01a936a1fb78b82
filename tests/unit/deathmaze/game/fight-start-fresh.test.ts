import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { joinCombat, startFight } from '../../../../shared/rulesets/deathmaze/game/encounter';
import { buildStats, copyState } from '../../../../shared/rulesets/deathmaze/game/state-copy';
import { fresh } from './helpers';

/** The states of autoplayed Basic expeditions in which the party faces monsters (where a negotiation may end in a fight). */
function encounterStates(): DeathmazeState[] {
  const out: DeathmazeState[] = [];
  for (let seed = 1; seed <= 30; seed++) {
    const start = fresh(seed);
    let state: DeathmazeState = start.state;
    for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
      if (state.phase.kind === 'encounter') out.push(state);
      const r = applyAction(state, chooseAction(state), start.rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return out;
}

describe('a fight started in a state its caller has just copied (a negotiation that ends in combat)', () => {
  it('is the fight started by copying again: the same state JSON and events, waiting for choices or joined', () => {
    const states = encounterStates();
    const kinds = new Set<string>();
    for (const state of states) {
      const phase = state.phase;
      if (phase.kind !== 'encounter') continue;
      // What doNegotiate hands on: its own copy of the state, with its own copy of the stats.
      const owned = () => {
        const next = copyState(state);
        next.stats = buildStats(state.stats);
        return next;
      };
      const eventsA: GameEvent[] = [];
      const eventsB: GameEvent[] = [];
      const byCopy = startFight(owned(), phase.group, null, phase.then, Rng.fromSeedNumber(7), eventsA);
      const mine = owned();
      const stored = startFight(mine, phase.group, null, phase.then, Rng.fromSeedNumber(7), eventsB, mine);
      expect(JSON.stringify(stored)).toBe(JSON.stringify(byCopy));
      expect(eventsB).toEqual(eventsA);
      if ('phase' in stored) kinds.add(stored.phase.kind);
      // Combat joined at once (no choice to wait for: how startFight goes on when there is none).
      const joinedA: GameEvent[] = [];
      const joinedB: GameEvent[] = [];
      const joinedByCopy = joinCombat(owned(), phase.group, null, phase.then, { held: {}, front: null }, Rng.fromSeedNumber(9), joinedA);
      const mineToo = owned();
      const joined = joinCombat(mineToo, phase.group, null, phase.then, { held: {}, front: null }, Rng.fromSeedNumber(9), joinedB, mineToo);
      expect(JSON.stringify(joined)).toBe(JSON.stringify(joinedByCopy));
      expect(joinedB).toEqual(joinedA);
      if ('phase' in joined) kinds.add(joined.phase.kind);
    }
    expect(states.length).toBeGreaterThan(50);
    expect([...kinds].sort()).toEqual(['beforeCombat', 'combat']);
  });
});
