import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { applyAction, replayGame, startGame } from '../../../../shared/engine/game';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { effectiveWoundPoints, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { validateMarchingOrder } from '../../../../shared/rulesets/deathmaze/combat';
import { FOUR, R, act, fresh } from './helpers';

// Charts (the Treasure Type Table [9.81]) are looked up by id too; they are listed beside the tables.
const tableIds = new Set([...R.tables.map((t) => t.id), ...R.charts.map((c) => c.id)]);

function invariants(s: DeathmazeState): void {
  const alive = s.party.filter((a) => !a.dead);
  for (const a of s.party) {
    if (a.dead) expect(a.wounds).toBeGreaterThanOrEqual(0);
    else expect(a.wounds).toBeLessThan(effectiveWoundPoints(a));
    expect(a.experience).toBeGreaterThanOrEqual(0);
  }
  if (alive.length && s.phase.kind !== 'combat') expect(validateMarchingOrder(s.marchingOrder, alive.map((a) => a.id))).toEqual({ ok: true });
  expect(s.maze.placed[`${s.position.x},${s.position.y}`]).toBeDefined();
  expect(s.stats.chitsPlaced).toBe(s.maze.placedCount);
  expect(s.stats.deaths).toBe(s.party.filter((a) => a.dead).length);
  expect(s.pool.bezants).toBeGreaterThanOrEqual(0);
}

describe('a Deathmaze expedition through the public Ruleset API', () => {
  it('starts in the entrance corridor, announces the defaults, and plays a seeded game to its end', () => {
    const started = startGame(R, 'K7QM-2XPD', { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] });
    if (!started.ok) throw new Error(started.message);
    expect(started.game.state.position).toEqual({ x: 0, y: 0 });
    expect(started.events.some((e) => e.kind === 'setup.default' && e.section === '3.1' && /Sword and Bow/.test(e.text))).toBe(true);
    expect(started.events.some((e) => e.kind === 'setup.warning' && e.section === '3.2')).toBe(true);
    const arn = started.game.state.party[0]!;
    expect([arn.woundPoints, arn.weaponSkills.sword, started.game.state.party[1]!.detrap]).toEqual([8, 1, 2]);
    let game = started.game;
    let rolls = 0;
    for (let i = 0; i < 5000 && game.state.phase.kind !== 'ended'; i++) {
      const step = applyAction(R, game, chooseAction(game.state));
      if (!step.ok) throw new Error(step.message);
      for (const e of step.events) {
        expect(e.text.length).toBeGreaterThan(0);
        if (e.roll) {
          rolls++;
          expect(e.section).toMatch(/^\d+\.\d+$/);
          if (e.tableId !== undefined) expect(tableIds.has(e.tableId)).toBe(true);
        }
      }
      game = step.game;
    }
    expect(game.state.phase.kind).toBe('ended');
    expect(rolls).toBeGreaterThan(10);
    expect(R.summary(game.state)).toMatchObject({ party: expect.stringMatching(/^Arn \(Hero/), finished: true });
    expect(R.summary(game.state).progress).toMatch(/\d+ chits? placed, \d+ combats?, \d+ deaths?/);
    // The expedition is over: the only way on is home, where the campaign continues [13.0].
    expect(R.choices(game.state).map((c) => c.action).filter((a) => a.type !== 'rename')).toEqual([{ type: 'home' }]);
  });

  it('puts the natural step first and leaving last, and the first choice always applies', () => {
    const { state } = fresh(3);
    const choices = R.choices(state);
    expect(choices[0]!.action.type).toBe('move');
    expect(choices.filter((c) => c.action.type !== 'rename').at(-1)!.action).toEqual({ type: 'leave' });
    let s = state;
    const rng = Rng.fromSeedNumber(3);
    for (let i = 0; i < 40 && s.phase.kind !== 'ended'; i++) s = act(s, R.choices(s)[0]!.action, rng).state;
    expect(s.stats.chitsPlaced).toBeGreaterThan(1);
  });

  it('refuses illegal actions with the rule and changes nothing', () => {
    const { state, rng } = fresh(5);
    const before = JSON.stringify(state);
    const blocked = (['north', 'east', 'south', 'west'] as const).find((side) => !R.choices(state).some((c) => c.action.type === 'move' && c.action.side === side));
    const cases = [
      [{ type: 'negotiate' }, '7.13'],
      [{ type: 'place', rotation: 1 }, '5.24'],
      [{ type: 'combat', action: { type: 'retreat' } }, '8.1'],
      [{ type: 'openChest', index: 0 }, '9.16'],
      [{ type: 'give', itemId: 'i99', adventurerId: 'a1' }, '9.17'],
      [{ type: 'arrange', rows: [['a1', null, null], ['a2', 'a3', 'a4']] }, '5.12'],
    ] as const;
    for (const [action, rule] of cases) {
      const r = R.apply(state, action as never, rng);
      expect(r, JSON.stringify(action)).toMatchObject({ ok: false, rule });
      expect(!r.ok && r.message.length).toBeGreaterThan(10);
    }
    if (blocked) expect(R.apply(state, { type: 'move', side: blocked }, rng)).toMatchObject({ ok: false, rule: '5.28' });
    // Away from the entrance the party cannot leave [4.0].
    let s = state;
    while (s.position.x === 0 && s.position.y === 0 && s.phase.kind !== 'ended') s = act(s, R.choices(s)[0]!.action, rng).state;
    if (s.phase.kind === 'exploring') expect(R.apply(s, { type: 'leave' }, rng)).toMatchObject({ ok: false, rule: '4.0' });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('replays a long autoplayed game byte for byte', () => {
    const started = startGame(R, 'BNCH-0001', FOUR);
    if (!started.ok) throw new Error(started.message);
    let game = started.game;
    const log = [...started.events];
    while (game.state.phase.kind !== 'ended') {
      const step = applyAction(R, game, chooseAction(game.state));
      if (!step.ok) throw new Error(step.message);
      game = step.game;
      log.push(...step.events);
    }
    expect(game.actions.length).toBeGreaterThan(50);
    const replayed = replayGame(R, game.seed, game.setup, game.actions);
    expect(replayed.ok).toBe(true);
    expect(JSON.stringify(replayed.ok && replayed.game)).toBe(JSON.stringify(game));
    expect(JSON.stringify(replayed.allEvents)).toBe(JSON.stringify(log));
  });

  it('ends every autoplayed game over 200 seeds, never stuck, invariants holding', () => {
    let won = 0;
    let left = 0;
    for (let seed = 0; seed < 200; seed++) {
      const { state: s0, rng } = fresh(seed * 7919 + 1);
      let s = s0;
      let steps = 0;
      while (s.phase.kind !== 'ended') {
        expect(R.choices(s).length, `seed ${seed} step ${steps}`).toBeGreaterThan(0);
        s = act(s, chooseAction(s), rng).state;
        if (steps % 25 === 0) invariants(s);
        steps++;
        expect(steps).toBeLessThan(5000);
      }
      invariants(s);
      expect(s.results).toHaveLength(1);
      if (s.phase.reason === 'left') left++;
      if (s.results![0]!.won) won++;
    }
    expect(left).toBeGreaterThan(10);
    expect(won).toBeGreaterThan(0);
  });
});
