import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { choicesFor, chooseAction, citadelView, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, listed, start } from './helpers';

/**
 * 13.2: the statue's medallion or talisman "may" be taken by the investigator; 13.6: the cut glass "may" be claimed.
 * The players take it or leave it before knowing what it is.
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/** The first member investigates a statue, from the first seed whose statue wears a medallion or talisman. */
function offered(what: 'medallion' | 'talisman') {
  for (let seed = 1; seed <= 400; seed++) {
    const { state: s0, rng } = start(seed);
    const id = s0.order[0]!;
    const key = keyOf(s0.position);
    const { marking: _closed, ...rest } = s0;
    const before: CitadelState = { ...rest, tiles: { ...s0.tiles, [key]: { ...s0.tiles[key]!, feature: 'statue', featureUsed: false } } };
    const r = act(before, { type: 'investigateFeature', character: id }, rng);
    if (r.state.phase.kind === 'claim' && r.state.phase.what === what) return { state: r.state, id, rng };
  }
  throw new Error(`no seed gave a ${what}`);
}

describe('Citadel: taking what a feature offers is the players\u2019 choice (13.2, 13.6)', () => {
  it('a statue\u2019s medallion is offered to the investigator, to take or leave', () => {
    const r = offered('medallion');
    const name = member(r.state, r.id).name;
    expect(listed(r.state)).toEqual([{ type: 'claim', character: r.id, take: true }, { type: 'claim', character: r.id, take: false }]);
    expect(choicesFor(r.state).map((c) => c.label)).toEqual([`${name} takes the medallion round the statue\u2019s neck`, `${name} leaves the medallion round the statue\u2019s neck`]);
    expect(citadelView(r.state).phase.title).toBe('Take it?');
  });

  it('taken, the medallion is rolled and carried; left, nothing is rolled and the statue is spent', () => {
    const r = offered('medallion');
    const taken = act(r.state, { type: 'claim', character: r.id, take: true }, r.rng);
    expect(member(taken.state, r.id).items.some((i) => i.type === 'medallion')).toBe(true);
    expect(taken.events.some((e) => e.text.startsWith('A medallion of '))).toBe(true);
    const left = act(r.state, { type: 'claim', character: r.id, take: false }, r.rng);
    expect(member(left.state, r.id).items).toEqual(member(r.state, r.id).items);
    expect(left.events.some((e) => e.roll !== undefined)).toBe(false);
    expect(left.state.phase.kind).toBe('explore');
    expect(listed(left.state).some((a) => a.type === 'investigateFeature')).toBe(false);
  });

  it('a statue\u2019s talisman is offered the same way, and the built-in player takes it', () => {
    const r = offered('talisman');
    expect(chooseAction(r.state)).toEqual({ type: 'claim', character: r.id, take: true });
    expect(() => act(r.state, { type: 'claim', character: r.state.order[1]!, take: true }, r.rng)).toThrow(/refused/);
    expect(() => act(r.state, { type: 'move', dir: 0 }, r.rng)).toThrow(/refused/);
  });

  it('a state saved while the offer waits reloads into the same question, and answers alike', () => {
    const r = offered('talisman');
    const reloaded = JSON.parse(JSON.stringify(r.state)) as CitadelState;
    expect(choicesFor(reloaded)).toEqual(choicesFor(r.state));
    const a = act(r.state, { type: 'claim', character: r.id, take: true }, new Rng(r.rng.state())).state;
    expect(act(reloaded, { type: 'claim', character: r.id, take: true }, new Rng(r.rng.state())).state).toEqual(a);
  });
});
