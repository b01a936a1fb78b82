import { describe, expect, it } from 'vitest';
import { applyAction as applyGame, replayGame, startGame, type GameRecord } from '../../../../shared/engine/game';
import { findRuleset } from '../../../../shared/rulesets/registry';
import { choicesFor, chooseAction, citadelView, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { act, fightOut, fightingOrcsCarrying, listed } from './helpers';

/**
 * 14.1: a trapped chest "a character with the appropriate skills may try to disarm" (7.0); as for a trapped door
 * (5.0 B2) the players choose who tries. The game waits for that choice, then the take goes on.
 */

const member = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;

/** Two Orcs guarding a Type K chest of 60 Gold Marks, fought out by the built-in player, from the first seed whose chest is trapped. */
function trappedChest() {
  for (let seed = 1; seed <= 200; seed++) {
    const { state: fight, rng } = fightingOrcsCarrying(seed, [{ letter: 'K', goldMarks: 60, jewels: [], items: [] }]);
    const after = fightOut(fight, rng);
    if (after.state.phase.kind === 'chest' && after.texts.includes('The Type K chest is trapped.')) return { state: after.state, rng, texts: after.texts };
  }
  throw new Error('no seed gave a trapped chest');
}

const gold = (s: CitadelState) => s.party.reduce((n, c) => n + c.goldMarks, 0);

describe('Citadel: the players name who opens a trapped chest (14.1)', () => {
  it('waits with every member able to act offered, his Detrap skill shown, and the treasure not yet shared', () => {
    const r = trappedChest();
    const alive = r.state.order.filter((id) => member(r.state, id).alive);
    expect(listed(r.state)).toEqual(alive.map((id) => ({ type: 'openChest', character: id })));
    const labels = choicesFor(r.state).map((c) => c.label);
    for (const id of alive) {
      const c = member(r.state, id);
      const skill = Math.min(5, c.skills.detrap);
      expect(labels).toContain(skill > 0 ? `${c.name} tries to disarm the Type K chest (Detrap ${skill}: disarms on ${skill === 1 ? '1' : `1–${skill}`}, ${skill} in 6)` : `${c.name} opens the Type K chest (no Detrap skill: the trap springs on him)`);
    }
    // The one suggested (the panel's primary button) is the best disarmer, the first in the marching order among equals.
    const best = Math.max(...alive.map((id) => Math.min(5, member(r.state, id).skills.detrap)));
    const suggested = choicesFor(r.state).filter((c) => c.suggested);
    expect(suggested).toHaveLength(1);
    expect(suggested[0]!.action).toEqual({ type: 'openChest', character: alive.find((id) => Math.min(5, member(r.state, id).skills.detrap) === best) });
    expect(best).toBeGreaterThan(0);
    const view = citadelView(r.state);
    expect(view.phase.title).toBe('A trapped chest');
    expect(view.phase.section).toBe('14.1');
    expect(r.texts.join(' ')).not.toMatch(/Treasure: 60 Gold Marks/);
  });

  it('one without the skill springs the trap himself; then the party shares the gold and explores on', () => {
    const r = trappedChest();
    const unskilled = r.state.order.map((id) => member(r.state, id)).find((c) => c.alive && c.skills.detrap === 0)!;
    const before = gold(r.state);
    const done = act(r.state, { type: 'openChest', character: unskilled.id }, r.rng);
    const texts = done.events.map((e) => e.text);
    expect(texts).toContain(`${unskilled.name} has no Detrap skill: the chest springs.`);
    expect(texts.some((t) => t.startsWith('Trap: '))).toBe(true);
    expect(texts).toContain('Treasure: 60 Gold Marks.');
    expect(['explore', 'poisoned']).toContain(done.state.phase.kind);
    if (done.state.phase.kind === 'explore') expect(gold(done.state) - before).toBe(60);
  });

  it('one with the skill rolls to disarm it', () => {
    const r = trappedChest();
    const skilled = r.state.order.map((id) => member(r.state, id)).find((c) => c.alive && c.skills.detrap > 0);
    expect(skilled).toBeDefined();
    const done = act(r.state, { type: 'openChest', character: skilled!.id }, r.rng);
    expect(done.events.some((e) => e.text === `${skilled!.name} disarms the chest.` || e.text === `${skilled!.name} fails to disarm the chest.`)).toBe(true);
  });

  it('refuses anyone not offered, and any other action, while the chest waits', () => {
    const r = trappedChest();
    expect(() => act(r.state, { type: 'openChest', character: 'nobody' }, r.rng)).toThrow(/refused/);
    expect(() => act(r.state, { type: 'move', dir: 0 }, r.rng)).toThrow(/refused/);
    const dead = r.state.party.find((c) => !c.alive);
    if (dead) expect(() => act(r.state, { type: 'openChest', character: dead.id }, r.rng)).toThrow(/refused/);
  });

  it('the built-in player sends the best disarmer', () => {
    const r = trappedChest();
    const a = chooseAction(r.state);
    expect(listed(r.state)).toContainEqual(a);
    const best = Math.max(...r.state.party.filter((c) => c.alive).map((c) => c.skills.detrap));
    expect(a.type === 'openChest' && member(r.state, a.character).skills.detrap).toBe(best);
  });

  it('a saved game taken while the chest waits replays into the same question', () => {
    const ruleset = findRuleset('citadel')!;
    const started = startGame(ruleset, 'CHST-0003', {});
    if (!started.ok) throw new Error(started.message);
    let game: GameRecord<unknown> = started.game;
    for (let i = 0; i < 400 && ruleset.view(game.state).phase.kind !== 'chest'; i++) {
      const next = applyGame(ruleset, game, ruleset.chooseAction!(game.state));
      if (!next.ok) throw new Error(next.message);
      game = next.game;
    }
    expect(ruleset.view(game.state).phase.kind).toBe('chest');
    const saved = JSON.parse(JSON.stringify({ seed: game.seed, setup: game.setup, actions: game.actions })) as { seed: string; setup: unknown; actions: unknown[] };
    const replayed = replayGame(ruleset, saved.seed, saved.setup, saved.actions);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.game.state).toEqual(game.state);
    expect(ruleset.choices(replayed.game.state).map((c) => c.label)).toEqual(ruleset.choices(game.state).map((c) => c.label));
    const answered = applyGame(ruleset, replayed.game, ruleset.choices(replayed.game.state)[0]!.action);
    expect(answered.ok && ruleset.view(answered.game.state).phase.kind).not.toBe('chest');
  });
});

