import { describe, expect, it } from 'vitest';
import { copyState, copyStateWithout, gameItem, itemWith, withAdventurer, withPhase, withState } from '../../../../shared/rulesets/deathmaze/game/state-copy';
import { exploringPhase } from '../../../../shared/rulesets/deathmaze/game/phase-records';
import type { MagicItem } from '../../../../shared/rulesets/deathmaze/data/magic-items';
import type { DeathmazeState, GameItem } from '../../../../shared/rulesets/deathmaze/game';
import { fresh } from './helpers';

/** The keys a record's JSON has: those with a value (a layout's keys not yet added are undefined, and JSON leaves them out). */
const jsonKeys = (record: object): string[] => Object.keys(JSON.parse(JSON.stringify(record)) as object);

const sameAsSpread = (copy: object, original: object) => {
  expect(copy).not.toBe(original);
  expect(Object.keys(copy)).toEqual(Object.keys(original));
  expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...original }));
};

describe('copyState (what `{ ...state }` gives, keys in the same order)', () => {
  it('copies a new game state', () => {
    const { state } = fresh(1);
    sameAsSpread(copyState(state), state);
  });

  it('keeps optional keys after the usual ones, in their order', () => {
    const { state } = fresh(1);
    const withExtras = { ...state, hostile: [], charmed: [] } as DeathmazeState;
    sameAsSpread(copyState(withExtras), withExtras);
  });

  it('rebuilds a state whose keys come in another order: the same fields, the usual keys first', () => {
    const { state } = fresh(1);
    const { party, ...rest } = state;
    const reordered = { party, ...rest, charmed: [] } as DeathmazeState;
    const copy = copyState(reordered);
    expect(JSON.parse(JSON.stringify(copy))).toEqual(JSON.parse(JSON.stringify(reordered)));
    expect(jsonKeys(copy)).toEqual([...jsonKeys(state), 'charmed']);
  });

  it('a change to the copy leaves the state alone', () => {
    const { state } = fresh(1);
    const copy = copyState(state);
    copy.nextId = state.nextId + 1;
    expect(state.nextId).toBe(copy.nextId - 1);
  });
});

describe('withPhase (what `{ ...state, phase }` gives, after every combat action)', () => {
  it('gives the spread for states made one from another, with and without optional keys', () => {
    const { state } = fresh(1);
    const withExtras = { ...state, hostile: [], charmed: [] } as DeathmazeState;
    // A chain (each state made by withPhase from the one before: the keys it found are kept), then other states.
    let previous = withExtras;
    for (let i = 0; i < 3; i++) {
      const phase = exploringPhase();
      const next = withPhase(previous, phase);
      expect(next.phase).toBe(phase);
      expect(Object.keys(next)).toEqual(Object.keys({ ...previous, phase }));
      expect(JSON.stringify(next)).toBe(JSON.stringify({ ...previous, phase }));
      previous = next;
    }
    const plain = withPhase(state, exploringPhase());
    expect(Object.keys(plain)).toEqual(Object.keys(state));
    const again = withPhase(withExtras, exploringPhase());
    expect(Object.keys(again)).toEqual(Object.keys(withExtras));
  });

  it('rebuilds a state whose keys come in another order with the usual keys first, and its next copy alike', () => {
    const { state } = fresh(1);
    const { party, ...rest } = state;
    const reordered = { party, ...rest, charmed: [] } as DeathmazeState;
    const copy = withPhase(reordered, exploringPhase());
    expect(jsonKeys(copy)).toEqual([...jsonKeys(state), 'charmed']);
    expect(jsonKeys(withPhase(copy, exploringPhase()))).toEqual([...jsonKeys(state), 'charmed']);
  });
});

describe('the layouts: one key list for a game\u2019s states, the JSON of states built key by key', () => {
  const FOUR = [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }];
  const WIZARD = [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard' }, { name: 'Bree', class: 'thief' }];
  const monster = JSON.parse('{"id":"m1","name":"Ogre"}') as NonNullable<DeathmazeState['charmed']>[number];
  const campaign = JSON.parse('{"name":"Campaign"}') as NonNullable<DeathmazeState['campaign']>;
  const poison = [{ id: 'a1', wounds: 2, cause: 'a poisoned needle' }];

  it('a state with charmed monsters has the same keys, in the same order, as one without', () => {
    const { state } = fresh(1);
    const charmed = withState(state, { charmed: [monster] });
    expect(Object.keys(charmed)).toEqual(Object.keys(state));
    expect(Object.keys(withState(charmed, { hostile: [monster] }))).toEqual(Object.keys(state));
    expect(jsonKeys(state)).not.toContain('charmed');
    expect(jsonKeys(charmed).slice(-1)).toEqual(['charmed']);
  });

  /**
   * Each step as the code before the layouts made it, `{ ...state, ...changes }` (or a rest pattern for a key
   * dropped) from the state's JSON, against withState and copyStateWithout: the JSON must be the same at every step.
   */
  const steps: readonly { readonly name: string; readonly setup?: object; readonly changes: readonly (Partial<DeathmazeState> | 'drop poison')[] }[] = [
    { name: 'a party alone: charmed, hostile, then home', changes: [{ charmed: [monster] }, { charmed: [], hostile: [monster] }, { campaign }, { charmed: [] }, { hostile: [] }] },
    { name: 'a party alone: charmed, home, then hostile', changes: [{ charmed: [monster] }, { campaign }, { charmed: [], hostile: [monster] }, { hostile: [] }] },
    { name: 'a party alone: home, then charmed and hostile', changes: [{ campaign }, { nextId: 40 }, { charmed: [monster] }, { charmed: [], hostile: [monster] }] },
    { name: 'a Basic campaign', setup: { variant: 'basic', party: FOUR }, changes: [{ nextId: 40 }, { charmed: [monster] }, { charmed: [], hostile: [monster] }, { hostile: [] }] },
    {
      name: 'an Advanced game: poison, a monster turned hostile within the poisoning action, the next expedition',
      setup: { variant: 'advanced', party: WIZARD },
      changes: [{ poisonPending: poison }, 'drop poison', { poisonPending: poison }, { charmed: [], hostile: [monster] }, 'drop poison', { ringsUsed: ['r1'] }, { ringsUsed: [], charmed: [], hostile: [] }],
    },
    { name: 'an Advanced game: its next expedition first', setup: { variant: 'advanced', party: WIZARD }, changes: [{ ringsUsed: [], charmed: [], hostile: [] }, { poisonPending: poison }, 'drop poison'] },
  ];
  for (const { name, setup, changes } of steps) {
    it(`gives every state the JSON a spread gave it: ${name}`, () => {
      const { state } = fresh(4, setup);
      let now: DeathmazeState = state;
      let before = JSON.parse(JSON.stringify(state)) as DeathmazeState;
      for (const change of changes) {
        if (change === 'drop poison') {
          now = copyStateWithout(now, 'poisonPending');
          const { poisonPending: _dropped, ...rest } = before;
          before = rest;
        } else {
          now = withState(now, change);
          before = { ...before, ...change };
        }
        expect(JSON.stringify(now)).toBe(JSON.stringify(before));
        // And a copy of it, and a copy of the copy (each copy lays the state out again).
        expect(JSON.stringify(withPhase(copyState(now), now.phase))).toBe(JSON.stringify(before));
      }
    });
  }
});

describe('withState, copyStateWithout and withAdventurer (what a spread or a rest pattern gives)', () => {
  it('withState changes a field in place and appends new keys in their order, like `{ ...state, ...changes }`', () => {
    const { state } = fresh(2);
    const changes = { nextId: 9, hostile: [], charmed: [] } as Partial<DeathmazeState>;
    const next = withState(state, changes);
    expect(Object.keys(next)).toEqual(Object.keys({ ...state, ...changes }));
    expect(JSON.stringify(next)).toBe(JSON.stringify({ ...state, ...changes }));
    expect(state.nextId).not.toBe(9);
  });

  it('copyStateWithout drops one key and keeps the others in order, like a rest pattern', () => {
    const { state } = fresh(2);
    const pending = withState(state, { poisonPending: [{ id: 'a1', wounds: 2, cause: 'a poisoned needle' }], charmed: [] });
    const { poisonPending: _dropped, ...rest } = pending;
    expect(_dropped).toHaveLength(1);
    const copy = copyStateWithout(pending, 'poisonPending');
    expect(Object.keys(copy)).toEqual(Object.keys(rest));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(rest));
  });

  it('withAdventurer gives `{ ...a, ...changes }` for a Character Record', () => {
    const { state } = fresh(3);
    const a = state.party[0]!;
    const next = withAdventurer(a, { wounds: a.wounds + 2, causeOfDeath: 'a pit' });
    expect(Object.keys(next)).toEqual(Object.keys({ ...a, wounds: 0, causeOfDeath: '' }));
    expect(next.wounds).toBe(a.wounds + 2);
    expect(next.causeOfDeath).toBe('a pit');
    expect(a.causeOfDeath).toBeUndefined();
  });
});

describe('gameItem and itemWith (one shape for every item in play)', () => {
  const found: MagicItem[] = [
    { kind: 'weapon', weapon: 'sword', bonus: 2 },
    { kind: 'armour', bonus: 1 },
    { kind: 'potion', potion: null },
    { kind: 'spice', spice: 'cloves' },
    { kind: 'medallion', medallion: 'oratory' },
    { kind: 'ring', ring: 'sleep' },
  ];

  it('an item just found reads in JSON exactly as `{ ...item, id }` does, whatever its kind', () => {
    for (const item of found) expect(JSON.stringify(gameItem(item, 'i7'))).toBe(JSON.stringify({ ...item, id: 'i7' }));
    expect(JSON.stringify(gameItem(found[2]!, 'i8', 1))).toBe(JSON.stringify({ ...found[2]!, id: 'i8', doses: 1 }));
  });

  it('an item back from the roster keeps its doses or its test, where the roster kept them', () => {
    const potion = { kind: 'potion', potion: 'healing', doses: 1 } as MagicItem;
    const medallion = { kind: 'medallion', medallion: 'oratory', tested: true } as MagicItem;
    for (const item of [potion, medallion]) expect(JSON.stringify(gameItem(item, 'i9'))).toBe(JSON.stringify({ ...item, id: 'i9' }));
    const carried = itemWith(gameItem({ kind: 'potion', potion: null }, 'i2'), { potion: 'strength', doses: 1 });
    const { id: _id, ...kept } = carried;
    expect(_id).toBe('i2');
    const again = gameItem(kept as MagicItem, 'i5');
    expect(again.kind === 'potion' && again.doses).toBe(1);
    expect(JSON.stringify(again)).toBe('{"kind":"potion","potion":"strength","doses":1,"id":"i5"}');
  });

  it('an item back from the roster (its doses before its id) changes as a spread would, its keys in their order', () => {
    const returned = JSON.parse('{"kind":"potion","potion":"healing","doses":2,"id":"i6"}') as GameItem;
    expect(JSON.stringify(itemWith(returned, { doses: 1 }))).toBe('{"kind":"potion","potion":"healing","doses":1,"id":"i6"}');
  });

  it('every item has the same keys in the same order, whatever its kind', () => {
    const keys = found.map((item) => Object.keys(gameItem(item, 'i1')).join());
    expect(new Set(keys).size).toBe(1);
  });

  it('itemWith changes a potion, its doses or a medallion\u2019s test as a spread would, and leaves the item alone', () => {
    const potion = gameItem({ kind: 'potion', potion: null }, 'i3');
    const tested = itemWith(potion, { potion: 'healing', doses: 2 });
    expect(JSON.stringify(tested)).toBe(JSON.stringify({ kind: 'potion', potion: 'healing', id: 'i3', doses: 2 }));
    expect(JSON.stringify(itemWith(tested, { doses: 1 }))).toBe(JSON.stringify({ kind: 'potion', potion: 'healing', id: 'i3', doses: 1 }));
    expect(potion.kind === 'potion' && potion.potion).toBeNull();
    const medallion = gameItem({ kind: 'medallion', medallion: 'dexterity' }, 'i4');
    expect(JSON.stringify(itemWith(medallion, { tested: true }))).toBe(JSON.stringify({ kind: 'medallion', medallion: 'dexterity', id: 'i4', tested: true }));
  });
});
