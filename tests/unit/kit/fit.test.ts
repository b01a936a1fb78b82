import { describe, expect, it } from 'vitest';
import type { Side } from '../../../shared/kit/grid';
import { checkFacing, describeMismatch, neighbourCodeOf, neighbourKindIn } from '../../../shared/kit/fit';
import { facingIn, facingTable, type TileSides } from '../../../shared/kit/tiles';

const ROOM_ONE_DOOR: TileSides = ['door', 'wall', 'wall', 'wall'];
const DOORLESS_CORRIDOR: TileSides = ['open', 'wall', 'open', 'wall'];

const facing = (sides: TileSides, rotation: 0 | 1 | 2 | 3) => (side: Side) => facingIn(facingTable(sides), rotation, side);

describe('fitting a tile against its neighbours', () => {
  it('reads back each neighbour from the code, empty ones included', () => {
    const code = neighbourCodeOf(['door', undefined, 'wall', 'open']);
    expect([0, 1, 2, 3].map((i) => neighbourKindIn(code, i))).toEqual(['door', undefined, 'wall', 'open']);
  });

  it('fits a one-door room whose door meets the door the party came through, and not turned away from it', () => {
    // The party came from the north through a door: the neighbour to the north shows a door; nothing else is laid.
    const neighbours = neighbourCodeOf(['door', undefined, undefined, undefined]);
    const fits = checkFacing(neighbours, 0, facing(ROOM_ONE_DOOR, 0), 'north');
    expect(fits).toMatchObject({ mismatches: [], matched: 1, entryPassable: true });
    const turned = checkFacing(neighbours, 2, facing(ROOM_ONE_DOOR, 2), 'north');
    expect(turned.mismatches).toEqual(['north']);
    expect(turned.entryPassable).toBe(false);
  });

  it('lets a ruleset allow an open end on a door (Deathmaze [5.23]) only where its allowance says', () => {
    const neighbours = neighbourCodeOf(['door', undefined, undefined, 'wall']);
    const strict = checkFacing(neighbours, 0, facing(DOORLESS_CORRIDOR, 0), 'north');
    expect(strict.mismatches).toEqual(['north']);
    const allowed = checkFacing(neighbours, 0, facing(DOORLESS_CORRIDOR, 0), 'north', (side, tile, next) => side === 'north' && tile === 'open' && next === 'door');
    expect(allowed.checks[0]?.outcome).toBe('allowance');
    expect(allowed).toMatchObject({ mismatches: [], matched: 2, entryPassable: true });
  });

  it('words a mismatch with the piece the rules name', () => {
    const fit = checkFacing(neighbourCodeOf([undefined, 'door', undefined, undefined]), 0, facing(ROOM_ONE_DOOR, 0), undefined);
    const check = fit.checks.find((c) => c.outcome === 'mismatch')!;
    expect(describeMismatch(check)).toBe('its east side (a blank wall) would meet a door on the chit to the east');
    expect(describeMismatch(check, 'tile')).toContain('on the tile to the east');
  });
});
