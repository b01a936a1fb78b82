import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { choicesFor, choicesOfType } from '../../../../shared/rulesets/citadel/game/choices';
import { chooseAction } from '../../../../shared/rulesets/citadel/game/autoplay';
import { listedWards } from '../../../../shared/rulesets/citadel/game/listed-choices';
import { setupFor } from '../../../../shared/rulesets/citadel/game/simulate';
import { actionSchema, type CitadelAction } from '../../../../shared/rulesets/citadel/game/actions';
import { applyAction } from '../../../../shared/rulesets/citadel/game/reducer';
import { newGame, setupSchema } from '../../../../shared/rulesets/citadel/game/setup';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game/types';

const SETUP = { heroes: 3, initiates: [{ name: 'Elf 1', race: 'elf' }, { name: 'Dwarf 2', race: 'dwarf' }, { name: 'Human 3', race: 'human' }] };

/** Every action type the reducer knows (a type added later is swept too): asking for one no part lists gives nothing. */
const TYPES: readonly CitadelAction['type'][] = actionSchema.unwrap().options.map((o) => o.shape.type.value);

describe('the choices of one action type (what the autoplayer and the reducer ask for)', () => {
  it('are exactly the listed choices of that type, in the listed order, in every state of autoplayed campaigns', () => {
    const seen = new Map<string, number>();
    for (let g = 0; g < 2; g++) {
      const rng = new Rng(rngStateFromSeed(`TYPE-${String(1000 + g)}`));
      let state: CitadelState = newGame(setupSchema.parse(SETUP), rng).state;
      for (let i = 0; i < 1000 && state.phase.kind !== 'over'; i++) {
        if (state.phase.kind !== 'combat') {
          const all = choicesFor(state);
          for (const type of TYPES) {
            const wanted = all.filter((c) => c.action.type === type);
            expect(choicesOfType(state, type)).toEqual(wanted);
            if (wanted.length > 0) seen.set(`${state.phase.kind}/${type}`, (seen.get(`${state.phase.kind}/${type}`) ?? 0) + 1);
          }
        }
        const r = applyAction(state, chooseAction(state), rng);
        if (!r.ok) throw new Error(r.message);
        state = r.state;
      }
    }
    // The sweep met the lists the parts build: moves, treasure to hand round, the marching order, talk and bribes.
    expect([...seen.keys()]).toEqual(expect.arrayContaining(['explore/move', 'explore/give', 'explore/giveGold', 'explore/moveUp', 'explore/heal', 'encounter/negotiate', 'encounter/bribe', 'encounter/fight']));
  });

  it('list the same Strength and Mage Armor casts, in the same order, when the autoplayer asks for the warding spells alone', () => {
    const ward = (c: { action: CitadelAction }) => c.action.type === 'cast' && (c.action.spell === 'strength' || c.action.spell === 'mageArmor');
    let states = 0;
    let withWards = 0;
    for (let g = 0; g < 3; g++) {
      const rng = new Rng(rngStateFromSeed(`WARD-${String(1000 + g)}`));
      // The autoplayer's own party: its initiates learn Strength and Mage Armor.
      let state: CitadelState = newGame(setupSchema.parse(setupFor(['elf', 'dwarf', 'human'])), rng).state;
      for (let i = 0; i < 1000 && state.phase.kind !== 'over'; i++) {
        if (state.phase.kind !== 'combat') {
          // Asked first, before the autoplayer has listed this state's casts: the warding part alone answers.
          const wards = listedWards(state);
          expect(wards).toEqual(choicesFor(state).filter(ward));
          states++;
          if (wards.length > 0) withWards++;
        }
        const r = applyAction(state, chooseAction(state), rng);
        if (!r.ok) throw new Error(r.message);
        state = r.state;
      }
    }
    // The sweep met states where someone could ward, and many where no one could.
    expect(withWards).toBeGreaterThan(10);
    expect(states - withWards).toBeGreaterThan(10);
  });
});
