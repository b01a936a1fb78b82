import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { combatInputRefusal } from '../../../../shared/rulesets/deathmaze/combat';
import { applyAction, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { fightInput } from '../../../../shared/rulesets/deathmaze/game/encounter';
import { deathmazeAutoplay } from '../../../../shared/rulesets/deathmaze/odds';
import { fresh } from './helpers';

const SETUPS = {
  basic: deathmazeAutoplay.setupFor(['hero', 'hero', 'thief', 'thief'], false),
  advanced: deathmazeAutoplay.setupFor(['hero', 'wizard', 'thief', 'thief'], true),
};

/**
 * The game begins its fights without the combat engine's check of their input (`beginCombat`): the fighters, the
 * marching order and the monsters come from the records (`fightInput`). This holds that input to the check the engine
 * gives anyone else (`combatInputRefusal`, what `startCombat` refuses) wherever a fight may be joined in autoplayed
 * expeditions: before combat (the players' choices) and in an encounter (an attack joins at once when there are none).
 */
describe('Deathmaze: a fight begun from the records', () => {
  for (const [name, setup] of Object.entries(SETUPS)) {
    it(`passes the combat engine's input check wherever a fight may be joined (${name} game)`, () => {
      let checked = 0;
      let fights = 0;
      let withCharmed = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const start = fresh(seed, setup);
        const rng = start.rng;
        let state: DeathmazeState = start.state;
        for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
          const phase = state.phase;
          if (phase.kind === 'beforeCombat' || phase.kind === 'encounter') {
            const setupChosen = phase.kind === 'beforeCombat' ? { held: phase.held, front: phase.front } : { held: {}, front: null };
            const input = fightInput(state, phase.group, setupChosen);
            expect(combatInputRefusal(input.party, input.monsters)).toBeUndefined();
            if (input.party.adventurers.some((a) => a.charmedMonster !== undefined)) withCharmed++;
            checked++;
          }
          const r = applyAction(state, chooseAction(state), rng);
          if (!r.ok) throw new Error(r.message);
          if (r.state.phase.kind === 'combat' && state.phase.kind !== 'combat') fights++;
          state = r.state;
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(fights).toBeGreaterThan(100);
      // Potion-charmed monsters joined some of the Basic game's fights as party members [9.45].
      if (name === 'basic') expect(withCharmed).toBeGreaterThan(0);
    });
  }

  it('is refused by the check when it could not make a fight: a dead adventurer, one missing from the order, no monster', () => {
    const start = fresh(1, SETUPS.basic);
    let state: DeathmazeState = start.state;
    while (state.phase.kind !== 'encounter') {
      const r = applyAction(state, chooseAction(state), start.rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
    const input = fightInput(state, state.phase.group, { held: {}, front: null });
    expect(combatInputRefusal(input.party, input.monsters)).toBeUndefined();
    const [first, ...rest] = input.party.adventurers;
    expect(combatInputRefusal({ ...input.party, adventurers: [{ ...first!, wounds: first!.woundPoints }, ...rest] }, input.monsters)).toMatchObject({ ok: false, rule: '8.1' });
    expect(combatInputRefusal({ ...input.party, adventurers: rest }, input.monsters)).toMatchObject({ ok: false });
    expect(combatInputRefusal(input.party, [])).toMatchObject({ ok: false, rule: '8.1' });
  });
});
