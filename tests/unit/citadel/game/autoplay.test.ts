import { describe, expect, it } from 'vitest';
import { chooseAction, type CitadelAction, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { cellKey, newTile, placedSide } from '../../../../shared/rulesets/citadel/maze/grid';
import { TILE_DESIGNS } from '../../../../shared/rulesets/citadel/maze/tiles';
import { usableSpells } from '../../../../shared/rulesets/citadel/game/party';
import { act, facingOrcs, start } from './helpers';

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

/**
 * A constructed corner of level 1 (or `level`): the party in a plain four-door room at (0,-1), just north of the
 * Gateway, with a staircase room east of it at (1,-1) and its other doors (north, west) unexplored.
 */
function besideTheStairs(seed: number, mirror: CitadelState['mirror'], extra: { feature?: 'furniture' } = {}): { state: CitadelState; rng: ReturnType<typeof start>['rng'] } {
  const { state, rng } = atTheGateway(seed);
  const plain = TILE_DESIGNS.find((d) => !d.room.stairs && d.room.feature === null && d.room.sides.every((s) => s === 'door'))!;
  const stairs = TILE_DESIGNS.find((d) => d.room.stairs)!;
  const furniture = TILE_DESIGNS.find((d) => d.room.feature === 'furniture' && d.room.sides.every((s) => s !== 'wall'))!;
  const room = { ...newTile(plain.id, { x: 0, y: -1, level: 1 }, 'room', 0), entered: true };
  const east = { ...newTile((extra.feature ? furniture : stairs).id, { x: 1, y: -1, level: 1 }, 'room', 0), entered: true };
  const used = new Set([room.designId, east.designId]);
  // The party has walked off the Gateway, so the spells are marked for this expedition (4.1 D): its first step ends it.
  const { marking: _marked, ...walked } = state;
  return {
    state: { ...walked, tiles: { ...state.tiles, [room.key]: room, [east.key]: east }, position: { x: 0, y: -1, level: 1 }, pile: state.pile.filter((id) => !used.has(id)), mirror },
    rng,
  };
}

const isExplore = (state: CitadelState, a: CitadelAction) => a.type === 'move' && !state.tiles[cellKey(state.position.level, state.position.x + (a.dir === 1 ? 1 : a.dir === 3 ? -1 : 0), state.position.y + (a.dir === 2 ? 1 : a.dir === 0 ? -1 : 0))];

describe('the Citadel autoplayer hunts the Hellgate by the mirrors (13.7) and the stairs (6.5)', () => {
  it('walks to the known staircase instead of into the unknown when a mirror named a deeper level', () => {
    for (const seed of [5, 6, 7]) {
      const { state } = besideTheStairs(seed, { level: 3, countdown: null });
      expect(chooseAction(state)).toEqual({ type: 'move', dir: 1 });
    }
  });

  it('before any mirror, searches level 1 (a deeper Gate has stronger Demons, 6.7) rather than going down the stairs', () => {
    for (const seed of [5, 6, 7]) {
      const { state } = besideTheStairs(seed, { level: null, countdown: null });
      expect(isExplore(state, chooseAction(state))).toBe(true);
      const onStairs: CitadelState = { ...state, position: { x: 1, y: -1, level: 1 } };
      expect(chooseAction(onStairs).type).not.toBe('stairs');
    }
  });

  it('enters unexplored segments on the named level while the mirror counts them down, and never turns to the stairs', () => {
    for (const seed of [5, 6, 7]) {
      const { state } = besideTheStairs(seed, { level: 1, countdown: 4 });
      const a = chooseAction(state);
      expect(isExplore(state, a)).toBe(true);
    }
  });

  it('on a staircase, goes down toward the named level; once on it with the count under way, explores there', () => {
    const { state } = besideTheStairs(8, { level: 2, countdown: null });
    const onStairs: CitadelState = { ...state, position: { x: 1, y: -1, level: 1 } };
    expect(chooseAction(onStairs)).toEqual({ type: 'stairs', level: 2 });
    const counted: CitadelState = { ...onStairs, mirror: { level: 1, countdown: 3 } };
    expect(chooseAction(counted).type).toBe('move');
  });

  it('goes to furniture not yet opened while a mirror could still speak, and opens it; once the count is read, it passes it by', () => {
    for (const seed of [5, 6, 7]) {
      const { state } = besideTheStairs(seed, { level: 1, countdown: null }, { feature: 'furniture' });
      expect(chooseAction(state)).toEqual({ type: 'move', dir: 1 });
      const there: CitadelState = { ...state, position: { x: 1, y: -1, level: 1 } };
      expect(chooseAction(there).type).toBe('investigateFeature');
      const read: CitadelState = { ...there, mirror: { level: 1, countdown: 5 } };
      expect(chooseAction(read).type).not.toBe('investigateFeature');
    }
  });
});

/** The first member in marching order given these spells and this Magic Potential under every sun, all else as drawn. */
function withCaster(state: CitadelState, spells: CitadelState['party'][number]['spells'], mp: number): { state: CitadelState; id: string } {
  const id = state.order[0]!;
  const party = state.party.map((c) => (c.id === id ? { ...c, spells: [...spells], magicPotential: { red: mp, yellow: mp, blue: mp }, woundPoints: 14, wounds: 0 } : c));
  return { state: { ...state, party }, id };
}

describe('the Citadel autoplayer prepares with its spells (4.1 D, 10.6)', () => {
  it('on the Gateway, marks the spells it uses most under the dominant sun, then walks on', () => {
    for (const seed of [1, 2, 3]) {
      const { state: s0, rng } = atTheGateway(seed);
      // Blast and Lock are the first of his pool, so they are what he could use unmarked; Heal is worth more.
      const { state, id } = withCaster(s0, ['blast', 'lock', 'heal'], 2);
      const caster = () => state.party.find((c) => c.id === id)!;
      expect(usableSpells(state, caster())).toEqual(['blast', 'lock']);
      const first = chooseAction(state);
      expect(first).toEqual({ type: 'markSpell', character: id, spell: 'heal', instead: 'lock' });
      let now = act(state, first, rng).state;
      expect(usableSpells(now, now.party.find((c) => c.id === id)!)).toEqual(['blast', 'heal']);
      // Nothing better is left out: no more marking, and the party sets off.
      for (let i = 0; i < 10 && now.marking && chooseAction(now).type === 'markSpell'; i++) now = act(now, chooseAction(now), rng).state;
      expect(chooseAction(now).type).not.toBe('markSpell');
      expect(usableSpells(now, now.party.find((c) => c.id === id)!)).toContain('heal');
    }
  });

  it('before a fight it will take, casts Strength on the first row, then Mage Armor, then fights', () => {
    for (const seed of [1, 2, 3]) {
      const { state: s0, rng } = atTheGateway(seed);
      const { state: s1, id } = withCaster(s0, ['strength', 'mageArmor'], 2);
      const { marking: _marked, ...walked } = s1;
      // Orcs that will not talk (8.4): nothing to do but fight.
      const facing = facingOrcs(walked, rng);
      const at = cellKey(facing.position.level, facing.position.x, facing.position.y);
      let state: CitadelState = { ...facing, tiles: { ...facing.tiles, [at]: { ...facing.tiles[at]!, monsters: { ...facing.tiles[at]!.monsters!, talk: false } } } };
      const front = state.order.slice(0, 3);
      const cast: string[] = [];
      for (let i = 0; i < 20; i++) {
        const a = chooseAction(state);
        if (a.type !== 'cast') {
          // Two Orcs are no danger to this party, and they will not talk: it fights them once the wards are up.
          expect(a).toEqual({ type: 'fight' });
          break;
        }
        expect(a.caster).toBe(id);
        expect(front).toContain(a.target);
        cast.push(a.spell);
        state = act(state, a, rng).state;
      }
      expect(cast[0]).toBe('strength');
      expect(cast).toContain('mageArmor');
      // Strength first on each of the first row while the caster can pay and keep 4 Wound Points (14 here: 1 each).
      expect(front.every((f) => state.party.find((c) => c.id === f)!.strength !== undefined)).toBe(true);
      expect(front.every((f) => (state.party.find((c) => c.id === f)!.mageArmor ?? 0) > 0)).toBe(true);
    }
  });
});

/**
 * The party alone on a tile of `designId` laid `face` up at (0,-1), just north of the Gateway, turned so that the
 * first of its passages onto empty cells (north, east, west: south is the Gateway) in the order the rules list exits
 * is `first` and a later one is the other kind of passage.
 */
function onTileWithPassages(seed: number, mirror: CitadelState['mirror'], first: 'door' | 'open'): { state: CitadelState; rng: ReturnType<typeof start>['rng']; door: number } | null {
  const { state, rng } = atTheGateway(seed);
  const { marking: _marked, ...walked } = state;
  for (const d of TILE_DESIGNS) {
    for (const face of ['room', 'corridor'] as const) {
      for (let rotation = 0; rotation < 4; rotation++) {
        const t = { ...newTile(d.id, { x: 0, y: -1, level: 1 }, face, rotation), entered: true };
        if (t.stairs || t.feature !== null) continue;
        const free = ([0, 1, 3] as const).filter((dir) => placedSide(t, dir) !== 'wall');
        const kinds = free.map((dir) => placedSide(t, dir));
        if (kinds[0] !== first || !kinds.includes(first === 'door' ? 'open' : 'door')) continue;
        return {
          state: { ...walked, tiles: { ...state.tiles, [t.key]: t }, position: { x: 0, y: -1, level: 1 }, pile: state.pile.filter((id) => id !== d.id), mirror },
          rng,
          door: free[kinds.indexOf('door')]!,
        };
      }
    }
  }
  return null;
}

describe('the Citadel autoplayer looks for rooms, and prepares for the Gate the mirror counts down to (5.0, 13.7, 16.0)', () => {
  it('into the unknown, it goes through a doorway before an open side: only a tile laid room side up holds furniture (the mirrors) or stairs', () => {
    for (const seed of [5, 6, 7]) {
      for (const first of ['door', 'open'] as const) {
        const set = onTileWithPassages(seed, { level: null, countdown: null }, first);
        expect(set).not.toBeNull();
        expect(chooseAction(set!.state)).toEqual({ type: 'move', dir: set!.door });
      }
    }
  });

  it('with the count at 1, a whole party wards its first row (Strength, Mage Armor) before the step into the Gate', () => {
    for (const seed of [1, 2, 3]) {
      const { state: s0, rng } = besideTheStairs(seed, { level: 1, countdown: 1 });
      const { state } = withCaster(s0, ['strength', 'mageArmor'], 2);
      const front = state.order.slice(0, 3);
      let now = state;
      const cast: string[] = [];
      for (let i = 0; i < 12; i++) {
        const a = chooseAction(now);
        // A caster the ward hurt may be healed (a Heal spell between fights) before the step.
        if (a.type === 'heal') {
          now = act(now, a, rng).state;
          continue;
        }
        if (a.type !== 'cast') {
          expect(isExplore(now, a)).toBe(true);
          break;
        }
        expect(front).toContain(a.target);
        cast.push(a.spell);
        now = act(now, a, rng).state;
      }
      expect(cast).toContain('strength');
      // With the count at 2 the next segment is no fight yet: no ward is cast.
      expect(chooseAction({ ...state, mirror: { level: 1, countdown: 2 } }).type).toBe('move');
    }
  });
});
