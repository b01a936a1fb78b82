import { printedSideFacing, SIDES, type Rotation, type Side } from './grid';

/**
 * A tile (Deathmaze's segment chits [2.2], a face of Citadel of Blood's double-sided tiles) has four sides; as printed
 * (unrotated) they are read north, east, south, west. A side is an open corridor end, a door, or a blank wall.
 */
export type SideKind = 'open' | 'door' | 'wall';

/** Printed sides: north, east, south, west. */
export type TileSides = readonly [SideKind, SideKind, SideKind, SideKind];

/**
 * Every side a tile shows, for each rotation: index rotation * 4 + world side (in SIDES order). Exits, fits and path
 * searches ask for tile sides constantly, so a ruleset builds this once per tile and reads it with `facingIn`.
 */
export type FacingTable = readonly SideKind[];

export function facingTable(sides: TileSides): FacingTable {
  const table: SideKind[] = [];
  for (let rotation = 0; rotation < 4; rotation++) {
    for (const side of SIDES) table.push(sides[SIDES.indexOf(printedSideFacing(side, rotation as Rotation))] as SideKind);
  }
  return table;
}

const WORLD_SIDE_NUMBER: Readonly<Record<Side, number>> = { north: 0, east: 1, south: 2, west: 3 };

/** The kind of the side of a tile that faces `worldSide` when the tile is turned `rotation`. */
export function facingIn(table: FacingTable, rotation: Rotation, worldSide: Side): SideKind {
  return table[rotation * 4 + WORLD_SIDE_NUMBER[worldSide]] as SideKind;
}

/** The facings of a tile that give distinct layouts, in rotation order: a four-door room turned any way is one placement. */
export function distinctLayoutRotations(table: FacingTable): Rotation[] {
  const seen = new Set<string>();
  const rotations: Rotation[] = [];
  for (const rotation of [0, 1, 2, 3] as const) {
    const layout = table.slice(rotation * 4, rotation * 4 + 4).join('/');
    if (seen.has(layout)) continue;
    seen.add(layout);
    rotations.push(rotation);
  }
  return rotations;
}

/** The layout a tile shows turned `rotation`, as "north/east/south/west" kinds: equal texts are the same placement. */
export function layoutText(table: FacingTable, rotation: Rotation): string {
  return SIDES.map((side) => facingIn(table, rotation, side)).join('/');
}

export function doorCount(sides: TileSides): number {
  return sides.filter((s) => s === 'door').length;
}

/** A tile with a corridor configuration: it has open ends (a corridor, or a Deathmaze Room chit marked Corridor). */
export function hasOpenEnds(sides: TileSides): boolean {
  return sides.includes('open');
}
