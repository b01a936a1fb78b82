import { describe, expect, it } from 'vitest';
import type { MonsterGroup } from '../../../../shared/rulesets/deathmaze/data';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { R, act, attackNow, fresh } from './helpers';

const orcs: MonsterGroup = { type: 'orc', source: 'room', count: 2, monsters: [1, 2].map((index) => ({ index, woundPoints: 3, wounds: 0 })), treasure: 'C' };

function renameOffers(s: DeathmazeState): string[] {
  return R.choices(s).flatMap((c) => (c.action.type === 'rename' ? [`${c.action.adventurerId}:${c.action.name}`] : []));
}

describe('[3.1] naming adventurers outside combat', () => {
  it('offers a rename for every living adventurer while exploring, after every other choice', () => {
    const { state } = fresh(2);
    expect(renameOffers(state)).toEqual(['a1:Arn', 'a2:Bree', 'a3:Cal', 'a4:Dee']);
    const types = R.choices(state).map((c) => c.action.type);
    expect(types.slice(types.indexOf('rename')).every((t) => t === 'rename')).toBe(true);
  });

  it('renames the Character Record, says so in the log, and the dead cannot be renamed', () => {
    const { state, rng } = fresh(2);
    const r = act(state, { type: 'rename', adventurerId: 'a2', name: '  Bree the Bold ' }, rng);
    expect(r.state.party.find((a) => a.id === 'a2')!.name).toBe('Bree the Bold');
    expect(r.events).toEqual([expect.objectContaining({ kind: 'rename', section: '3.1', text: 'Bree is now called Bree the Bold.' })]);
    expect(r.state.phase).toEqual(state.phase);
    const dead = { ...r.state, party: r.state.party.map((a) => (a.id === 'a3' ? { ...a, dead: true } : a)) };
    expect(renameOffers(dead)).not.toContain('a3:Cal');
    expect(R.apply(dead, { type: 'rename', adventurerId: 'a3', name: 'Ghost' }, rng)).toMatchObject({ ok: false, rule: '3.1' });
  });

  it('refuses an empty or over-long name, an unknown adventurer, and any rename during combat', () => {
    const { state, rng } = fresh(3);
    expect(R.apply(state, { type: 'rename', adventurerId: 'a1', name: '   ' }, rng)).toMatchObject({ ok: false });
    expect(R.apply(state, { type: 'rename', adventurerId: 'a1', name: 'x'.repeat(41) }, rng)).toMatchObject({ ok: false });
    expect(R.apply(state, { type: 'rename', adventurerId: 'a9', name: 'Nobody' }, rng)).toMatchObject({ ok: false, rule: '3.1' });
    const facing: DeathmazeState = { ...state, phase: { kind: 'encounter', group: orcs, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } };
    expect(renameOffers(facing)).toHaveLength(4);
    const fight = attackNow(facing, rng).state;
    expect(fight.phase.kind).toBe('combat');
    expect(renameOffers(fight)).toEqual([]);
    expect(R.apply(fight, { type: 'rename', adventurerId: 'a1', name: 'Arn the Brave' }, rng)).toMatchObject({ ok: false, rule: '8.1' });
  });

  it('in a campaign the new name goes home with him and stays on the roster', () => {
    const { state, rng } = fresh(4);
    let s = act(state, { type: 'rename', adventurerId: 'a1', name: 'Arnulf' }, rng).state;
    s = act(s, { type: 'leave' }, rng).state;
    expect(renameOffers(s)).toContain('a1:Arnulf');
    s = act(s, { type: 'home' }, rng).state;
    expect(s.phase.kind).toBe('home');
    expect(s.campaign!.roster.find((a) => a.id === 'a1')!.name).toBe('Arnulf');
    expect(renameOffers(s)).toContain('a1:Arnulf');
    s = act(s, { type: 'rename', adventurerId: 'a1', name: 'Arnulf the Old' }, rng).state;
    expect(s.campaign!.roster.find((a) => a.id === 'a1')!.name).toBe('Arnulf the Old');
    expect(s.party.find((a) => a.id === 'a1')!.name).toBe('Arnulf the Old');
  });
});

describe('[3.1] the rename choice as listed', () => {
  it('applies unchanged (the current name) and changes nothing, so every listed choice stays legal', () => {
    const { state, rng } = fresh(6);
    const listed = R.choices(state).find((c) => c.action.type === 'rename')!;
    const r = act(state, listed.action, rng);
    expect(r.state).toEqual(state);
    expect(r.events).toEqual([]);
  });
});
