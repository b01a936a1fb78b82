import { describe, expect, it } from 'vitest';
import { FOUR, R, fresh } from './helpers';

const FIVE = {
  party: [
    { name: 'Arn', class: 'hero', player: 1 },
    { name: 'Bree', class: 'thief', player: 2 },
    { name: 'Cal', class: 'hero', player: 1 },
    { name: 'Dee', class: 'thief', player: 2 },
    { name: 'Eda', class: 'hero', player: 1 },
  ],
};

function refusal(setup: unknown): string[] {
  const parsed = R.setupSchema.safeParse(setup);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
}

describe('setup marching order and players [5.11], [5.12], [3.0]', () => {
  it('places a 2+3 marching order given as party indexes, front row first', () => {
    const { state, events } = fresh(3, { party: FIVE.party.map(({ player: _p, ...m }) => m), marchingOrder: [[4, 1], [0, 2, 3]] });
    expect(state.marchingOrder.rows).toEqual([
      ['a5', 'a2', null],
      ['a1', 'a3', 'a4'],
    ]);
    expect(events.find((e) => e.kind === 'setup.order')?.text).toBe('Marching order: Row 1: Eda | Bree | ·; Row 2: Arn | Cal | Dee.');
  });

  it('gives each adventurer the player named, not the party-order share', () => {
    const party = [...FOUR.party, { name: 'Eda', class: 'hero' }, { name: 'Fay', class: 'thief' }].map((m, i) => ({ ...m, player: (i % 2) + 1 }));
    expect(fresh(3, { party, players: 2 }).state.party.map((a) => a.player)).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('takes a 2+3 order with explicit players together', () => {
    const fourTwo = { party: FOUR.party.map((m, i) => ({ ...m, player: i < 2 ? 2 : 1 })), players: 2, marchingOrder: [[3, 0], [1, 2]] };
    const { state } = fresh(5, fourTwo);
    expect(state.party.map((a) => [a.name, a.player])).toEqual([['Arn', 2], ['Bree', 2], ['Cal', 1], ['Dee', 1]]);
    expect(state.marchingOrder.rows).toEqual([['a4', 'a1', null], ['a2', 'a3', null]]);
  });

  it('without the new fields the game is exactly as before', () => {
    const plain = fresh(7, { party: FOUR.party, players: 2 });
    const explicit = fresh(7, { party: FOUR.party.map((m, i) => ({ ...m, player: i < 2 ? 1 : 2 })), players: 2, marchingOrder: [[0, 1, 2], [3]] });
    expect(JSON.stringify(explicit.state)).toBe(JSON.stringify(plain.state));
    expect(JSON.stringify(explicit.events)).toBe(JSON.stringify(plain.events));
  });

  it('refuses bad marching orders with the rule named', () => {
    expect(refusal({ ...FOUR, marchingOrder: [[0], [1, 2, 3]] })).toContainEqual(expect.stringContaining('At least two adventurers must be in the first row'));
    expect(refusal({ ...FOUR, marchingOrder: [[0], [1, 2, 3]] }).join(' ')).toContain('[5.12]');
    expect(refusal({ ...FOUR, marchingOrder: [[0, 1, 2, 3]] }).join(' ')).toMatch(/no more than three adventurers may be in a row \[5\.12\]/);
    expect(refusal({ ...FOUR, marchingOrder: [[0, 1], []] }).join(' ')).toContain('[5.12]');
    expect(refusal({ ...FOUR, marchingOrder: [[0, 1], [2]] }).join(' ')).toContain('Every adventurer must be placed in the marching order; missing: a4');
    expect(refusal({ ...FOUR, marchingOrder: [[0, 1], [2, 2, 3]] }).join(' ')).toContain('appears more than once');
    expect(refusal({ ...FOUR, marchingOrder: [[0, 1], [2, 7]] }).join(' ')).toContain('not a member of the party');
    const parsed = R.setupSchema.safeParse({ ...FOUR, marchingOrder: [[0], [1, 2, 3]] });
    expect(parsed.success ? null : parsed.error.issues[0]?.path).toEqual(['marchingOrder']);
  });

  it('refuses players that do not share the party equally [3.0]', () => {
    expect(refusal({ party: FOUR.party.map((m, i) => ({ ...m, player: i === 0 ? 2 : 1 })), players: 2 })).toEqual([
      'Every player controls the same number of adventurers [3.0]: player 1 has 3, player 2 has 1.',
    ]);
    expect(refusal({ party: FOUR.party.map((m) => ({ ...m, player: 3 })), players: 2 }).join(' ')).toContain('There is no player 3');
    expect(refusal({ party: FOUR.party.map((m, i) => (i === 0 ? { ...m, player: 1 } : m)), players: 2 })).toEqual(['Every adventurer must be given a player, or none [3.0].']);
    expect(() => R.newGame({ party: FOUR.party.map((m) => ({ ...m, class: m.class as 'hero', player: 2 })), players: 2 }, fresh().rng)).toThrow('[3.0]');
  });
});
