import { type Rotation, type Side } from '../../../kit/grid';
import { distinctLayoutRotations, doorCount as sidesDoorCount, facingIn, facingTable, hasOpenEnds, layoutText, type FacingTable, type SideKind, type TileSides } from '../../../kit/tiles';

/**
 * The Room and Corridor segment chits of [2.2]: tiles of the kit (shared/kit/tiles.ts), four sides each, read north,
 * east, south, west as printed; a side is an open corridor end, a door, or a blank wall.
 */
export type { SideKind } from '../../../kit/tiles';

/** The unusual features of [6.0], shown by a symbol on some Room chits. */
export type Feature = 'fountain' | 'statue' | 'trapDoor';

/** The cup a chit is kept in ([5.13]). */
export type Cup = 'corridor' | 'room';

export interface ChitDesign {
  readonly id: string;
  /** Words for the log and the chit tooltip ("Room, three doors, statue"). */
  readonly name: string;
  readonly cup: Cup;
  /**
   * What the segment is once placed, for [5.27]: a Corridor or a Room. The Room chits marked "Corridor" ([5.23]) have
   * a corridor configuration and are only ever laid as corridors, so their segment is 'corridor'.
   */
  readonly segment: 'corridor' | 'room';
  /** Printed sides: north, east, south, west. */
  readonly sides: TileSides;
  readonly feature?: Feature;
  /** A Room-cup chit marked "Corridor" ([5.23]). */
  readonly markedCorridor?: true;
}

type Sides = ChitDesign['sides'];

function corridor(id: string, name: string, sides: Sides): ChitDesign {
  return { id, name: `Corridor, ${name}`, cup: 'corridor', segment: 'corridor', sides };
}

function room(id: string, name: string, sides: Sides, feature?: Feature): ChitDesign {
  const featureName = feature === undefined ? '' : `, ${{ fountain: 'fountain', statue: 'statue', trapDoor: 'trap door' }[feature]}`;
  const base = { id, name: `Room, ${name}${featureName}`, cup: 'room', segment: 'room', sides } as const;
  return feature === undefined ? base : { ...base, feature };
}

function markedCorridor(id: string, name: string, sides: Sides): ChitDesign {
  return { id, name: `Room chit marked Corridor, ${name}`, cup: 'room', segment: 'corridor', sides, markedCorridor: true };
}

/**
 * Every chit design. Corridors have exactly two open ends ([5.22] "one of the two open sides of the Corridor chit"),
 * straight or bent, with doors or walls on the other two sides. Rooms have one to four doors ([5.25] example) and walls
 * elsewhere. Chits are printed on one face, so a bend with a door on its inner-left wall and one with a door on its
 * inner-right wall are different chits (no rotation turns one into the other).
 */
export const CHIT_DESIGNS: readonly ChitDesign[] = [
  corridor('corridor-straight', 'straight, no doors', ['open', 'wall', 'open', 'wall']),
  corridor('corridor-straight-door', 'straight, one side door', ['open', 'door', 'open', 'wall']),
  corridor('corridor-straight-two-doors', 'straight, a door on each side', ['open', 'door', 'open', 'door']),
  corridor('corridor-bend', 'bend, no doors', ['open', 'open', 'wall', 'wall']),
  corridor('corridor-bend-door-south', 'bend, door facing its first open end', ['open', 'open', 'door', 'wall']),
  corridor('corridor-bend-door-west', 'bend, door facing its second open end', ['open', 'open', 'wall', 'door']),
  corridor('corridor-bend-two-doors', 'bend, two doors', ['open', 'open', 'door', 'door']),
  room('room-one-door', 'one door', ['door', 'wall', 'wall', 'wall']),
  room('room-one-door-trap-door', 'one door', ['door', 'wall', 'wall', 'wall'], 'trapDoor'),
  room('room-two-adjacent-doors', 'two adjacent doors', ['door', 'door', 'wall', 'wall']),
  room('room-two-adjacent-doors-statue', 'two adjacent doors', ['door', 'door', 'wall', 'wall'], 'statue'),
  room('room-two-opposite-doors', 'two opposite doors', ['door', 'wall', 'door', 'wall']),
  room('room-two-opposite-doors-fountain', 'two opposite doors', ['door', 'wall', 'door', 'wall'], 'fountain'),
  room('room-three-doors', 'three doors', ['door', 'door', 'door', 'wall']),
  room('room-three-doors-fountain', 'three doors', ['door', 'door', 'door', 'wall'], 'fountain'),
  room('room-three-doors-statue', 'three doors', ['door', 'door', 'door', 'wall'], 'statue'),
  room('room-three-doors-trap-door', 'three doors', ['door', 'door', 'door', 'wall'], 'trapDoor'),
  room('room-four-doors', 'four doors', ['door', 'door', 'door', 'door']),
  markedCorridor('marked-corridor-straight', 'straight, no doors', ['open', 'wall', 'open', 'wall']),
  markedCorridor('marked-corridor-straight-door', 'straight, one side door', ['open', 'door', 'open', 'wall']),
  markedCorridor('marked-corridor-bend-door', 'bend, one door', ['open', 'open', 'door', 'wall']),
];

const DESIGNS_BY_ID: ReadonlyMap<string, ChitDesign> = new Map(CHIT_DESIGNS.map((d) => [d.id, d]));

/** How many chits of each design are in the countermix. */
export interface ChitMix {
  readonly id: string;
  readonly reasoning: string;
  readonly counts: Readonly<Record<string, number>>;
}

/**
 * The mix is not printed in either text. Reasoning (also shown as ruling [2.2]): see `reasoning` below. Every count is
 * even because the countersheet is two identical sets of 100 counters ([2.1]), so each chit comes in pairs.
 */
export const DEATHMAZE_CHIT_MIX: ChitMix = {
  id: 'deathmaze-1979',
  reasoning:
    'Neither text lists the segment chits. [2.1] gives two identical sets of 100 counters, which also hold the ' +
    'adventurers (up to six: Hero, Thief, Wizard), the Party marker, the randomizer chits (1–6) and the monster ' +
    'counters (19 kinds in [7.3]/[7.4]/[7.5], several in groups of up to 1D6: Orcs, Goblins, Skeletons, Vampire Bats). ' +
    'That leaves about half of each set, 50 counters, for segments: 100 in all, every design in pairs. We split them ' +
    '40 Corridor / 60 Room, the split also used by the Vanguard scenario of the DeathMaze-derived "Arms Reach" rules, ' +
    'and mark 6 of the Room chits "Corridor" ([5.23]). Corridors have two open ends ([5.22]), straight or bent; 16 of ' +
    'the 40 have no doors, since [5.23] has a rule for drawing one through a door. Rooms cover every case the [5.25] ' +
    'example names (one door, two adjacent, two opposite, three, four doors), averaging about 2.4 doors so the maze ' +
    'keeps branching; 12 Rooms carry a feature of [6.0], four each of fountain, statue and trap door.',
  counts: {
    'corridor-straight': 8,
    'corridor-straight-door': 8,
    'corridor-straight-two-doors': 4,
    'corridor-bend': 8,
    'corridor-bend-door-south': 4,
    'corridor-bend-door-west': 4,
    'corridor-bend-two-doors': 4,
    'room-one-door': 8,
    'room-one-door-trap-door': 2,
    'room-two-adjacent-doors': 8,
    'room-two-adjacent-doors-statue': 2,
    'room-two-opposite-doors': 8,
    'room-two-opposite-doors-fountain': 2,
    'room-three-doors': 8,
    'room-three-doors-fountain': 2,
    'room-three-doors-statue': 2,
    'room-three-doors-trap-door': 2,
    'room-four-doors': 10,
    'marked-corridor-straight': 2,
    'marked-corridor-straight-door': 2,
    'marked-corridor-bend-door': 2,
  },
};

/** A mix with every count multiplied, for long games and stress tests (the cups never run dry as quickly). */
export function scaledMix(mix: ChitMix, factor: number): ChitMix {
  if (!Number.isInteger(factor) || factor < 1) throw new Error('A mix can only be scaled by a whole number ≥ 1.');
  const counts: Record<string, number> = {};
  for (const [id, n] of Object.entries(mix.counts)) counts[id] = n * factor;
  return { id: `${mix.id}×${factor}`, reasoning: `${mix.reasoning} (Scaled ×${factor}.)`, counts };
}

/** A chit id names its design and its copy: "room-three-doors#2". Sides and features come from the design. */
export type ChitId = string;

export function chitId(designId: string, copy: number): ChitId {
  return `${designId}#${copy}`;
}

// Side lookups go through here many times per placement; ids are few (one per chit in the mix), so memoise.
const designOfChit = new Map<ChitId, ChitDesign>();

export function designOf(id: ChitId): ChitDesign {
  const known = designOfChit.get(id);
  if (known !== undefined) return known;
  const hash = id.lastIndexOf('#');
  const design = DESIGNS_BY_ID.get(hash < 0 ? id : id.slice(0, hash));
  if (!design) throw new Error(`Unknown chit "${id}".`);
  designOfChit.set(id, design);
  return design;
}

export function isChitId(id: string): boolean {
  const hash = id.lastIndexOf('#');
  return hash > 0 && DESIGNS_BY_ID.has(id.slice(0, hash)) && /^\d+$/.test(id.slice(hash + 1));
}

/**
 * All chit ids of a mix, in a fixed order (the cups' starting contents). Worked out once per mix: every game then
 * holds the very same id strings, which the memos keyed by chit id find without comparing their text.
 */
export function chitsOfMix(mix: ChitMix): { readonly corridor: readonly ChitId[]; readonly room: readonly ChitId[] } {
  let chits = chitsByMix.get(mix);
  if (chits === undefined) {
    chits = listChitsOfMix(mix);
    chitsByMix.set(mix, chits);
  }
  return chits;
}

const chitsByMix = new WeakMap<ChitMix, { readonly corridor: readonly ChitId[]; readonly room: readonly ChitId[] }>();

function listChitsOfMix(mix: ChitMix): { readonly corridor: readonly ChitId[]; readonly room: readonly ChitId[] } {
  const corridorCup: ChitId[] = [];
  const roomCup: ChitId[] = [];
  for (const design of CHIT_DESIGNS) {
    const count = mix.counts[design.id] ?? 0;
    for (let copy = 1; copy <= count; copy++) (design.cup === 'corridor' ? corridorCup : roomCup).push(chitId(design.id, copy));
  }
  for (const id of Object.keys(mix.counts)) if (!DESIGNS_BY_ID.has(id)) throw new Error(`Mix ${mix.id} names unknown design "${id}".`);
  return { corridor: corridorCup, room: roomCup };
}

/** The kind of the side of a chit that faces `worldSide` when the chit is turned `rotation`. */
export function chitSideFacing(id: ChitId, rotation: Rotation, worldSide: Side): SideKind {
  return facingIn(facingsOf(id), rotation, worldSide);
}

/** The kit's facing table of a chit, built once per chit id (exits, fits and path searches ask constantly). */
function facingsOf(id: ChitId): FacingTable {
  let table = facingsOfChit.get(id);
  if (table === undefined) {
    table = facingTable(designOf(id).sides);
    facingsOfChit.set(id, table);
  }
  return table;
}

const facingsOfChit = new Map<ChitId, FacingTable>();

/** The layout a chit shows turned `rotation` ("north/east/south/west" kinds): equal texts are the same placement. */
export function chitLayout(id: ChitId, rotation: Rotation): string {
  return layoutText(facingsOf(id), rotation);
}

/**
 * The facings of a chit that give distinct layouts, in rotation order: a four-door room turned any way is the same
 * placement. Depends only on the design, so it is worked out once per chit id.
 */
export function distinctRotations(id: ChitId): readonly Rotation[] {
  let rotations = distinctRotationsOfChit.get(id);
  if (rotations === undefined) {
    rotations = distinctLayoutRotations(facingsOf(id));
    distinctRotationsOfChit.set(id, rotations);
  }
  return rotations;
}

const distinctRotationsOfChit = new Map<ChitId, Rotation[]>();

export function doorCount(design: ChitDesign): number {
  return sidesDoorCount(design.sides);
}

/** A chit with a corridor configuration: a Corridor chit, or a Room chit marked Corridor. */
export function hasCorridorConfiguration(design: ChitDesign): boolean {
  return hasOpenEnds(design.sides);
}
