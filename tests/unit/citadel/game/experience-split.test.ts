import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { choicesFor, chooseAction, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { act, facingOrcs, fightOut, listed, start } from './helpers';

/**
 * PL 12.0: a fight's experience "is divided (in the way the players decide) among the living members of the party".
 * Equal shares first; the players may then hand whole shares on until the party moves.
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/** Two Orcs fought out by the built-in player, from the first seed where the party wins with everyone alive, every chest answered. */
function wonFight() {
  for (let seed = 1; seed <= 100; seed++) {
    const { state: s0, rng } = start(seed);
    const { marking: _closed, ...rest } = s0;
    let s = fightOut(act(facingOrcs(rest, rng), { type: 'fight' }, rng).state, rng).state;
    while (s.phase.kind !== 'explore' && s.phase.kind !== 'over') s = act(s, chooseAction(s), rng).state;
    if (s.phase.kind === 'explore' && s.party.every((c) => c.alive) && s.award !== undefined) return { before: s0, state: s, rng };
  }
  throw new Error('no seed gave a clean win');
}

describe('Citadel: the players divide a fight\u2019s experience (12.0)', () => {
  it('equal shares first, and each share offered to every other member who fought', () => {
    const r = wonFight();
    const ids = r.state.order;
    const shares = ids.map((id) => member(r.state, id).experience - member(r.before, id).experience);
    expect(new Set(shares).size).toBe(1);
    const each = shares[0]!;
    expect(each).toBeGreaterThan(0);
    const offers = choicesFor(r.state).filter((c) => c.action.type === 'shareExperience');
    expect(offers).toHaveLength(ids.length * (ids.length - 1));
    const [a, b] = [member(r.state, ids[0]!), member(r.state, ids[1]!)];
    expect(offers.map((c) => c.label)).toContain(`${a.name} hands his ${each} experience from the last fight to ${b.name}`);
  });

  it('handing shares on: one member may end with everyone\u2019s, and the total is unchanged', () => {
    const r = wonFight();
    const [first, ...others] = r.state.order;
    const total = (s: CitadelState) => s.party.reduce((n, c) => n + c.experience, 0);
    let s = r.state;
    for (const id of others) s = act(s, { type: 'shareExperience', from: id, to: first! }, r.rng).state;
    const each = member(r.state, first!).experience - member(r.before, first!).experience;
    expect(member(s, first!).experience).toBe(member(r.state, first!).experience + each * others.length);
    for (const id of others) expect(member(s, id).experience).toBe(member(r.before, id).experience);
    expect(total(s)).toBe(total(r.state));
    // He may hand the whole of it on again.
    expect(listed(s)).toContainEqual({ type: 'shareExperience', from: first!, to: others[0]! });
    expect(listed(s).some((a) => a.type === 'shareExperience' && a.from === others[0])).toBe(false);
  });

  it('refuses a share already handed on, and ends the division once the party moves', () => {
    const r = wonFight();
    const [a, b, c] = r.state.order;
    const s = act(r.state, { type: 'shareExperience', from: b!, to: a! }, r.rng).state;
    expect(() => act(s, { type: 'shareExperience', from: b!, to: c! }, r.rng)).toThrow(/refused/);
    const step = listed(s).find((x) => x.type === 'move');
    if (step) {
      const moved = act(s, step, r.rng).state;
      expect(moved.award).toBeUndefined();
      if (moved.phase.kind === 'explore') expect(listed(moved).some((x) => x.type === 'shareExperience')).toBe(false);
    }
  });

  it('the built-in player keeps the equal shares', () => {
    const r = wonFight();
    expect(chooseAction(r.state).type).not.toBe('shareExperience');
  });

  it('a state saved before the division reloads with the same offers, and answers alike', () => {
    const r = wonFight();
    const reloaded = JSON.parse(JSON.stringify(r.state)) as CitadelState;
    expect(choicesFor(reloaded)).toEqual(choicesFor(r.state));
    const [a, b] = r.state.order;
    const x = act(r.state, { type: 'shareExperience', from: a!, to: b! }, new Rng(r.rng.state())).state;
    expect(act(reloaded, { type: 'shareExperience', from: a!, to: b! }, new Rng(r.rng.state())).state).toEqual(x);
  });
});
