import { Rng } from '../../../../shared/core/rng';
import { deathmazeRuleset } from '../../../../shared/rulesets/deathmaze';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import type { DeathmazeAction, DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import type { GameEvent } from '../../../../shared/engine/ruleset';

export const R = deathmazeRuleset;
export const FOUR = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };

export function fresh(seed = 1, setup: unknown = FOUR): { state: DeathmazeState; rng: Rng; events: readonly GameEvent[] } {
  const rng = Rng.fromSeedNumber(seed);
  const { state, events } = R.newGame(R.setupSchema.parse(setup), rng);
  return { state, rng, events };
}

export function act(state: DeathmazeState, action: DeathmazeAction, rng: Rng): { state: DeathmazeState; events: readonly GameEvent[] } {
  const r = R.apply(state, action, rng);
  if (!r.ok) throw new Error(`Refused ${JSON.stringify(action)}: [${r.rule}] ${r.message}`);
  return r;
}

/** Plays with the autoplayer until `stop` says so or the game ends. */
export function autoplayUntil(state: DeathmazeState, rng: Rng, stop: (s: DeathmazeState) => boolean, limit = 5000): { state: DeathmazeState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  for (let i = 0; i < limit && !stop(s) && s.phase.kind !== 'ended'; i++) {
    const r = act(s, chooseAction(s), rng);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

/** [7.13] Attack, and join combat with the default weapons and placement [8.41], [8.13]. */
export function attackNow(state: DeathmazeState, rng: Rng): { state: DeathmazeState; events: readonly GameEvent[] } {
  const r = act(state, { type: 'attack' }, rng);
  if (r.state.phase.kind !== 'beforeCombat') return r;
  const f = act(r.state, { type: 'fight' }, rng);
  return { state: f.state, events: [...r.events, ...f.events] };
}
