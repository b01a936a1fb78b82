import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { checkCombatAction, combatCandidates, legalCombatActions } from '../../../../shared/rulesets/citadel/combat/phases';
import { chooseAction } from '../../../../shared/rulesets/citadel/game/autoplay';
import { applyAction } from '../../../../shared/rulesets/citadel/game/reducer';
import { newGame, setupSchema } from '../../../../shared/rulesets/citadel/game/setup';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game/types';

const SETUP = { heroes: 3, initiates: [{ name: 'Elf 1', race: 'elf' }, { name: 'Dwarf 2', race: 'dwarf' }, { name: 'Human 3', race: 'human' }] };

describe('the legal combat actions', () => {
  it('are exactly the candidate actions the combat rules accept, in the same order, in every fight of autoplayed games', () => {
    let fightsSeen = 0;
    const kinds = new Set<string>();
    for (let g = 0; g < 8; g++) {
      const rng = new Rng(rngStateFromSeed(`LEGL-${String(1000 + g)}`));
      let state: CitadelState = newGame(setupSchema.parse(SETUP), rng).state;
      for (let i = 0; i < 3000 && state.phase.kind !== 'over'; i++) {
        if (state.phase.kind === 'combat') {
          const combat = state.phase.combat;
          const legal = legalCombatActions(combat);
          expect(legal).toEqual(combatCandidates(combat).filter((a) => checkCombatAction(combat, a) === undefined));
          for (const a of legal) kinds.add(a.type);
          fightsSeen++;
        }
        const r = applyAction(state, chooseAction(state), rng);
        if (!r.ok) throw new Error(r.message);
        state = r.state;
      }
    }
    expect(fightsSeen).toBeGreaterThan(100);
    // The sweep reached the decisions the direct listing builds: attacks, casts, weapon changes and the phase's end.
    expect([...kinds]).toEqual(expect.arrayContaining(['attack', 'castSpell', 'changeWeapon', 'endPartyCombat', 'move']));
  });
});
