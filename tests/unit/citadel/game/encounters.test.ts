import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { treasureLetter } from '../../../../shared/rulesets/citadel/game/loot';
import { figures, group, hellgateGuard } from '../../../../shared/rulesets/citadel/game/monsters';
import { applyAction, type CitadelState, type MonsterGroup } from '../../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, fightOut, listed, start } from './helpers';

/** A state with `g` waiting on the party's tile, the party facing it. */
function facing(state: CitadelState, g: MonsterGroup): CitadelState {
  const key = keyOf(state.position);
  return { ...state, tiles: { ...state.tiles, [key]: { ...state.tiles[key]!, monsters: g } }, encounter: { where: 'segment', group: null, solo: null, reward: null }, phase: { kind: 'encounter', negotiated: false, bribed: false } };
}

function orcs(seed: number, gold = 500): { state: CitadelState; rng: Rng } {
  const { state, rng } = start(seed);
  const made = figures(state, rng, 'orc', 2, 1, []);
  const rich = { ...made.state, party: made.state.party.map((c) => ({ ...c, goldMarks: gold / 5 })) };
  return { state: facing(rich, group('room', 1, made.figures)), rng };
}

describe('Citadel encounters (8.0–8.9, 6.7, 6.9)', () => {
  it('treasure letters shift down the table by level, stopping at L (6.7)', () => {
    expect(treasureLetter('evilHero', 'wandering', 3)).toBe('E');
    expect(treasureLetter('evilHero', 'room', 1)).toBe('J');
    expect(treasureLetter('direWolf', 'room', 2)).toBe('B');
    expect(treasureLetter('x', 'hellgate', 3)).toBe('L');
  });

  it('offers negotiation, the printed bribes the party can pay, and the fight', () => {
    const { state } = orcs(1, 100);
    const actions = listed(state);
    expect(actions).toContainEqual({ type: 'negotiate' });
    expect(actions.filter((a) => a.type === 'bribe').map((a) => (a.type === 'bribe' ? a.goldMarks : 0))).toEqual([20, 40, 60, 80, 100]);
    expect(actions).toContainEqual({ type: 'fight' });
  });

  it('a bribe costs its gold whatever the answer; refused, the monsters strike first; one bribe per group (8.8–8.9)', () => {
    let refused = 0;
    let accepted = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { state, rng } = orcs(seed);
      const gold = state.party.reduce((s, c) => s + c.goldMarks, 0);
      const r = act(state, { type: 'bribe', goldMarks: 20 }, rng).state;
      expect(r.party.reduce((s, c) => s + c.goldMarks, 0)).toBe(gold - 20);
      const g = r.tiles[keyOf(r.position)]!.monsters!;
      expect(g.bribeGold).toBe(20);
      if (r.phase.kind === 'combat') {
        refused++;
        // The monsters struck first: their attacks are in the log before the party has acted.
        expect(r.phase.combat.round).toBe(1);
        const again = applyAction({ ...r, phase: { kind: 'encounter', negotiated: false, bribed: true } }, { type: 'bribe', goldMarks: 20 }, rng);
        expect(again.ok).toBe(false);
      } else {
        accepted++;
        expect(g.attitude).toBe('agreement');
        expect(r.phase.kind).toBe('explore');
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  });

  it('a bribe the party cannot pay, or an amount not printed, is refused with a message', () => {
    const { state, rng } = orcs(2, 50);
    const gold = state.party.reduce((n, c) => n + c.goldMarks, 0);
    expect(gold).toBeLessThan(100);
    const tooMuch = applyAction(state, { type: 'bribe', goldMarks: 100 }, rng);
    expect(tooMuch.ok).toBe(false);
    if (!tooMuch.ok) expect(tooMuch.message).toBe(`The party has only ${gold} Gold Marks.`);
    const odd = applyAction(state, { type: 'bribe', goldMarks: 30 }, rng);
    expect(odd.ok).toBe(false);
    if (!odd.ok) expect(odd.message).toMatch(/printed amounts/);
  });

  it('the gold of a refused bribe comes back when the monsters are killed (8.9 ruling)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const { state, rng } = orcs(seed);
      let s = act(state, { type: 'bribe', goldMarks: 20 }, rng).state;
      if (s.phase.kind !== 'combat') continue;
      const fought = fightOut(s, rng);
      const events = fought.texts;
      s = fought.state;
      if (s.phase.kind === 'explore') {
        expect(events).toContain('The 20 Gold Marks of the bribe are recovered.');
        return;
      }
    }
    throw new Error('no seed killed the bribed orcs');
  });

  it('Intimidate hands over a quarter of the rolled gold and keeps the rest for a later kill (8.5)', () => {
    let seen = 0;
    for (let seed = 1; seed <= 200 && seen < 3; seed++) {
      const { state, rng } = orcs(seed);
      const r = act(state, { type: 'negotiate' }, rng);
      const g = r.state.tiles[keyOf(r.state.position)]!.monsters!;
      if (g.treasure === null) continue;
      seen++;
      const gold = g.treasure.reduce((s, t) => s + t.goldMarks, 0);
      expect(g.tributePaid).toBe(Math.floor(gold / 4));
      expect(r.state.phase.kind).toBe('explore');
      // The party may still attack them (8.5).
      expect(listed(r.state)).toContainEqual({ type: 'fight' });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('monsters left in a segment are met again on return, and an agreement lapses (6.9)', () => {
    const { state, rng } = orcs(5);
    const agreed = { ...state, encounter: null, phase: { kind: 'explore' as const } };
    const key = keyOf(state.position);
    const withAgreement = { ...agreed, tiles: { ...agreed.tiles, [key]: { ...agreed.tiles[key]!, monsters: { ...agreed.tiles[key]!.monsters!, attitude: 'agreement' as const, bribeTried: true } } } };
    // Step out and back in: leave north onto a fresh corridor and return.
    const next = act(withAgreement, listed(withAgreement).find((a) => a.type === 'move')!, rng).state;
    if (next.phase.kind !== 'explore') return;
    const back = listed(next).find((a) => a.type === 'move' && a.dir === 2);
    if (!back) return;
    const again = act(next, back, rng).state;
    expect(again.phase.kind).toBe('encounter');
    expect(again.tiles[key]!.monsters!.attitude).toBe('hostile');
    expect(listed(again)).toContainEqual({ type: 'negotiate' });
  });

  it('Demons and X neither negotiate nor take bribes: the only answer is to fight (8.4, 16.0)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const { state, rng } = start(seed);
      const events: never[] = [];
      const guard = hellgateGuard(state, rng, 3, events);
      const demons = guard.group.figures.filter((f) => f.monster === 'demon');
      expect(demons.length).toBeGreaterThanOrEqual(3);
      expect(demons.length).toBeLessThanOrEqual(7);
      expect(guard.group.figures[guard.group.figures.length - 1]!.monster).toBe('x');
      // Level 3's CB +3 applies to the Demons, but their number is not doubled.
      expect(demons.every((d) => d.combatBonus === 5 + 3)).toBe(true);
      // Besides changes to the marching order (PL 4.1 C3), the only answer is the fight.
      expect(listed(facing(guard.state, guard.group)).filter((a) => a.type !== 'moveUp')).toEqual([{ type: 'fight' }]);
    }
  });
});
