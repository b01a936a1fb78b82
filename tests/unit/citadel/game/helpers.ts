import { Rng } from '../../../../shared/core/rng';
import { applyAction, choicesFor, chooseAction, newGame, type CitadelAction, type CitadelSetup, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { figures, group } from '../../../../shared/rulesets/citadel/game/monsters';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';

/** What a monster group carries, as the state holds it. */
type TreasureHeld = NonNullable<CitadelState['tiles'][string]['monsters']>['treasure'];

export function start(seed: number, setup: CitadelSetup = {}): { state: CitadelState; rng: Rng; events: readonly GameEvent[] } {
  const rng = Rng.fromSeedNumber(seed);
  const made = newGame(setup, rng);
  return { state: made.state, rng, events: made.events };
}

/** Applies an action that must be accepted. */
export function act(state: CitadelState, action: CitadelAction, rng: Rng): { state: CitadelState; events: readonly GameEvent[] } {
  const r = applyAction(state, action, rng);
  if (!r.ok) throw new Error(`refused: [${r.rule}] ${r.message}`);
  return { state: r.state, events: r.events };
}

export function listed(state: CitadelState): CitadelAction[] {
  return choicesFor(state).map((c) => c.action);
}

/** Plays a fight to its end with the built-in player's choices; returns the state after it and every event text. */
export function fightOut(state0: CitadelState, rng: Rng): { state: CitadelState; texts: string[] } {
  let state = state0;
  const texts: string[] = [];
  for (let i = 0; i < 2000 && state.phase.kind === 'combat'; i++) {
    const r = act(state, chooseAction(state), rng);
    texts.push(...r.events.map((e) => e.text));
    state = r.state;
  }
  return { state, texts };
}

/** The party faced, where it stands, by two Orcs of a room group, before anyone has talked or paid (8.0). */
export function facingOrcs(state: CitadelState, rng: Rng): CitadelState {
  const made = figures(state, rng, 'orc', 2, 1, []);
  const key = keyOf(made.state.position);
  return {
    ...made.state,
    tiles: { ...made.state.tiles, [key]: { ...made.state.tiles[key]!, monsters: group('room', 1, made.figures) } },
    encounter: { where: 'segment', group: null, solo: null, reward: null },
    phase: { kind: 'encounter', negotiated: false, bribed: false },
  };
}

/**
 * Seed `seed`'s party stepped off the Gateway (the marks closed), facing two Orcs who carry `treasure`, and the fight
 * with them begun: for the tests of what a won take holds (a chest, a talisman).
 */
export function fightingOrcsCarrying(seed: number, treasure: TreasureHeld): { state: CitadelState; rng: Rng } {
  const { state: s0, rng } = start(seed);
  const { marking: _closed, ...rest } = s0;
  const facing = facingOrcs(rest, rng);
  const key = Object.keys(facing.tiles).find((k) => facing.tiles[k]!.monsters !== null)!;
  const g = facing.tiles[key]!.monsters!;
  const carrying: CitadelState = { ...facing, tiles: { ...facing.tiles, [key]: { ...facing.tiles[key]!, monsters: { ...g, treasure } } } };
  return { state: act(carrying, { type: 'fight' }, rng).state, rng };
}

/**
 * The party stepped off the Gateway (the marks closed) with the first member in the marching order changed by `change`
 * and the feature `feature` unused on the party's tile; from successive seeds (1 to `seeds`) he investigates it, until
 * `found` says the result is the one a test wants. Returns the state before, the investigation's result, his id and
 * the game's Rng to go on with. Throws `missing` when no seed gives it.
 */
export function firstMemberInvestigates(
  feature: NonNullable<CitadelState['tiles'][string]['feature']>,
  change: (c: CitadelState['party'][number]) => CitadelState['party'][number],
  found: (r: { state: CitadelState; events: readonly GameEvent[] }, rng: Rng) => boolean,
  seeds: number,
  missing: string,
): { before: CitadelState; after: CitadelState; events: readonly GameEvent[]; id: string; rng: Rng; seed: number } {
  for (let seed = 1; seed <= seeds; seed++) {
    const { state: s0, rng } = start(seed);
    const id = s0.order[0]!;
    const key = keyOf(s0.position);
    const { marking: _closed, ...rest } = s0;
    const before: CitadelState = {
      ...rest,
      party: s0.party.map((c) => (c.id === id ? change(c) : c)),
      tiles: { ...s0.tiles, [key]: { ...s0.tiles[key]!, feature, featureUsed: false } },
    };
    const r = act(before, { type: 'investigateFeature', character: id }, rng);
    if (found(r, rng)) return { before, after: r.state, events: r.events, id, rng, seed };
  }
  throw new Error(missing);
}
