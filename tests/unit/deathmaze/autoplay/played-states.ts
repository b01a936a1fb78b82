import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction, newGame, setupSchema, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';

/** The Basic game's party of two Heroes and two Thieves the autoplayer tests play with. */
export const PARTY = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };

/** Every state of `games` seeded autoplayed expeditions (seeds `<prefix>-0000`, `<prefix>-0001`, …). */
export function playedStates(prefix: string, games: number): DeathmazeState[] {
  const out: DeathmazeState[] = [];
  for (let i = 0; i < games; i++) {
    const rng = new Rng(rngStateFromSeed(`${prefix}-${String(i).padStart(4, '0')}`));
    let state = newGame(setupSchema.parse(PARTY), rng).state;
    while (state.phase.kind !== 'ended') {
      out.push(state);
      const step = applyAction(state, chooseAction(state), rng);
      if (!step.ok) throw new Error(step.message);
      state = step.state;
    }
  }
  return out;
}
