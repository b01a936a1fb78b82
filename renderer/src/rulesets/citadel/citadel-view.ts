/**
 * Read-only views of a Citadel of Blood state for Citadel's own renderer parts: the map of one level as the engine
 * knows it (tiles, their faces and sides, stairs, monsters, the party, the exits the engine offers), the encounter's
 * stakes (the monsters, the negotiation roll, each bribe's target on 8.9) and the Hellgate. The renderer holds no
 * rules: every number here is read from the state or looked up in the ruleset's own printed tables.
 */
import type { Choice } from '@shared/engine/ruleset';
import type { CitadelState, MonsterGroup, PlacedTile } from '@shared/rulesets/citadel/game/types';
import { cellKey, placedSide } from '@shared/rulesets/citadel/maze/grid';
import { DIR_NAMES, DIRS, DELTA, type Dir, type Side } from '@shared/rulesets/citadel/maze/tiles';
import { FEATURE_NAMES } from '@shared/rulesets/citadel/data/features';
import { SUNS, SUN_NAMES, type Sun } from '@shared/rulesets/citadel/data/characters';
import { bribeTarget, BRIBE_AMOUNTS, negotiationTable, NEGOTIATION_MODIFIERS, NEGOTIATION_RESULT_NAMES } from '@shared/rulesets/citadel/data/negotiation';
import { capSkill, maxWounds } from '@shared/rulesets/citadel/game/party';
import { characteristics, type MonsterId } from '@shared/rulesets/citadel/data/monsters';
import { HELLGATE } from '@shared/rulesets/citadel/data/abilities';
import { LEVELS, type Level } from '@shared/rulesets/citadel/data/levels';
import { spell, type SpellId } from '@shared/rulesets/citadel/data/spells';

export type { CitadelState };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The state as a Citadel state. These parts are only ever handed a Citadel slot's state (the renderer registry picks
 * them by the slot's ruleset id); the shape check only keeps a damaged state from crashing a panel.
 */
export function asCitadel(state: unknown): CitadelState | null {
  if (!isRecord(state) || state.ruleset !== 'citadel' || !isRecord(state.phase) || !isRecord(state.tiles) || !isRecord(state.position)) return null;
  const checked: unknown = state;
  return checked as CitadelState;
}

function actionOf(choice: Choice<unknown>): Record<string, unknown> | null {
  return isRecord(choice.action) ? choice.action : null;
}

/** The side a `move` choice leaves by, if it is one. */
export function moveDir(choice: Choice<unknown>): Dir | null {
  const a = actionOf(choice);
  return a?.type === 'move' && (a.dir === 0 || a.dir === 1 || a.dir === 2 || a.dir === 3) ? a.dir : null;
}

/** The level a `stairs` choice climbs to, if it is one. */
export function stairsLevel(choice: Choice<unknown>): Level | null {
  const a = actionOf(choice);
  return a?.type === 'stairs' && (a.level === 1 || a.level === 2 || a.level === 3) ? a.level : null;
}

export function isLeave(choice: Choice<unknown>): boolean {
  return actionOf(choice)?.type === 'leave';
}

export interface MapTile {
  readonly key: string;
  /** Column and row on the drawn level, from 0. */
  readonly col: number;
  readonly row: number;
  readonly face: 'room' | 'corridor';
  /** North, east, south, west as placed (rotation applied). */
  readonly sides: readonly [Side, Side, Side, Side];
  readonly label: string;
  /** One or two letters drawn on the tile: the feature, G for the Gateway, H for the Hellgate. */
  readonly mark: string;
  readonly stairs: boolean;
  readonly gateway: boolean;
  readonly hellgate: boolean;
  readonly here: boolean;
  /** Living monsters left on the tile (6.9), if any. */
  readonly monsters: number;
  /** Sides whose passage leads nowhere (no tile fitted): closed for good. */
  readonly blocked: readonly Dir[];
  /** Sides whose passage opens onto an empty cell: unexplored. */
  readonly unexplored: readonly Dir[];
}

export interface MapExit {
  readonly dir: Dir;
  readonly col: number;
  readonly row: number;
  readonly choice: Choice<unknown>;
  readonly label: string;
  readonly unexplored: boolean;
}

export interface LevelMap {
  readonly level: Level;
  readonly cols: number;
  readonly rows: number;
  readonly tiles: readonly MapTile[];
  /** Exits the engine offers now, drawn as arrows in the cell they lead to (only on the party's level). */
  readonly exits: readonly MapExit[];
  readonly party: { readonly col: number; readonly row: number } | null;
}

function describeGroupBrief(g: MonsterGroup): number {
  return g.figures.filter((f) => f.wounds < f.woundPoints).length;
}

/** A staircase's landings: which neighbouring levels it leads to and whether their landing is laid yet. */
function stairsText(state: CitadelState, t: PlacedTile): string {
  const ways = LEVELS.filter((l) => Math.abs(l - t.level) === 1).map((l) => `${l > t.level ? 'down' : 'up'} to level ${l}${state.tiles[cellKey(l, t.x, t.y)] ? '' : ' (not yet taken)'}`);
  return `staircase ${ways.join(' and ')}`;
}

export function tileLabel(state: CitadelState, t: PlacedTile): string {
  const parts: string[] = [];
  if (t.gateway) parts.push('Gateway');
  else parts.push(t.face === 'room' ? 'Room' : 'Corridor');
  if (t.hellgate) parts.push(state.hellgateDestroyed ? 'the Hellgate (destroyed)' : 'the Hellgate');
  if (t.stairs) parts.push(stairsText(state, t));
  if (t.feature) parts.push(`${FEATURE_NAMES[t.feature]}${t.featureUsed ? ' (investigated)' : ''}`);
  const m = t.monsters ? describeGroupBrief(t.monsters) : 0;
  if (m > 0 && t.monsters) parts.push(`${m} monster${m === 1 ? '' : 's'} (${t.monsters.attitude === 'agreement' ? 'at peace' : 'hostile'})`);
  return `${parts.join(', ')} — level ${t.level}, ${t.x},${t.y}`;
}

const FEATURE_MARKS: Readonly<Record<string, string>> = { fountain: 'Fo', statue: 'St', trapDoor: 'TD', furniture: 'Fu', altar: 'Al', artwork: 'Ar' };

/** The drawn map of one level: its tiles within their bounds plus a cell of margin for the exits into the unknown. */
export function levelMap(state: CitadelState, level: Level, choices: readonly Choice<unknown>[]): LevelMap {
  const placed = Object.values(state.tiles).filter((t) => t.level === level);
  if (placed.length === 0) return { level, cols: 0, rows: 0, tiles: [], exits: [], party: null };
  const minX = Math.min(...placed.map((t) => t.x)) - 1;
  const minY = Math.min(...placed.map((t) => t.y)) - 1;
  const maxX = Math.max(...placed.map((t) => t.x)) + 1;
  const maxY = Math.max(...placed.map((t) => t.y)) + 1;
  const partyHere = state.phase.kind !== 'over' && state.position.level === level;
  const tiles: MapTile[] = placed.map((t) => {
    const sides = DIRS.map((d) => placedSide(t, d)) as [Side, Side, Side, Side];
    const unexplored = DIRS.filter((d) => sides[d] !== 'wall' && !t.blocked.includes(d) && !state.tiles[cellKey(level, t.x + DELTA[d].dx, t.y + DELTA[d].dy)]);
    return {
      key: t.key,
      col: t.x - minX,
      row: t.y - minY,
      face: t.face,
      sides,
      label: tileLabel(state, t),
      mark: t.gateway ? 'G' : t.hellgate ? 'H' : t.feature ? (FEATURE_MARKS[t.feature] ?? '') : '',
      stairs: t.stairs,
      gateway: t.gateway,
      hellgate: t.hellgate,
      here: partyHere && t.x === state.position.x && t.y === state.position.y,
      monsters: t.monsters ? describeGroupBrief(t.monsters) : 0,
      blocked: t.blocked,
      unexplored,
    };
  });
  const exits: MapExit[] = [];
  if (partyHere) {
    for (const choice of choices) {
      const dir = moveDir(choice);
      if (dir === null) continue;
      const x = state.position.x + DELTA[dir].dx;
      const y = state.position.y + DELTA[dir].dy;
      const unexplored = !state.tiles[cellKey(level, x, y)];
      exits.push({ dir, col: x - minX, row: y - minY, choice, unexplored, label: `${choice.label} (${unexplored ? 'an unexplored segment' : 'a segment already laid'})` });
    }
  }
  return {
    level,
    cols: maxX - minX + 1,
    rows: maxY - minY + 1,
    tiles,
    exits,
    party: partyHere ? { col: state.position.x - minX, row: state.position.y - minY } : null,
  };
}

/** What a level tab says beside its name: tiles laid, the party there, the mirror's Hellgate level. */
export function levelNote(state: CitadelState, level: Level): string {
  const n = Object.values(state.tiles).filter((t) => t.level === level).length;
  const bits = [n === 0 ? 'not reached' : `${n} tile${n === 1 ? '' : 's'}`];
  if (state.phase.kind !== 'over' && state.position.level === level) bits.push('party here');
  if (!state.hellgateFound && state.mirror.level === level) bits.push('Hellgate (mirror)');
  if (state.hellgateFound && Object.values(state.tiles).some((t) => t.level === level && t.hellgate)) bits.push(state.hellgateDestroyed ? 'Hellgate destroyed' : 'Hellgate');
  return bits.join(', ');
}

/** The mirrors' clue as the engine records it (13.7): the level, and the unexplored segments still to enter there. */
export function mirrorClue(state: CitadelState): string | null {
  const m = state.mirror;
  if (state.hellgateDestroyed) return 'The Hellgate is destroyed.';
  if (state.hellgateFound) {
    const gate = Object.values(state.tiles).find((t) => t.hellgate);
    return gate ? `The Hellgate is found: level ${gate.level}, at ${gate.x},${gate.y}.` : 'The Hellgate is found.';
  }
  if (m.level === null) return null;
  if (m.countdown === null) return `A mirror showed the Hellgate on level ${m.level}.`;
  return `A mirror showed the Hellgate on level ${m.level}: ${m.countdown} unexplored segment${m.countdown === 1 ? '' : 's'} away (counted as new segments are entered there).`;
}

export interface MagicRow {
  readonly id: string;
  readonly name: string;
  readonly mp: Readonly<Record<Sun, number>>;
  /** Spells known, and how many of them the dominant sun lets him use (PL 4.1 D). */
  readonly known: readonly string[];
  readonly usable: number;
}

/** Magic Potential per sun for every living caster, and the dominant sun that decides which spells are usable. */
export function magic(state: CitadelState): { sun: string; sunId: Sun; rows: MagicRow[] } {
  const rows = state.party
    .filter((c) => c.alive && SUNS.some((s) => c.magicPotential[s] > 0))
    .map((c) => ({ id: c.id, name: c.name, mp: c.magicPotential, known: c.spells.map((s: SpellId) => spell(s).name), usable: Math.min(c.magicPotential[state.dominantSun], c.spells.length) }));
  return { sun: SUN_NAMES[state.dominantSun], sunId: state.dominantSun, rows };
}

export interface MonsterRow {
  readonly id: string;
  readonly name: string;
  readonly woundPoints: number;
  readonly wounds: number;
  readonly combatBonus: number;
  readonly negotiation: string;
  readonly resistance: number;
}

export interface BribeRow {
  readonly goldMarks: number;
  readonly target: number;
  readonly choice: Choice<unknown> | null;
}

export interface EncounterView {
  readonly title: string;
  readonly monsters: readonly MonsterRow[];
  /** False for the Demons, X and the possessed, who never talk (8.4). */
  readonly talks: boolean;
  readonly negotiation: {
    readonly nv: number;
    readonly skill: number;
    readonly skillOf: string;
    readonly oratory: number;
    /** The printed bands of 8.5 with the die totals that reach them after the modifiers. */
    readonly bands: readonly { readonly result: string; readonly needs: string }[];
    readonly tried: boolean;
  } | null;
  readonly bribery: {
    readonly strongest: string;
    readonly strength: number;
    readonly gold: number;
    readonly rows: readonly BribeRow[];
    readonly tried: boolean;
  } | null;
  readonly alone: string | null;
}

function monsterRows(g: MonsterGroup): MonsterRow[] {
  return g.figures
    .filter((f) => f.wounds < f.woundPoints)
    .map((f) => ({ id: f.id, name: f.name, woundPoints: f.woundPoints, wounds: f.wounds, combatBonus: f.combatBonus, negotiation: f.negotiation === null ? 'None' : String(f.negotiation), resistance: f.resistance }));
}

/** "7 or more on 2D6" for a band, given the modifier added to the roll. */
function needs(min: number, max: number, mod: number): string {
  const lo = Math.max(2, min - mod);
  const hi = Math.min(12, max - mod);
  if (lo > 12 || hi < 2 || lo > hi) return 'cannot happen';
  if (lo === 2 && hi === 12) return 'any roll';
  if (lo === 2) return `${hi} or less`;
  if (hi === 12) return `${lo} or more`;
  return lo === hi ? `${lo}` : `${lo}–${hi}`;
}

/** The encounter's stakes: who stands there, the negotiation roll's bands after the modifiers, each bribe's target. */
export function encounterView(state: CitadelState, choices: readonly Choice<unknown>[]): EncounterView | null {
  if (state.phase.kind !== 'encounter') return null;
  const g = state.encounter?.where === 'apart' ? state.encounter.group : (state.tiles[cellKey(state.position.level, state.position.x, state.position.y)]?.monsters ?? null);
  if (!g) return null;
  const monsters = monsterRows(g);
  const strongest = g.figures.find((f) => f.wounds < f.woundPoints);
  const solo = state.encounter?.solo ?? null;
  const speakers = state.party.filter((c) => c.alive && !c.prisoner && (solo === null || c.id === solo));
  const alone = solo === null ? null : (speakers[0]?.name ?? null);
  const nv = strongest?.negotiation ?? null;
  const talks = g.talk && nv !== null;
  let negotiation: EncounterView['negotiation'] = null;
  let bribery: EncounterView['bribery'] = null;
  if (talks && strongest && nv !== null) {
    const best = speakers.reduce<{ skill: number; name: string }>((b, c) => (capSkill(c.skills.negotiation) > b.skill ? { skill: capSkill(c.skills.negotiation), name: c.name } : b), { skill: 0, name: '' });
    // The engine's modifiers (flow.ts negotiate): − NV, + the best skill, + 3 per Oratory medallion among the speakers.
    const medallions = speakers.reduce((n, c) => n + c.items.filter((i) => i.type === 'medallion' && i.kind === 'oratory').length, 0);
    const oratory = medallions * NEGOTIATION_MODIFIERS.oratoryMedallion;
    const mod = best.skill + oratory - nv;
    negotiation = {
      nv,
      skill: best.skill,
      skillOf: best.name,
      oratory,
      bands: negotiationTable.rows.map((r) => ({ result: NEGOTIATION_RESULT_NAMES[r.result], needs: needs(r.min, r.max, mod) })),
      tried: state.phase.negotiated,
    };
    const strength = strongest.woundPoints + nv;
    const rows: BribeRow[] = [];
    for (const amount of BRIBE_AMOUNTS) {
      const t = bribeTarget(amount, strength);
      if (!t.ok) continue;
      const choice = choices.find((c) => {
        const a = actionOf(c);
        return a?.type === 'bribe' && a.goldMarks === amount;
      });
      rows.push({ goldMarks: amount, target: t.target, choice: choice ?? null });
    }
    bribery = { strongest: strongest.name, strength, gold: speakers.reduce((s, c) => s + c.goldMarks, 0), rows, tried: g.bribeTried };
  }
  const kind = g.kind === 'hellgate' ? 'The Hellgate’s guard' : g.kind === 'wandering' ? 'Wandering monsters' : g.kind === 'room' ? 'Room monsters' : 'Monsters';
  return { title: `${kind}, level ${g.level}`, monsters, talks, negotiation, bribery, alone };
}

export interface HellgateView {
  readonly destroyed: boolean;
  /** While X lives the Gate is powered and casts its Blasts every Hellgate Combat Phase (9.0 B3). */
  readonly powered: boolean;
  readonly blasts: number;
  readonly failureWounds: number;
  /** The guard is beaten: now the destruction rolls (16.0). */
  readonly destroying: boolean;
  readonly tryers: readonly { readonly id: string; readonly name: string; readonly skill: number; readonly wounds: string }[];
}

/**
 * 16.0: the Hellgate's stakes, in the fight at the Gate and after it: whether it still casts its Blasts, and each
 * character with the Hellgate skill, who destroys it on 1D6 at most his skill (a failure costs him a Wound Point).
 */
export function hellgateView(state: CitadelState): HellgateView | null {
  const combat = state.phase.kind === 'combat' ? state.phase.combat : null;
  const gate = combat?.hellgate ?? null;
  if (state.phase.kind !== 'hellgate' && gate === null) return null;
  const standing = combat ? new Set(combat.fighters.filter((f) => f.side === 'party' && f.wounds < f.woundPoints).map((f) => f.id)) : null;
  const tryers = state.party
    .filter((c) => c.alive && !c.prisoner && c.skills.hellgate > 0 && (standing === null || standing.has(c.id)))
    .map((c) => ({ id: c.id, name: c.name, skill: capSkill(c.skills.hellgate), wounds: `${maxWounds(c) - c.wounds} of ${maxWounds(c)} Wound Points left` }));
  return {
    destroyed: state.hellgateDestroyed || (gate?.destroyed ?? false),
    powered: gate?.powered ?? false,
    blasts: HELLGATE.blastsPerPhase,
    failureWounds: HELLGATE.destroyFailureWounds,
    destroying: state.phase.kind === 'hellgate' || combat?.phase === 'hellgate',
    tryers,
  };
}

export function monsterName(id: MonsterId): string {
  return characteristics(id).name;
}

export { DIR_NAMES, LEVELS };
