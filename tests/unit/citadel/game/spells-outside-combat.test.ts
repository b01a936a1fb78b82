import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import type { SpellId } from '../../../../shared/rulesets/citadel';
import { applyAction, choicesFor, chooseAction, type CitadelAction, type CitadelState, type MonsterGroup } from '../../../../shared/rulesets/citadel/game';
import { exits } from '../../../../shared/rulesets/citadel/game/move';
import { figures, group, living } from '../../../../shared/rulesets/citadel/game/monsters';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { giveItem } from '../../../../shared/rulesets/citadel/game/loot';
import { act, fightOut, listed, start } from './helpers';

/** The first member, made a caster who may use `spells` this expedition (every sun's MP at 6). */
function caster(state: CitadelState, spells: readonly SpellId[]): { state: CitadelState; id: string } {
  const id = state.order[0]!;
  const party = state.party.map((c) => (c.id === id ? { ...c, spells: [...spells], magicPotential: { red: 6, yellow: 6, blue: 6 }, woundPoints: 12, wounds: 0 } : c));
  return { state: { ...state, party }, id };
}

function facing(state: CitadelState, g: MonsterGroup): CitadelState {
  const key = keyOf(state.position);
  return { ...state, tiles: { ...state.tiles, [key]: { ...state.tiles[key]!, monsters: g } }, encounter: { where: 'segment', group: null, solo: null, reward: null }, phase: { kind: 'encounter', negotiated: false, bribed: false } };
}

function orcs(seed: number, spells: readonly SpellId[], gold = 0) {
  const { state: s0, rng } = start(seed);
  const made = figures(s0, rng, 'orc', 2, 1, []);
  const rich = { ...made.state, party: made.state.party.map((c) => ({ ...c, goldMarks: gold })) };
  const c = caster(facing(rich, group('room', 1, made.figures)), spells);
  return { state: c.state, rng, id: c.id };
}

const wounds = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!.wounds;
const here = (s: CitadelState) => s.tiles[keyOf(s.position)]!;
const casts = (s: CitadelState, spell: string, by?: string) => listed(s).filter((a) => a.type === 'cast' && a.spell === spell && (by === undefined || a.caster === by));

describe('Citadel spells outside a fight (10.6–10.7)', () => {
  it('Oratory costs 1 Wound Point and adds 4 to the negotiation roll it was cast for (10.7)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const plain = orcs(seed, ['oratory']);
      const spelled = orcs(seed, ['oratory']);
      expect(casts(plain.state, 'oratory', plain.id)).toHaveLength(1);
      const cast = act(spelled.state, { type: 'cast', spell: 'oratory', caster: spelled.id }, spelled.rng).state;
      expect(wounds(cast, spelled.id)).toBe(1);
      // Cast once for this roll: not offered again.
      expect(casts(cast, 'oratory', spelled.id)).toHaveLength(0);
      const a = act(plain.state, { type: 'negotiate' }, plain.rng).events.find((e) => e.tableId === 'citadel-negotiation-table')!;
      const b = act(cast, { type: 'negotiate' }, spelled.rng).events.find((e) => e.tableId === 'citadel-negotiation-table')!;
      expect(b.roll!.total).toBe(a.roll!.total + 4);
      expect(b.roll!.modifiers).toContainEqual(expect.objectContaining({ label: 'Oratory spell', value: 4 }));
    }
  });

  it('Cow intimidates without a roll: the monsters agree and hand over a quarter of their gold (10.7, 8.5)', () => {
    const { state, rng, id } = orcs(3, ['cow']);
    const r = act(state, { type: 'cast', spell: 'cow', caster: id }, rng);
    expect(r.events.some((e) => e.tableId === 'citadel-negotiation-table')).toBe(false);
    expect(wounds(r.state, id)).toBe(2);
    const g = here(r.state).monsters!;
    expect(g.attitude).toBe('agreement');
    expect(r.state.phase.kind).toBe('explore');
    const gold = g.treasure!.reduce((s, t) => s + t.goldMarks, 0);
    expect(r.state.party.reduce((s, c) => s + c.goldMarks, 0)).toBe(Math.floor(gold / 4));
  });

  it('Daunt makes them hand over everything: nothing is left to take from them later (10.7)', () => {
    let seen = 0;
    for (let seed = 1; seed <= 30 && seen < 3; seed++) {
      const { state, rng, id } = orcs(seed, ['daunt']);
      const r = act(state, { type: 'cast', spell: 'daunt', caster: id }, rng);
      expect(wounds(r.state, id)).toBe(3);
      const g = here(r.state).monsters!;
      expect(g.attitude).toBe('agreement');
      expect(g.treasure).toEqual([]);
      const got = r.state.party.reduce((s, c) => s + c.goldMarks + c.jewels.length + c.items.length, 0);
      if (got > 0) seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('Sway and Cajole take 2 and 4 off the bribery roll: a bribe refused without them can be taken with them, never the reverse (10.7)', () => {
    let helped = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const plain = orcs(seed, ['sway', 'cajole'], 100);
      const spelled = orcs(seed, ['sway', 'cajole'], 100);
      let s = act(spelled.state, { type: 'cast', spell: 'sway', caster: spelled.id }, spelled.rng).state;
      s = act(s, { type: 'cast', spell: 'cajole', caster: spelled.id }, spelled.rng).state;
      expect(wounds(s, spelled.id)).toBe(3);
      const a = act(plain.state, { type: 'bribe', goldMarks: 20 }, plain.rng).state;
      const b = act(s, { type: 'bribe', goldMarks: 20 }, spelled.rng).state;
      const took = (x: CitadelState) => here(x).monsters!.attitude === 'agreement' && x.phase.kind === 'explore';
      if (took(a)) expect(took(b)).toBe(true);
      if (!took(a) && took(b)) helped++;
    }
    expect(helped).toBeGreaterThan(0);
  });

  it('Sway and Cajole are offered only while a bribe can still be offered (8.8)', () => {
    const poor = orcs(1, ['sway', 'cajole'], 0);
    expect(casts(poor.state, 'sway')).toHaveLength(0);
    const rich = orcs(1, ['sway', 'cajole'], 100);
    expect(casts(rich.state, 'sway')).toHaveLength(1);
    expect(casts(rich.state, 'cajole')).toHaveLength(1);
  });

  it('no spell is offered whose cost would kill its caster (10.2)', () => {
    const { state, id } = orcs(1, ['cow', 'daunt', 'oratory']);
    const hurt = { ...state, party: state.party.map((c) => (c.id === id ? { ...c, wounds: 10 } : c)) };
    expect(casts(hurt, 'oratory', id)).toHaveLength(1);
    expect(casts(hurt, 'cow', id)).toHaveLength(0);
    expect(casts(hurt, 'daunt', id)).toHaveLength(0);
  });

  it('Teleport sends a monster to a visited segment, where it waits alone; the last one gone ends the encounter (10.6, 6.9)', () => {
    // A visited segment to send it to: the one east of the Gateway, already entered.
    const { state: s0, rng, id } = orcs(5, ['teleport']);
    const dest = { ...here(s0), key: '1:1,0', x: 1, entered: true, monsters: null, gateway: false };
    const state = { ...s0, tiles: { ...s0.tiles, [dest.key]: dest } };
    const targets = casts(state, 'teleport', id);
    expect(targets).toHaveLength(2);
    const first = here(state).monsters!.figures[0]!;
    let s = act(state, { type: 'cast', spell: 'teleport', caster: id, target: first.id }, rng).state;
    // Aimed: now only where it goes (or not casting after all), and nothing paid yet.
    expect(listed(s).map((a) => a.type).sort()).toEqual(['cancelTeleport', 'teleportTo']);
    expect(wounds(s, id)).toBe(0);
    // Put back: nothing cast, nothing paid, the encounter as it was.
    const unaimed = act(s, { type: 'cancelTeleport' }, rng).state;
    expect(unaimed.phase).toEqual({ kind: 'encounter', negotiated: false, bribed: false });
    expect(wounds(unaimed, id)).toBe(0);
    s = act(s, { type: 'teleportTo', tile: dest.key }, rng).state;
    expect(wounds(s, id)).toBe(3);
    expect(s.tiles[dest.key]!.monsters!.figures.map((f) => f.id)).toEqual([first.id]);
    expect(living(here(s).monsters!).map((f) => f.id)).not.toContain(first.id);
    expect(s.phase.kind).toBe('encounter');
    // The first orc now waits in the only visited segment: there is nowhere left to send the second.
    expect(casts(s, 'teleport', id)).toHaveLength(0);
    // With a second visited segment free, the last orc goes too and the encounter is over.
    const dest2 = { ...dest, key: '1:-1,0', x: -1, monsters: null };
    s = act({ ...s, tiles: { ...s.tiles, [dest2.key]: dest2 } }, { type: 'cast', spell: 'teleport', caster: id, target: here(s).monsters!.figures[0]!.id }, rng).state;
    s = act(s, { type: 'teleportTo', tile: dest2.key }, rng).state;
    expect(s.phase.kind).toBe('explore');
    expect(here(s).monsters).toBeNull();
  });

  it('Teleport moves neither X nor the Demons (10.6)', () => {
    const { state: s0, rng, id } = orcs(2, ['teleport']);
    const made = figures(s0, rng, 'demon', 2, 1, []);
    const dest = { ...here(s0), key: '1:1,0', x: 1, entered: true, monsters: null, gateway: false };
    const withDest = { ...made.state, tiles: { ...made.state.tiles, [dest.key]: dest } };
    expect(casts(facing(withDest, group('room', 1, made.figures)), 'teleport', id)).toHaveLength(0);
    // The same caster, the same segment free: the orcs he faced before could be sent there.
    expect(casts(facing(withDest, here(s0).monsters!), 'teleport', id)).toHaveLength(2);
  });

  it('Lock: the party steps back through the door it opened and that door never opens again; the monsters stay (10.6)', () => {
    let locked = 0;
    for (let seed = 1; seed <= 60 && locked < 2; seed++) {
      const game = start(seed);
      const rng = game.rng;
      let state = game.state;
      // Play on with the built-in player until monsters are met through a door on coming in.
      for (let i = 0; i < 400 && state.phase.kind !== 'over'; i++) {
        if (state.phase.kind === 'encounter') {
          const c = caster(state, ['lock']);
          const offered = casts(c.state, 'lock');
          if (offered.length === 1) {
            const from = here(c.state).key;
            const back = c.state.previous!;
            // Sealing a door for ever is asked first.
            expect(choicesFor(c.state).find((x) => x.action.type === 'cast' && x.action.spell === 'lock')!.confirm).toBeDefined();
            const r = act(c.state, offered[0]!, rng);
            expect(wounds(r.state, c.id)).toBe(1);
            expect(keyOf(r.state.position)).toBe(keyOf(back));
            expect(r.state.phase.kind).toBe('explore');
            expect(living(r.state.tiles[from]!.monsters!).length).toBeGreaterThan(0);
            // No way back through the locked door.
            const dirs = exits(r.state).map((e) => e.dir);
            const dir = ([0, 1, 2, 3] as const).find((d) => r.state.tiles[from]!.locked?.includes(((d + 2) % 4) as 0 | 1 | 2 | 3) && r.state.tiles[keyOf(back)]!.locked?.includes(d));
            expect(dir).toBeDefined();
            expect(dirs).not.toContain(dir);
            expect(applyAction(r.state, { type: 'move', dir: dir! }, rng).ok).toBe(false);
            locked++;
            break;
          }
        }
        state = act(state, chooseAction(state), rng).state;
      }
    }
    expect(locked).toBe(2);
  });

  it('Stone-Flesh revives a character turned to stone, with his wounds as they were, only where he stands; left as stone he dies when the party leaves (10.6, 15.3)', () => {
    const { state: s0, rng } = start(4);
    const c = caster(s0, ['stoneFlesh']);
    const victim = c.state.order[1]!;
    const key = keyOf(c.state.position);
    const stone: CitadelState = {
      ...c.state,
      party: c.state.party.map((p) => (p.id === victim ? { ...p, wounds: 2, alive: false, death: 'turned to stone by a Medusa' } : p)),
      statues: { [victim]: key },
    };
    const offered = casts(stone, 'stoneFlesh');
    expect(offered).toEqual([{ type: 'cast', spell: 'stoneFlesh', caster: c.id, target: victim }]);
    // Not from another segment.
    expect(casts({ ...stone, statues: { [victim]: '1:5,5' } }, 'stoneFlesh')).toHaveLength(0);
    const r = act(stone, offered[0]! as CitadelAction, rng).state;
    const back = r.party.find((p) => p.id === victim)!;
    expect(back.alive).toBe(true);
    expect(back.wounds).toBe(2);
    expect(back.death).toBeNull();
    expect(wounds(r, c.id)).toBe(3);
    expect(r.statues).toEqual({});
    // Left as stone: leaving by the Gateway ends his chance, and the player is asked first.
    expect(choicesFor(stone).find((x) => x.action.type === 'leave')!.confirm!.body).toContain(stone.party.find((p) => p.id === victim)!.name);
    expect(choicesFor(r).find((x) => x.action.type === 'leave')!.confirm).toBeUndefined();
    const left = act(stone, { type: 'leave' }, rng);
    expect(left.state.party.find((p) => p.id === victim)!.alive).toBe(false);
    expect(left.state.statues).toEqual({});
    expect(left.events.some((e: GameEvent) => e.text.includes('stays behind in the Citadel as stone'))).toBe(true);
  });

  it('a character the Medusa petrifies in a fight keeps his wounds and waits for Stone-Flesh (15.3)', () => {
    let seen = 0;
    for (let seed = 1; seed <= 200 && seen === 0; seed++) {
      const { state: s0, rng } = start(seed);
      const made = figures(s0, rng, 'medusa', 1, 1, []);
      let s = act(facing(made.state, group('room', 1, made.figures)), { type: 'fight' }, rng).state;
      const end = fightOut(s, rng);
      s = end.state;
      const stoned = Object.keys(s.statues ?? {});
      if (stoned.length === 0 || s.phase.kind !== 'explore') continue;
      seen++;
      for (const id of stoned) {
        const p = s.party.find((x) => x.id === id)!;
        expect(p.alive).toBe(false);
        expect(p.wounds).toBeLessThan(p.woundPoints);
        expect(s.statues![id]).toBe(keyOf(s.position));
      }
    }
    expect(seen).toBe(1);
  });

  it('Thief adds 3 to one Detrap attempt, only for someone with the skill (10.6, 7.0)', () => {
    let helped = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const made = (s: number) => {
        const { state, rng } = start(s);
        const c = caster({ ...state, phase: { kind: 'trap' } }, ['thief']);
        return { state: c.state, rng, id: c.id };
      };
      const plain = made(seed);
      const spelled = made(seed);
      const skilled = plain.state.party.filter((p) => p.skills.detrap > 0).map((p) => p.id);
      const offered = casts(plain.state, 'thief', plain.id).map((a) => (a.type === 'cast' ? a.target : ''));
      expect(offered.sort()).toEqual([...skilled].sort());
      const who = skilled[0]!;
      const s = act(spelled.state, { type: 'cast', spell: 'thief', caster: spelled.id, target: who }, spelled.rng).state;
      expect(wounds(s, spelled.id)).toBe(1);
      expect(casts(s, 'thief')).toHaveLength(0);
      const disarmed = (evs: readonly GameEvent[]) => evs.some((e) => e.text.includes('disarms the door trap'));
      const a = disarmed(act(plain.state, { type: 'investigateTrap', character: who }, plain.rng).events);
      const b = disarmed(act(s, { type: 'investigateTrap', character: who }, spelled.rng).events);
      if (a) expect(b).toBe(true);
      if (!a && b) helped++;
    }
    expect(helped).toBeGreaterThan(0);
  });

  it('Resurrect brings back, unwounded, someone slain in the fight just ended; any other action lets the chance pass (10.8)', () => {
    let seen = 0;
    for (let seed = 1; seed <= 80 && seen === 0; seed++) {
      const { state: s0, rng } = start(seed);
      const c = caster(s0, ['resurrect']);
      // Everyone else one wound from death: someone falls to the orcs.
      const frail = { ...c.state, party: c.state.party.map((p) => (p.id === c.id ? p : { ...p, wounds: p.woundPoints - 1 })) };
      const made = figures(frail, rng, 'orc', 2, 1, []);
      const fought = fightOut(act(facing(made.state, group('room', 1, made.figures)), { type: 'fight' }, rng).state, rng).state;
      if (fought.phase.kind !== 'explore' || !(fought.fallen ?? []).length) continue;
      seen++;
      const target = fought.fallen![0]!;
      expect(fought.party.find((p) => p.id === target)!.alive).toBe(false);
      const offered = casts(fought, 'resurrect', c.id);
      expect(offered).toContainEqual({ type: 'cast', spell: 'resurrect', caster: c.id, target });
      const before = wounds(fought, c.id);
      const r = act(fought, { type: 'cast', spell: 'resurrect', caster: c.id, target }, rng).state;
      const back = r.party.find((p) => p.id === target)!;
      expect(back.alive).toBe(true);
      expect(back.wounds).toBe(0);
      expect(wounds(r, c.id)).toBe(before + 5);
      // Too late once the party has done anything else.
      const other = listed(fought).find((a) => a.type === 'moveUp')!;
      const later = act(fought, other, rng).state;
      expect(casts(later, 'resurrect')).toHaveLength(0);
    }
    expect(seen).toBe(1);
  });

  it('the Resurrect ring teaches its spell to whoever takes it, and casts it free once an expedition (14.8, 10.8)', () => {
    const { state: s0 } = start(1);
    const taker = s0.order[1]!;
    const taken = giveItem(s0, taker, { type: 'ring', kind: 'resurrect' }, []);
    expect(taken.party.find((p) => p.id === taker)!.spells).toContain('resurrect');
    let seen = 0;
    for (let seed = 1; seed <= 80 && seen === 0; seed++) {
      const { state: s1, rng } = start(seed);
      const c = caster(s1, ['resurrect']);
      const ringed = { ...c.state, party: c.state.party.map((p) => (p.id === c.id ? { ...p, items: [{ type: 'ring' as const, kind: 'resurrect' as const }] } : { ...p, wounds: p.woundPoints - 1 })) };
      const made = figures(ringed, rng, 'orc', 2, 1, []);
      const fought = fightOut(act(facing(made.state, group('room', 1, made.figures)), { type: 'fight' }, rng).state, rng).state;
      if (fought.phase.kind !== 'explore' || !(fought.fallen ?? []).length) continue;
      seen++;
      const target = fought.fallen![0]!;
      const free = { type: 'cast' as const, spell: 'resurrect' as const, caster: c.id, target, ring: true as const };
      expect(casts(fought, 'resurrect', c.id)).toContainEqual(free);
      const before = wounds(fought, c.id);
      const r = act(fought, free, rng).state;
      expect(r.party.find((p) => p.id === target)!.alive).toBe(true);
      expect(wounds(r, c.id)).toBe(before);
      expect(r.ringCastsLeft[c.id]).toEqual([]);
    }
    expect(seen).toBe(1);
  });
});
