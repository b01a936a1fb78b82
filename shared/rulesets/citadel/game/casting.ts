import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { Choice, GameEvent } from '../../../engine/ruleset';
import { BRIBE_AMOUNTS } from '../data/negotiation';
import { spell, type SpellId } from '../data/spells';
import { cellKey, hasOpenExit, keyOf, placedSide, step, type TileLookup } from '../maze/grid';
import { DIR_NAMES, DIRS, isPassage, opposite, type Dir } from '../maze/tiles';
import type { CitadelAction, OutOfCombatSpell } from './actions';
import { note, rolled } from './events';
import { neutralize, spendRingCast } from './poison';
import { currentGroup, endEncounterPeacefully, groupNegotiation, here, intimidate, setGroup, withTile } from './flow';
import { describeGroup, living } from './monsters';
import { activeMembers, maxWounds, member, ringCastsLeft, usableSpells, withMember, wound } from './party';
import type { Character, CitadelState, MonsterFigure, MonsterGroup, PlacedTile, ReadiedSpell } from './types';

/**
 * The spells cast outside a fight by choice (10.6–10.7): Oratory, Cow and Daunt before a negotiation roll; Sway and
 * Cajole before a bribe; Lock on the door just opened on monsters; Teleport on a monster met; Stone-Flesh on a
 * character turned to stone. (Heal and Rejuvenate are the `heal` action; the combat spells are the fight's.)
 */

type C = Choice<CitadelAction>;

/** Monsters Teleport may not move (10.6): X, the Demons, and the Hellgate's whole guard. */
const UNMOVABLE: readonly MonsterFigure['monster'][] = ['x', 'demon', 'possessed'];

/** Who may cast now: the members able to act, or the lone investigator below a trap door (13.3). */
function casters(state: CitadelState): Character[] {
  const solo = state.encounter?.solo ?? null;
  return activeMembers(state).filter((c) => solo === null || c.id === solo);
}

/** He may use the spell this expedition (4.1 D) and its cost does not kill him (10.2). */
export function mayCast(state: CitadelState, c: Character, id: SpellId): boolean {
  return usableSpells(state, c).includes(id) && c.wounds + spell(id).cost < maxWounds(c);
}

/**
 * `mayCast` for one caster and several spells: his usable spells are listed once (the lists below ask up to nine
 * spells of each member in every encounter state), and null where he may use none, so he is passed over at once.
 */
function castableBy(state: CitadelState, c: Character): ((id: SpellId) => boolean) | null {
  const usable = usableSpells(state, c);
  if (usable.length === 0) return null;
  const most = maxWounds(c);
  return (id) => usable.includes(id) && c.wounds + spell(id).cost < most;
}

function castChoice(c: Character, id: OutOfCombatSpell, label: string, target?: string): C {
  const action: CitadelAction = target === undefined ? { type: 'cast', spell: id, caster: c.id } : { type: 'cast', spell: id, caster: c.id, target };
  return { id: `cast-${id}-${c.id}${target === undefined ? '' : `-${target}`}`, label, section: spell(id).section, group: 'spell', subjectId: c.id, action };
}

/** The direction from the party's segment back to the one it came from, when that is the next cell on its level. */
function wayBack(state: CitadelState): Dir | null {
  const prev = state.previous;
  if (!prev || prev.level !== state.position.level) return null;
  for (const d of DIRS) {
    const p = step(state.position, d);
    if (p.x === prev.x && p.y === prev.y) return d;
  }
  return null;
}

/**
 * 10.6 Lock: cast on the door just opened on monsters, instead of negotiating, bribing or fighting. Only a door (not
 * an open corridor end), only for monsters met on coming in (not those a feature brings out), not at the Hellgate, and
 * never where it would shut the party off from every way on before the Hellgate is found (6.3 ruling).
 */
export function lockableDoor(state: CitadelState): Dir | null {
  const p = state.phase;
  if (p.kind !== 'encounter' || p.negotiated || p.bribed || p.teleporting) return null;
  const g = currentGroup(state);
  if (state.encounter?.where !== 'segment' || !g || g.kind === 'feature' || g.kind === 'hellgate') return null;
  const t = here(state);
  const d = wayBack(state);
  if (d === null || t.hellgate || placedSide(t, d) !== 'door' || t.locked?.includes(d)) return null;
  const back = state.tiles[keyOf(step(state.position, d))];
  if (!back || !isPassage(placedSide(back, opposite(d)))) return null;
  if (!state.hellgateFound) {
    // The map as it would be once locked, read over the tiles (the two locked tiles in front) rather than copied.
    const [shutHere, shutBack] = lockedPair(t, d, back);
    const after = (k: string): PlacedTile | undefined => (k === shutHere.key ? shutHere : k === shutBack.key ? shutBack : state.tiles[k]);
    // From the segment the party steps back into, as it is once locked: the walk must not go back through the door.
    if (!wayOnAfterLock(after, shutBack)) return null;
  }
  return d;
}

/** The party's segment and `back` with the door between them locked on both sides. */
function lockedPair(t: PlacedTile, d: Dir, back: PlacedTile): [PlacedTile, PlacedTile] {
  return [{ ...t, locked: [...(t.locked ?? []), d] }, { ...back, locked: [...(back.locked ?? []), opposite(d)] }];
}

/** The tiles with the door between the party's segment and `back` locked on both sides. */
function lock(state: CitadelState, d: Dir, back: PlacedTile): CitadelState {
  const [shutHere, shutBack] = lockedPair(here(state), d, back);
  return withTile(withTile(state, shutHere), shutBack);
}

/** From `from`, walking known passages (locked doors shut) and stairs, can the party still reach a way into the unknown? */
function wayOnAfterLock(tiles: TileLookup, from: PlacedTile): boolean {
  const seen = new Set([from.key]);
  const queue = [from];
  while (queue.length > 0) {
    const t = queue.shift()!;
    if (hasOpenExit(tiles, t)) return true;
    const next: PlacedTile[] = [];
    for (const d of DIRS) {
      if (!isPassage(placedSide(t, d)) || t.locked?.includes(d)) continue;
      const n = tiles(keyOf(step(t, d)));
      if (n && isPassage(placedSide(n, opposite(d)))) next.push(n);
    }
    if (t.stairs) {
      for (const l of [t.level - 1, t.level + 1]) {
        if (l < 1 || l > 3) continue;
        const n = tiles(cellKey(l, t.x, t.y));
        if (!n) return true;
        next.push(n);
      }
    }
    for (const n of next) {
      if (seen.has(n.key)) continue;
      seen.add(n.key);
      queue.push(n);
    }
  }
  return false;
}

/** 10.6 Teleport: the visited segments a monster may be sent to (not here, not where monsters wait, not the Hellgate's). */
export function teleportDestinations(state: CitadelState): PlacedTile[] {
  const key = keyOf(state.position);
  return Object.values(state.tiles)
    .filter((t) => teleportTarget(t, key))
    .sort((a, b) => a.level - b.level || a.y - b.y || a.x - b.x);
}

/** Whether `teleportDestinations` lists any segment, without listing them. */
function hasTeleportDestination(state: CitadelState): boolean {
  const key = keyOf(state.position);
  for (const k in state.tiles) {
    if (teleportTarget(state.tiles[k]!, key)) return true;
  }
  return false;
}

function teleportTarget(t: PlacedTile, hereKey: string): boolean {
  return t.entered && t.key !== hereKey && !t.hellgate && !(t.monsters && living(t.monsters).length > 0);
}

function teleportable(state: CitadelState, g: MonsterGroup): MonsterFigure[] {
  if (state.encounter?.where !== 'segment' || g.kind === 'hellgate') return [];
  return living(g).filter((f) => !UNMOVABLE.includes(f.monster));
}

function segmentName(state: CitadelState, t: PlacedTile): string {
  const what = t.gateway ? 'the Gateway' : t.stairs ? 'the staircase room' : t.face === 'room' ? 'the room' : 'the corridor';
  const dx = t.x - state.position.x;
  const dy = t.y - state.position.y;
  const where = [dy ? `${Math.abs(dy)} ${dy < 0 ? 'north' : 'south'}` : '', dx ? `${Math.abs(dx)} ${dx > 0 ? 'east' : 'west'}` : ''].filter(Boolean).join(', ');
  return `${what} on level ${t.level}${where ? ` (${where})` : ''}`;
}

/** The spell choices while the party faces monsters (10.6–10.7). While a Teleport is aimed, only where to send it. */
export function encounterSpellChoices(state: CitadelState, negotiated: boolean): C[] {
  const p = state.phase;
  if (p.kind !== 'encounter') return [];
  if (p.teleporting) {
    const who = member(state, p.teleporting.caster);
    const out: C[] = teleportDestinations(state).map((t) => ({
      id: `teleport-to-${t.key}`,
      label: `${who.name} sends it to ${segmentName(state, t)}`,
      section: '10.6',
      group: 'spell',
      subjectId: who.id,
      action: { type: 'teleportTo', tile: t.key },
    }));
    out.push({ id: 'teleport-cancel', label: 'Cast no Teleport after all', section: '10.6', group: 'spell', subjectId: who.id, action: { type: 'cancelTeleport' } });
    return out;
  }
  const g = currentGroup(state);
  if (!g) return [];
  const out: C[] = [];
  const ready = p.readied ?? [];
  const talks = g.talk && groupNegotiation(g) !== null;
  const gold = casters(state).reduce((s, c) => s + c.goldMarks, 0);
  // The door to lock and the segments to send a monster to are looked for only once someone may cast the spell: both
  // walk the map, and most parties know neither spell.
  let door: Dir | null | undefined;
  const doorToLock = (): Dir | null => (door === undefined ? (door = lockableDoor(state)) : door);
  const movable = teleportable(state, g);
  let anywhere: boolean | undefined;
  const teleportOpen = (): boolean => (anywhere === undefined ? (anywhere = movable.length > 0 && hasTeleportDestination(state)) : anywhere);
  for (const c of casters(state)) {
    const may = castableBy(state, c);
    if (may === null) continue;
    if (talks && !negotiated) {
      if (!ready.includes('oratory') && may('oratory')) out.push(castChoice(c, 'oratory', `${c.name} casts Oratory: +4 on the negotiation roll`));
      if (may('cow')) out.push(castChoice(c, 'cow', `${c.name} casts Cow: the ${describeGroup(g)} are intimidated without a roll`));
      if (may('daunt')) out.push(castChoice(c, 'daunt', `${c.name} casts Daunt: the ${describeGroup(g)} hand over all their treasure`));
    }
    if (talks && !g.bribeTried && gold >= BRIBE_AMOUNTS[0]!) {
      for (const s of ['sway', 'cajole'] as const) {
        if (!ready.includes(s) && may(s)) out.push(castChoice(c, s, `${c.name} casts ${spell(s).name}: ${s === 'sway' ? '−2' : '−4'} on the bribery roll`));
      }
    }
    if (may('lock') && doorToLock() !== null) {
      const door = doorToLock()!;
      const label = `${c.name} casts Lock: the party withdraws ${DIR_NAMES[door]} and seals the door for ever`;
      // The door never opens again: asked before it is sent.
      out.push({ ...castChoice(c, 'lock', label), confirm: { title: 'Seal this door for ever?', body: `The party steps back ${DIR_NAMES[door]} and this door can never be opened again; the ${describeGroup(g)} stay behind it.`, confirmLabel: 'Cast Lock' } });
    }
    if (may('teleport') && teleportOpen()) {
      for (const f of movable) out.push(castChoice(c, 'teleport', `${c.name} casts Teleport on the ${f.name}`, f.id));
    }
  }
  out.push(...wardingSpellChoices(state));
  return out;
}

/**
 * 10.6 Stone-Flesh, out of a fight, where the stone figure stands: by anyone but himself who may cast it. 10.8
 * Resurrect, right after the fight, on someone slain in it.
 */
export function exploreSpellChoices(state: CitadelState): C[] {
  const key = keyOf(state.position);
  const out: C[] = [];
  for (const id of state.fallen ?? []) {
    const target = member(state, id);
    if (target.alive) continue;
    for (const c of activeMembers(state)) {
      if (mayCast(state, c, 'resurrect')) out.push(castChoice(c, 'resurrect', `${c.name} casts Resurrect on ${target.name}`, id));
      // 14.8: the Resurrect ring casts it free, once an expedition.
      if (ringCastsLeft(state, c).includes('resurrect')) {
        const free = castChoice(c, 'resurrect', `${c.name} casts Resurrect on ${target.name} by his ring (free, once this expedition)`, id);
        out.push({ ...free, id: `${free.id}-ring`, section: '14.8', action: { type: 'cast', spell: 'resurrect', caster: c.id, target: id, ring: true } });
      }
    }
  }
  for (const [id, at] of Object.entries(state.statues ?? {})) {
    if (at !== key) continue;
    const target = member(state, id);
    for (const c of activeMembers(state)) {
      if (c.id !== id && mayCast(state, c, 'stoneFlesh')) out.push(castChoice(c, 'stoneFlesh', `${c.name} casts Stone-Flesh on ${target.name}`, id));
    }
  }
  out.push(...wardingSpellChoices(state));
  return out;
}

/** 10.6 Mage Armor absorbs 1D3+1: one cast more is pointless while he has the most it can give. */
const MAGE_ARMOR = '1D3+1';
const MAGE_ARMOR_MOST = 4;

/**
 * 10.6 Mage Armor and Strength, any time outside a fight (10.1: only combat spells are kept to fights), on anyone able
 * to act, the caster included: Mage Armor on whoever has less than its most (4) left, Strength on whoever has none
 * waiting for the next fight (14.5: it does not stack).
 */
export function wardingSpellChoices(state: CitadelState): C[] {
  const out: C[] = [];
  const party = casters(state);
  for (const c of party) {
    const may = castableBy(state, c);
    if (may === null) continue;
    const armor = may('mageArmor');
    const strength = may('strength');
    if (!armor && !strength) continue;
    for (const t of party) {
      const whom = t.id === c.id ? 'himself' : t.name;
      if (armor && (t.mageArmor ?? 0) < MAGE_ARMOR_MOST) out.push(castChoice(c, 'mageArmor', `${c.name} casts Mage Armor on ${whom}: it absorbs the next 1D3+1 Wound Points`, t.id));
      if (strength && t.strength === undefined) out.push(castChoice(c, 'strength', `${c.name} casts Strength on ${whom}: Combat Bonus +1D6 in the next fight`, t.id));
    }
  }
  return out;
}

/** 10.6 Thief: +3 on one Detrap attempt. */
export const THIEF_BONUS = 3;

/** 10.6 Thief, before the trapped door is investigated: on someone else or oneself with the Detrap skill, once. */
export function trapSpellChoices(state: CitadelState): C[] {
  const p = state.phase;
  if (p.kind !== 'trap') return [];
  const out: C[] = [];
  for (const c of activeMembers(state)) {
    if (p.thief !== undefined || !mayCast(state, c, 'thief')) continue;
    for (const t of activeMembers(state)) {
      if (t.skills.detrap > 0) out.push(castChoice(c, 'thief', `${c.name} casts Thief on ${t.name}: Detrap +3 for one attempt`, t.id));
    }
  }
  out.push(...wardingSpellChoices(state));
  return out;
}

/** Pays the spell's cost (10.0) and says so. */
function pay(state: CitadelState, casterId: string, id: SpellId, events: GameEvent[], what: string): CitadelState {
  const c = member(state, casterId);
  const cost = spell(id).cost;
  events.push(note('spell', `${c.name} casts ${spell(id).name}${what}, paying ${cost} Wound Point${cost === 1 ? '' : 's'}.`, spell(id).section));
  const paid = wound(state, casterId, cost, 'the cost of a spell', false);
  events.push(...paid.events);
  return paid.state;
}

/** A `cast` the choices listed (the reducer has checked it): its cost, then its effect. */
export function castSpell(state: CitadelState, rng: Rng, a: Extract<CitadelAction, { type: 'cast' }>, events: GameEvent[]): CitadelState {
  const p = state.phase;
  switch (a.spell) {
    case 'oratory':
    case 'sway':
    case 'cajole': {
      if (p.kind !== 'encounter') return state;
      const paid = pay(state, a.caster, a.spell, events, a.spell === 'oratory' ? ' for the negotiation' : ' for the bribe');
      const readied: ReadiedSpell[] = [...(p.readied ?? []), a.spell];
      return { ...paid, phase: { ...p, readied } };
    }
    case 'cow':
    case 'daunt': {
      const paid = pay(state, a.caster, a.spell, events, '');
      const g = currentGroup(paid);
      if (!g) return paid;
      // 10.7: the Intimidate result (8.6) without a roll; Daunt's monsters give up everything they have.
      return intimidate(setGroup(paid, { ...g, attitude: 'agreement' }), rng, events, a.spell === 'daunt' ? 'all' : 'quarter');
    }
    case 'lock': {
      const d = lockableDoor(state);
      const back = d === null ? undefined : state.tiles[keyOf(step(state.position, d))];
      if (d === null || !back) return state;
      const paid = pay(state, a.caster, 'lock', events, '');
      const g = currentGroup(paid);
      events.push(note('spell', `The party steps back ${DIR_NAMES[d]} and the door shuts for ever on the ${g ? describeGroup(g) : 'monsters'}, who stay where they are.`, '10.6'));
      const shut = lock(paid, d, back);
      return { ...shut, position: { x: back.x, y: back.y, level: back.level }, previous: null, encounter: null, phase: { kind: 'explore' } };
    }
    case 'teleport': {
      if (p.kind !== 'encounter' || a.target === undefined) return state;
      return { ...state, phase: { ...p, teleporting: { caster: a.caster, target: a.target } } };
    }
    case 'thief': {
      if (p.kind !== 'trap' || a.target === undefined) return state;
      const paid = pay(state, a.caster, 'thief', events, ` on ${member(state, a.target).name}`);
      return { ...paid, phase: { kind: 'trap', thief: a.target } };
    }
    case 'resurrect': {
      if (a.target === undefined) return state;
      if (a.ring) events.push(note('spell', `${member(state, a.caster).name} casts Resurrect on ${member(state, a.target).name} by his ring.`, '14.8'));
      const paid = a.ring ? spendRingCast(state, a.caster, 'resurrect') : pay(state, a.caster, 'resurrect', events, ` on ${member(state, a.target).name}`);
      // 10.8: he returns with the wounds he had on entering the maze: none, since every wound heals between expeditions (17.0).
      events.push(note('spell', `${member(paid, a.target).name} returns to life, with the wounds he had on entering the Citadel.`, '10.8'));
      const fallen = (paid.fallen ?? []).filter((id) => id !== a.target);
      return withMember({ ...paid, fallen }, a.target, (c) => ({ ...c, alive: true, death: null, wounds: 0 }));
    }
    case 'neutralizePoison': {
      if (a.target === undefined) return state;
      const on = ` on ${member(state, a.target).name}`;
      // 14.8: a ring casts it free, once an expedition.
      if (a.ring) events.push(note('spell', `${member(state, a.caster).name} casts Neutralize Poison${on} by his ring.`, '14.8'));
      const paid = a.ring ? spendRingCast(state, a.caster, 'neutralizePoison') : pay(state, a.caster, 'neutralizePoison', events, on);
      return neutralize(paid, a.target, events);
    }
    case 'mageArmor': {
      if (a.target === undefined) return state;
      const target = member(state, a.target);
      const paid = pay(state, a.caster, 'mageArmor', events, ` on ${target.name}`);
      const r = roll(rng, MAGE_ARMOR, { section: '10.6', table: 'Mage Armor (spell list)', purpose: `Mage Armor on ${target.name}` });
      // As in a fight (10.6 ruling): cast again, he keeps the larger of the two.
      const armor = Math.max(member(paid, a.target).mageArmor ?? 0, r.total);
      events.push(rolled('spell', `${target.name}'s Mage Armor will absorb the next ${armor} Wound Points.`, withResult(r, String(r.total))));
      return withMember(paid, a.target, (c) => (c.alive ? { ...c, mageArmor: armor } : c));
    }
    case 'strength': {
      if (a.target === undefined) return state;
      const target = member(state, a.target);
      const paid = pay(state, a.caster, 'strength', events, ` on ${target.name}`);
      // 14.5: the potion's +1D6, rolled now, for the next fight only.
      const r = roll(rng, '1D6', { section: '10.6', table: 'Strength (spell list)', purpose: `Strength on ${target.name}` });
      events.push(rolled('spell', `${target.name}'s Combat Bonus will be +${r.total} in the next fight.`, withResult(r, `+${r.total}`)));
      return withMember(paid, a.target, (c) => (c.alive ? { ...c, strength: r.total } : c));
    }
    case 'stoneFlesh': {
      if (a.target === undefined) return state;
      const paid = pay(state, a.caster, 'stoneFlesh', events, ` on ${member(state, a.target).name}`);
      const statues = Object.fromEntries(Object.entries(paid.statues ?? {}).filter(([id]) => id !== a.target));
      events.push(note('spell', `${member(paid, a.target).name} is flesh again, with his wounds as they were.`, '10.6'));
      return withMember({ ...paid, statues }, a.target, (c) => ({ ...c, alive: true, death: null }));
    }
  }
}

/** 10.6 Teleport, second step: the monster goes to the segment named and waits there alone; the caster pays. */
export function teleportTo(state: CitadelState, rng: Rng, key: string, events: GameEvent[]): CitadelState {
  const p = state.phase;
  const g = currentGroup(state);
  const dest = state.tiles[key];
  if (p.kind !== 'encounter' || !p.teleporting || !g || !dest) return state;
  const f = g.figures.find((x) => x.id === p.teleporting!.target);
  if (!f) return state;
  let next = pay(state, p.teleporting.caster, 'teleport', events, ` on the ${f.name}`);
  events.push(note('spell', `The ${f.name} vanishes to ${segmentName(state, dest)} and waits there (6.9).`, '10.6'));
  // Alone where it lands: met there as a new encounter (6.9); any treasure already rolled stays with the others.
  const moved: MonsterGroup = { ...g, figures: [f], attitude: 'hostile', treasure: null, tributePaid: 0, bribeGold: 0, bribeTried: false };
  next = withTile(next, { ...next.tiles[key]!, monsters: moved });
  const rest: MonsterGroup = { ...g, figures: g.figures.filter((x) => x.id !== f.id) };
  next = setGroup(next, living(rest).length > 0 ? rest : null);
  const { teleporting: _aimed, ...phase } = p;
  if (living(rest).length > 0) return { ...next, phase };
  events.push(note('spell', 'No monster is left to face.', '10.6'));
  return endEncounterPeacefully(next, rng, events);
}

/** Teleport put back: nothing is cast. */
export function cancelTeleport(state: CitadelState): CitadelState {
  const p = state.phase;
  if (p.kind !== 'encounter') return state;
  const { teleporting: _aimed, ...phase } = p;
  return { ...state, phase };
}
