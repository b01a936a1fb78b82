import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { choicesFor, chooseAction, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { act, listed, start } from './helpers';

/**
 * 14.3 (PL): "a character having two weapons must get rid of one of them if he wants to take a magic weapon". The
 * players choose which; until then the magic weapon is carried (14.0) and can be handed on.
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/** Off the Gateway: the first member carries a Sword and a Dagger, the second has just been handed a magic Ax +2 by him. */
function handed() {
  const { state: s0, rng } = start(7);
  const { marking: _closed, ...rest } = s0;
  const [a, b] = [s0.order[0]!, s0.order[1]!];
  const before: CitadelState = {
    ...rest,
    party: s0.party.map((c) => (c.id === a ? { ...c, items: [{ type: 'weapon', weapon: 'ax', bonus: 2 }] } : c.id === b ? { ...c, weapons: ['sword', 'dagger'], items: [] } : c)),
  };
  const given = act(before, { type: 'give', from: a, to: b, what: 'item', index: 0 }, rng).state;
  return { state: given, rng, b };
}

describe('Citadel: the players choose the weapon a magic weapon replaces (14.3)', () => {
  it('handed a magic Ax, he carries it without giving anything up, and is offered each weapon as the one it replaces', () => {
    const r = handed();
    const c = member(r.state, r.b);
    expect(c.weapons).toEqual(['sword', 'dagger']);
    expect(c.items).toEqual([{ type: 'weapon', weapon: 'ax', bonus: 2 }]);
    expect(r.state.phase.kind).toBe('explore');
    const wields = choicesFor(r.state).filter((x) => x.action.type === 'wield');
    expect(wields.map((x) => x.label)).toEqual([`${c.name} takes up his Ax +2 in place of his Sword`, `${c.name} takes up his Ax +2 in place of his Dagger`]);
    expect(wields.map((x) => x.section)).toEqual(['14.3', '14.3']);
  });

  it('giving up the Sword: he fights with the Ax and the Dagger; the Sword is gone', () => {
    const r = handed();
    const done = act(r.state, { type: 'wield', character: r.b, index: 0, drop: 'sword' }, r.rng);
    expect(member(done.state, r.b).weapons).toEqual(['ax', 'dagger']);
    expect(done.events.map((e) => e.text)).toContain(`${member(r.state, r.b).name} gives up his Sword and takes up his Ax +2.`);
    expect(listed(done.state).some((a) => a.type === 'wield')).toBe(false);
  });

  it('with a single weapon he takes it up beside it', () => {
    const r = handed();
    const single: CitadelState = { ...r.state, party: r.state.party.map((c) => (c.id === r.b ? { ...c, weapons: ['dagger'] } : c)) };
    expect(listed(single).filter((a) => a.type === 'wield')).toEqual([{ type: 'wield', character: r.b, index: 0, drop: 'none' }]);
    expect(member(act(single, { type: 'wield', character: r.b, index: 0, drop: 'none' }, r.rng).state, r.b).weapons).toEqual(['ax', 'dagger']);
  });

  it('refuses a weapon he does not carry, an item that is no weapon, and \u201cnone\u201d while he carries two', () => {
    const r = handed();
    expect(() => act(r.state, { type: 'wield', character: r.b, index: 0, drop: 'bow' }, r.rng)).toThrow(/refused/);
    expect(() => act(r.state, { type: 'wield', character: r.b, index: 1, drop: 'sword' }, r.rng)).toThrow(/refused/);
    expect(() => act(r.state, { type: 'wield', character: r.b, index: 0, drop: 'none' }, r.rng)).toThrow(/refused/);
  });

  it('the built-in player takes it up at once in place of his second weapon, as the engine did', () => {
    const r = handed();
    expect(chooseAction(r.state)).toEqual({ type: 'wield', character: r.b, index: 0, drop: 'dagger' });
  });

  it('the built-in player with three magic weapons takes up two and keeps the third as treasure, instead of swapping for ever', () => {
    const r = handed();
    const three: CitadelState = {
      ...r.state,
      party: r.state.party.map((c) => (c.id === r.b ? { ...c, items: [{ type: 'weapon', weapon: 'ax', bonus: 2 }, { type: 'weapon', weapon: 'hammer', bonus: 1 }, { type: 'weapon', weapon: 'bow', bonus: 1 }] } : c)),
    };
    let state = three;
    const wields: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const a = chooseAction(state);
      if (a.type !== 'wield') break;
      wields.push(a);
      state = act(state, a, r.rng).state;
    }
    expect(wields).toHaveLength(2);
    expect(member(state, r.b).weapons).toEqual(['hammer', 'ax']);
    expect(member(state, r.b).items).toHaveLength(3);
    expect(chooseAction(state).type).not.toBe('wield');
  });

  it('a state saved with the magic weapon carried reloads with the same choices, and answers alike', () => {
    const r = handed();
    const reloaded = JSON.parse(JSON.stringify(r.state)) as CitadelState;
    expect(choicesFor(reloaded)).toEqual(choicesFor(r.state));
    const a = act(r.state, { type: 'wield', character: r.b, index: 0, drop: 'sword' }, new Rng(r.rng.state())).state;
    expect(act(reloaded, { type: 'wield', character: r.b, index: 0, drop: 'sword' }, new Rng(r.rng.state())).state).toEqual(a);
  });
});
