import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction, newGameOnce, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';

/*
 * The game shares what an action does not change with the state it was applied to, and some records with other games:
 * a setup's opening records (party, marching order) with every game started from it, the exploring phase with every
 * exploring state. A state the game has handed out (the history a player steps back through, a save, another
 * simulated expedition) must still read as it did when it was made, whatever is played after it.
 */
describe('earlier game states stay as they were', () => {
  it('through whole autoplayed expeditions started from one shared setup', () => {
    const setup = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };
    const kept: { state: DeathmazeState; json: string }[] = [];
    const kinds = new Set<string>();
    let deaths = 0;
    for (let n = 1; n <= 8; n++) {
      const rng = new Rng(rngStateFromSeed(`EARL-${String(n).padStart(4, '0')}`));
      let state = newGameOnce(setup, rng).state;
      kept.push({ state, json: JSON.stringify(state) });
      for (let i = 0; i < 2000 && state.phase.kind !== 'ended'; i++) {
        const result = applyAction(state, chooseAction(state), rng);
        if (!result.ok) throw new Error(result.message);
        state = result.state;
        kinds.add(state.phase.kind);
        kept.push({ state, json: JSON.stringify(state) });
      }
      expect(state.phase.kind).toBe('ended');
      deaths += state.stats.deaths;
    }
    for (const k of kept) expect(JSON.stringify(k.state)).toBe(k.json);
    // The expeditions above went through the phases that share or copy records, and someone was wounded to death.
    for (const kind of ['exploring', 'placing', 'encounter', 'beforeCombat', 'combat', 'treasure']) expect(kinds).toContain(kind);
    expect(deaths).toBeGreaterThan(0);
  });
});
