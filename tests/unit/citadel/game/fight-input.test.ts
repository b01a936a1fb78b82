import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { combatInputRefusal } from '../../../../shared/rulesets/citadel/combat';
import { chooseAction } from '../../../../shared/rulesets/citadel/game/autoplay';
import { fightInput } from '../../../../shared/rulesets/citadel/game/flow';
import { applyAction } from '../../../../shared/rulesets/citadel/game/reducer';
import { newGame, setupSchema } from '../../../../shared/rulesets/citadel/game/setup';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game/types';

/**
 * The engine starts its own fights without the combat module's input check (`beginCombat`): the party, the monsters
 * and the context come from the records through combat-bridge.ts. This holds that input to the check the module gives
 * anyone else (`combatInputRefusal`) wherever a fight may start from an encounter in autoplayed campaigns.
 */
describe('Citadel: a fight begun from the records', () => {
  it('passes the combat module input check in every encounter of autoplayed campaigns (9.0 A)', () => {
    let checked = 0;
    let fights = 0;
    for (let g = 0; g < 4; g++) {
      const rng = new Rng(rngStateFromSeed(`FGHT-${String(1000 + g)}`));
      let state: CitadelState = newGame(setupSchema.parse({}), rng).state;
      for (let i = 0; i < 1500 && state.phase.kind !== 'over'; i++) {
        if (state.phase.kind === 'encounter') {
          const input = fightInput(state);
          expect(combatInputRefusal(input.party, input.monsters, input.context)).toBeUndefined();
          checked++;
        }
        const r = applyAction(state, chooseAction(state), rng);
        if (!r.ok) throw new Error(r.message);
        if (r.state.phase.kind === 'combat' && state.phase.kind !== 'combat') fights++;
        state = r.state;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(fights).toBeGreaterThan(5);
  });

  it('is refused by the check when it could not make a fight: no monster to face', () => {
    const rng = new Rng(rngStateFromSeed('FGHT-0001'));
    const state = newGame(setupSchema.parse({}), rng).state;
    const input = fightInput(state);
    expect(input.monsters).toHaveLength(0);
    expect(combatInputRefusal(input.party, input.monsters, input.context)).toMatchObject({ ok: false, rule: '9.0' });
  });
});
