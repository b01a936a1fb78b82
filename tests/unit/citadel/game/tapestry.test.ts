import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { choicesFor, chooseAction, citadelView, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { act, firstMemberInvestigates, listed } from './helpers';

/**
 * 13.6 Tapestry: "The investigating character may discard one of his two weapons and take the tapestry with him
 * instead." The players choose the weapon dropped, or leave it.
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/** The first member, carrying a Sword and a magic Dagger +2, investigates artwork, from the first seed that shows a tapestry. */
function atTapestry(weapons: readonly ('sword' | 'dagger')[] = ['sword', 'dagger']) {
  return firstMemberInvestigates(
    'artwork',
    (c) => ({ ...c, weapons: [...weapons], items: [{ type: 'weapon', weapon: 'dagger', bonus: 2 }], jewels: [] }),
    (r) => r.events.some((e) => e.text.includes('Artwork: Tapestry.') || e.text.includes(': Tapestry.')),
    300,
    'no seed gave a tapestry',
  );
}

describe('Citadel: the tapestry, and the weapon dropped for it, are the players\u2019 choice (13.6)', () => {
  it('waits, offering each of his two weapons as the one dropped, or leaving it', () => {
    const r = atTapestry();
    expect(r.after.phase.kind).toBe('tapestry');
    expect(listed(r.after)).toEqual([
      { type: 'tapestry', character: r.id, drop: 'sword' },
      { type: 'tapestry', character: r.id, drop: 'dagger' },
      { type: 'tapestry', character: r.id, drop: 'none' },
    ]);
    const name = member(r.after, r.id).name;
    const c = member(r.after, r.id);
    const skill = (w: 'sword' | 'dagger') => (c.weaponSkills[w] ? `weapon skill +${c.weaponSkills[w]}` : '');
    const words = (w: 'sword' | 'dagger', magic: string) => [skill(w), magic].filter(Boolean).join(', ');
    const sword = words('sword', '');
    const dagger = words('dagger', 'magic +2');
    expect(choicesFor(r.after).map((x) => x.label)).toEqual([
      `${name} drops his Sword${sword ? ` (${sword})` : ''} and takes the tapestry (a jewel worth a Jewel Table roll + 4 GM)`,
      `${name} drops his Dagger (${dagger}) and takes the tapestry (a jewel worth a Jewel Table roll + 4 GM)`,
      `${name} leaves the tapestry on the wall (keeps both weapons)`,
    ]);
    // The suggested answer never throws away the magic Dagger: the plain Sword if he has no skill in it, else he leaves it.
    const suggested = choicesFor(r.after).filter((x) => x.suggested);
    expect(suggested.map((x) => x.action)).toEqual([{ type: 'tapestry', character: r.id, drop: c.weaponSkills.sword ? 'none' : 'sword' }]);
    expect(citadelView(r.after).phase.title).toBe('An Elfin tapestry');
    expect(citadelView(r.after).phase.section).toBe('13.6');
  });

  it('dropping the Sword keeps the magic Dagger and carries the tapestry as a jewel worth a Jewel roll + 4', () => {
    const r = atTapestry();
    const done = act(r.after, { type: 'tapestry', character: r.id, drop: 'sword' }, r.rng);
    const c = member(done.state, r.id);
    expect(c.weapons).toEqual(['dagger']);
    expect(c.items).toEqual([{ type: 'weapon', weapon: 'dagger', bonus: 2 }]);
    expect(c.jewels).toHaveLength(1);
    expect(done.events.map((e) => e.text)).toContain(`The tapestry is worth ${c.jewels[0]} Gold Marks.`);
    expect(done.state.phase.kind).toBe('explore');
  });

  it('dropping the magic Dagger loses it with the weapon', () => {
    const r = atTapestry();
    const c = member(act(r.after, { type: 'tapestry', character: r.id, drop: 'dagger' }, r.rng).state, r.id);
    expect(c.weapons).toEqual(['sword']);
    expect(c.items).toEqual([]);
  });

  it('leaving it keeps both weapons, rolls nothing, and play goes on', () => {
    const r = atTapestry();
    const done = act(r.after, { type: 'tapestry', character: r.id, drop: 'none' }, r.rng);
    expect(member(done.state, r.id).weapons).toEqual(['sword', 'dagger']);
    expect(member(done.state, r.id).jewels).toEqual([]);
    expect(done.events.some((e) => e.roll !== undefined)).toBe(false);
    expect(done.state.phase.kind).toBe('explore');
  });

  it('refuses a weapon he does not carry, another member, and other actions', () => {
    const r = atTapestry();
    expect(() => act(r.after, { type: 'tapestry', character: r.id, drop: 'bow' }, r.rng)).toThrow(/refused/);
    expect(() => act(r.after, { type: 'tapestry', character: r.after.order[1]!, drop: 'none' }, r.rng)).toThrow(/refused/);
    expect(() => act(r.after, { type: 'move', dir: 0 }, r.rng)).toThrow(/refused/);
  });

  it('with one weapon he is not asked and leaves it', () => {
    const r = atTapestry(['sword']);
    expect(r.after.phase.kind).toBe('explore');
    expect(member(r.after, r.id).weapons).toEqual(['sword']);
  });

  it('the built-in player keeps the magic Dagger: he drops the plain Sword unless skilled in it, and answers as the panel suggests', () => {
    const r = atTapestry();
    const c = member(r.after, r.id);
    const answer = chooseAction(r.after);
    expect(answer).toEqual({ type: 'tapestry', character: r.id, drop: c.weaponSkills.sword ? 'none' : 'sword' });
    expect(choicesFor(r.after).find((x) => x.suggested)?.action).toEqual(answer);
  });

  it('a state saved while the tapestry waits reloads into the same question, and answers alike', () => {
    const r = atTapestry();
    const reloaded = JSON.parse(JSON.stringify(r.after)) as CitadelState;
    expect(reloaded).toEqual(r.after);
    expect(choicesFor(reloaded)).toEqual(choicesFor(r.after));
    const rngState = r.rng.state();
    const a = act(r.after, { type: 'tapestry', character: r.id, drop: 'sword' }, new Rng(rngState)).state;
    const b = act(reloaded, { type: 'tapestry', character: r.id, drop: 'sword' }, new Rng(rngState)).state;
    expect(b).toEqual(a);
  });
});
