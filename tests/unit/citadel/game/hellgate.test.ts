import { describe, expect, it } from 'vitest';
import { mirror } from '../../../../shared/rulesets/citadel/game/features';
import { hellgateGuard } from '../../../../shared/rulesets/citadel/game/monsters';
import { applyAction, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, fightOut, listed, start } from './helpers';
import { chooseAction } from '../../../../shared/rulesets/citadel/game';

describe('Citadel mirrors and the Hellgate (13.7, 16.0, 17.0)', () => {
  it('the first mirror names a level; on that level it counts the segments at once, otherwise a second mirror there must', () => {
    let same = 0;
    let other = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { state, rng } = start(seed);
      const first = mirror(state, rng, []);
      expect(first.mirror.level).not.toBeNull();
      if (first.mirror.level === 1) {
        same++;
        expect(first.mirror.countdown).toBeGreaterThanOrEqual(3);
        expect(first.mirror.countdown).toBeLessThanOrEqual(8);
        // Later mirrors show nothing.
        expect(mirror(first, rng, []).mirror).toEqual(first.mirror);
      } else {
        other++;
        expect(first.mirror.countdown).toBeNull();
        // Another mirror on the wrong level is ignored.
        expect(mirror(first, rng, []).mirror).toEqual(first.mirror);
        const there: CitadelState = { ...first, position: { ...first.position, level: first.mirror.level! }, tiles: { ...first.tiles, [`${first.mirror.level}:0,0`]: { ...first.tiles['1:0,0']!, key: `${first.mirror.level}:0,0`, level: first.mirror.level! } } };
        const second = mirror(there, rng, []);
        expect(second.mirror.countdown).toBeGreaterThanOrEqual(3);
      }
    }
    expect(same).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
  });

  it('the Hellgate is the Nth unexplored segment entered on its level, counting corridors', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state: s0, rng } = start(seed);
      let state: CitadelState = { ...s0, mirror: { level: 1, countdown: 3 } };
      let entered = 0;
      for (let i = 0; i < 200 && !state.hellgateFound && state.phase.kind !== 'over' && state.phase.kind !== 'home'; i++) {
        const before = Object.keys(state.tiles).length;
        const actions = listed(state);
        const a = actions.find((x) => x.type === 'move' && state.phase.kind === 'explore' && !state.tiles[keyOf({ x: state.position.x + [0, 1, 0, -1][x.dir]!, y: state.position.y + [-1, 0, 1, 0][x.dir]!, level: 1 })]) ?? actions.find((x) => x.type === 'orient') ?? actions.find((x) => x.type === 'fight') ?? actions.find((x) => x.type === 'investigateTrap') ?? actions[0]!;
        state = act(state, state.phase.kind === 'combat' ? chooseAction(state) : a, rng).state;
        if (Object.keys(state.tiles).length > before) entered++;
      }
      if (!state.hellgateFound) continue;
      expect(entered).toBe(3);
      const gate = Object.values(state.tiles).find((t) => t.hellgate)!;
      expect(gate.level).toBe(1);
      return;
    }
    throw new Error('no seed reached the Hellgate');
  });

  it('at the Hellgate the fight goes on past X to the destruction rolls; destroyed, it frees its prisoners; withdrawn, it re-arms', () => {
    let destroyed = 0;
    let withdrew = 0;
    for (let seed = 1; seed <= 40 && (destroyed === 0 || withdrew === 0); seed++) {
      const { state: s0, rng } = start(seed);
      const guard = hellgateGuard(s0, rng, 1, []);
      const key = keyOf(s0.position);
      // Only X, nearly dead, guards it; one of the party lies in the Gate's shaft.
      const x = { ...guard.group.figures[guard.group.figures.length - 1]!, woundPoints: 1 };
      const prisoner = s0.order[5]!;
      let state: CitadelState = {
        ...guard.state,
        hellgateFound: true,
        previous: { x: 0, y: 1, level: 1 },
        party: guard.state.party.map((c) => (c.id === prisoner ? { ...c, prisoner: true } : c)),
        tiles: { ...guard.state.tiles, [key]: { ...guard.state.tiles[key]!, hellgate: true, monsters: { ...guard.group, figures: [x] } } },
        encounter: { where: 'segment', group: null, solo: null, reward: null },
        phase: { kind: 'encounter', negotiated: false, bribed: false },
      };
      expect(listed(state).filter((a) => a.type !== 'moveUp')).toEqual([{ type: 'fight' }]);
      state = act(state, { type: 'fight' }, rng).state;
      let end = fightOut(state, rng).state;
      // X's treasure is a chest (14.1): a trapped one waits for the players to name its opener first.
      while (end.phase.kind === 'chest') end = act(end, chooseAction(end), rng).state;
      if (end.hellgateDestroyed) {
        destroyed++;
        expect(end.phase.kind).toBe('explore');
        expect(end.party.find((c) => c.id === prisoner)!.prisoner).toBe(false);
      } else if (end.phase.kind === 'explore') {
        withdrew++;
        expect(end.tiles[key]!.monsters).toBeNull();
        expect(end.position).toEqual({ x: 0, y: 1, level: 1 });
      }
    }
    expect(destroyed).toBeGreaterThan(0);
  });

  it('leaving by the Gateway after the Gate is destroyed is the group victory; leaving before is a return home', () => {
    const { state, rng } = start(4);
    const home = act(state, { type: 'leave' }, rng).state;
    expect(home.phase.kind).toBe('home');
    expect(home.exits).toBe(1);
    const won = act({ ...state, hellgateDestroyed: true }, { type: 'leave' }, rng).state;
    expect(won.phase).toEqual({ kind: 'over', result: 'won' });
    expect(applyAction(won, { type: 'setOut' }, rng).ok).toBe(false);
  });
});

describe('Citadel campaign (12.0, 17.0)', () => {
  it('between expeditions wounds heal, the maze stays, and +1 costs 100 XP and 100 GM (CB 150), once per characteristic', () => {
    const { state: s0, rng } = start(8);
    const hurt = { ...s0, party: s0.party.map((c, i) => (i === 0 ? { ...c, wounds: 2, experience: 400, goldMarks: 400, expeditionPenalty: 2, drunk: true } : c)) };
    const home = act(hurt, { type: 'leave' }, rng).state;
    const c = home.party[0]!;
    expect([c.wounds, c.expeditionPenalty, c.drunk]).toEqual([0, 0, false]);
    const raised = act(home, { type: 'advance', character: c.id, characteristic: 'woundPoints' }, rng).state;
    expect(raised.party[0]!.woundPoints).toBe(c.woundPoints + 1);
    expect([raised.party[0]!.experience, raised.party[0]!.goldMarks]).toEqual([300, 300]);
    expect(applyAction(raised, { type: 'advance', character: c.id, characteristic: 'woundPoints' }, rng).ok).toBe(false);
    const cb = act(raised, { type: 'advance', character: c.id, characteristic: 'combatBonus' }, rng).state;
    expect([cb.party[0]!.experience, cb.party[0]!.goldMarks]).toEqual([150, 150]);
    const out = act(cb, { type: 'setOut' }, rng).state;
    expect(out.expedition).toBe(2);
    expect(out.tiles).toEqual(cb.tiles);
    expect(out.position).toEqual({ x: 0, y: 0, level: 1 });
  });

  it('the fallen are replaced by new heroes and initiates at 0 experience and 0 Gold Marks', () => {
    const { state: s0, rng } = start(9);
    const dead = { ...s0, party: s0.party.map((c, i) => (i === 0 || i === 5 ? { ...c, alive: false, death: 'test' } : c)) };
    const home = act(dead, { type: 'leave' }, rng).state;
    const r = act(home, { type: 'recruit' }, rng).state;
    const fresh = r.party.slice(6);
    expect(fresh.map((c) => c.kind).sort()).toEqual(['hero', 'initiate']);
    expect(fresh.every((c) => c.experience === 0 && c.goldMarks === 0 && c.alive)).toBe(true);
    expect(new Set(r.heroesDrawn).size).toBe(r.heroesDrawn.length);
    expect(r.party.filter((c) => c.alive)).toHaveLength(6);
    expect(listed(r).some((a) => a.type === 'recruit')).toBe(false);
  });
});
