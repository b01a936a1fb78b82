import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { choicesFor, chooseAction, citadelView, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { act, firstMemberInvestigates, listed, start } from './helpers';

/**
 * PL 14.6: where a sun talisman lets him use more spells than his record holds, "the player may at once choose new,
 * additional spells"; an advancement of his highest Magic Potential (12.2) does the same (ruling). The players choose.
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/** The first member, a caster of Heal and Lightning with Magic Potential 2 everywhere, takes a statue's sun talisman (from the first seed that gives one). */
function talismanTaken() {
  // 13.2: the statue's talisman is taken by the players' choice; the seed is kept where it is a sun talisman.
  let after: CitadelState | undefined;
  const r = firstMemberInvestigates(
    'statue',
    (c) => ({ ...c, spells: ['heal', 'lightning'], magicPotential: { red: 2, yellow: 2, blue: 2 } }),
    (found, rng) => {
      if (found.state.phase.kind !== 'claim') return false;
      const taken = act(found.state, { type: 'claim', character: found.state.phase.character, take: true }, rng);
      after = taken.state;
      return taken.events.some((e) => / Magic Potential \((red|yellow|blue)\)\.$/.test(e.text)) && taken.state.phase.kind === 'learnSpell';
    },
    600,
    'no seed gave a sun talisman',
  );
  return { before: r.before, after: after!, id: r.id, rng: r.rng };
}

describe('Citadel: the players choose the new spells a higher Magic Potential brings (14.6, 12.2)', () => {
  it('a sun talisman waits for the new spells: every spell he does not know is offered, never a special one', () => {
    const r = talismanTaken();
    const c = member(r.after, r.id);
    const p = r.after.phase;
    if (p.kind !== 'learnSpell') throw new Error('not waiting');
    expect(p.count).toBe(Math.max(c.magicPotential.red, c.magicPotential.yellow, c.magicPotential.blue) - 2);
    const offered = listed(r.after).map((a) => (a.type === 'learnSpell' ? a.spell : null));
    expect(offered).not.toContain('heal');
    expect(offered).not.toContain('lightning');
    expect(offered).not.toContain('wrathOfGod');
    expect(offered).not.toContain('resurrect');
    expect(offered).toContain('sleep');
    expect(choicesFor(r.after).map((x) => x.label)).toContain(`${c.name} learns Sleep (Combat only, 2 WP)${p.count > 1 ? ` (${p.count} to choose)` : ''}`);
    expect(citadelView(r.after).phase.title).toBe('New spells');
    // The suggested one (the panel's primary button) is a spell he may learn, the only one marked.
    const suggested = choicesFor(r.after).filter((x) => x.suggested);
    expect(suggested).toHaveLength(1);
    expect(offered).toContain(suggested[0]!.action.type === 'learnSpell' ? suggested[0]!.action.spell : null);
  });

  it('each answer adds the spell chosen; play goes on exploring once all are chosen', () => {
    const r = talismanTaken();
    let s = r.after;
    const chosen: string[] = [];
    while (s.phase.kind === 'learnSpell') {
      const pick = listed(s).filter((a) => a.type === 'learnSpell').at(-1)!;
      if (pick.type === 'learnSpell') chosen.push(pick.spell);
      s = act(s, pick, r.rng).state;
    }
    expect(s.phase.kind).toBe('explore');
    expect(member(s, r.id).spells).toEqual(['heal', 'lightning', ...chosen]);
  });

  it('refuses a spell he knows, a special spell, and other actions', () => {
    const r = talismanTaken();
    expect(() => act(r.after, { type: 'learnSpell', character: r.id, spell: 'heal' }, r.rng)).toThrow(/refused/);
    expect(() => act(r.after, { type: 'learnSpell', character: r.id, spell: 'wrathOfGod' }, r.rng)).toThrow(/refused/);
    expect(() => act(r.after, { type: 'move', dir: 0 }, r.rng)).toThrow(/refused/);
  });

  it('the built-in player takes the usual order (Blast after Heal and Lightning)', () => {
    const r = talismanTaken();
    expect(chooseAction(r.after)).toEqual({ type: 'learnSpell', character: r.id, spell: 'blast' });
  });

  it('a state saved while the choice waits reloads into the same question, and answers alike', () => {
    const r = talismanTaken();
    const reloaded = JSON.parse(JSON.stringify(r.after)) as CitadelState;
    expect(choicesFor(reloaded)).toEqual(choicesFor(r.after));
    const a = act(r.after, { type: 'learnSpell', character: r.id, spell: 'sleep' }, new Rng(r.rng.state())).state;
    const b = act(reloaded, { type: 'learnSpell', character: r.id, spell: 'sleep' }, new Rng(r.rng.state())).state;
    expect(b).toEqual(a);
  });

  it('between expeditions, raising his highest sun asks for one new spell; raising a lower one asks nothing', () => {
    const { state: s0, rng } = start(3);
    const id = s0.order[0]!;
    const home0 = act(s0, { type: 'leave' }, rng).state;
    const home: CitadelState = { ...home0, party: home0.party.map((c) => (c.id === id ? { ...c, spells: ['heal', 'lightning'], magicPotential: { red: 1, yellow: 1, blue: 2 }, experience: 1000, goldMarks: 1000 } : c)) };
    const lower = act(home, { type: 'advance', character: id, characteristic: 'mp:red' }, rng).state;
    expect(lower.phase.kind).toBe('home');
    const higher = act(home, { type: 'advance', character: id, characteristic: 'mp:blue' }, rng);
    expect(higher.state.phase).toEqual({ kind: 'learnSpell', character: id, count: 1, resume: { kind: 'home' } });
    const learnt = act(higher.state, { type: 'learnSpell', character: id, spell: 'sleep' }, rng).state;
    expect(learnt.phase.kind).toBe('home');
    expect(member(learnt, id).spells).toEqual(['heal', 'lightning', 'sleep']);
  });
});
