import { describe, expect, it } from 'vitest';
import { chooseAction, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { act, start } from './helpers';

/** A party just through the Gateway on its first expedition (seeded), ready to explore. */
function atTheGateway(seed: number): { state: CitadelState; rng: ReturnType<typeof start>['rng'] } {
  const s = start(seed, { heroes: 3, initiates: [{ name: 'Elf 1', race: 'elf' }, { name: 'Dwarf 2', race: 'dwarf' }, { name: 'Human 3', race: 'human' }] });
  let state = s.state;
  if (state.phase.kind === 'home') state = act(state, { type: 'setOut' }, s.rng).state;
  return { state, rng: s.rng };
}

describe('the Citadel autoplayer', () => {
  it('sets out to explore when the party is whole', () => {
    for (const seed of [1, 2, 3]) {
      const { state } = atTheGateway(seed);
      expect(state.phase.kind).toBe('explore');
      expect(chooseAction(state).type).not.toBe('leave');
    }
  });

  it('heals first, then turns for home when a tenth of its Wound Points are gone, since no fight can be fled (9.0)', () => {
    for (const seed of [1, 2, 3]) {
      const { state } = atTheGateway(seed);
      // Every active member loses a fifth of his Wound Points: still alive, far from dead, but worn.
      const worn: CitadelState = { ...state, party: state.party.map((c) => ({ ...c, wounds: Math.ceil(c.woundPoints / 5) })) };
      const first = chooseAction(worn);
      if (Object.keys(worn.healUses).some((k) => worn.healUses[k]! > 0)) expect(['heal', 'leave']).toContain(first.type);
      // With no healing left, it leaves.
      expect(chooseAction({ ...worn, healUses: {} })).toEqual({ type: 'leave' });
    }
  });

  it('turns for home after a death', () => {
    const { state } = atTheGateway(4);
    const [fallen] = state.party;
    const lost: CitadelState = { ...state, party: state.party.map((c) => (c.id === fallen!.id ? { ...c, alive: false, death: 'slain by the Troll' } : c)) };
    expect(chooseAction(lost)).toEqual({ type: 'leave' });
  });
});
