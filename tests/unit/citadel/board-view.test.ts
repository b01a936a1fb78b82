import { describe, expect, it } from 'vitest';
import { applyAction, startGame, type GameRecord } from '../../../shared/engine/game';
import type { Choice } from '../../../shared/engine/ruleset';
import { citadelRuleset } from '../../../shared/rulesets/citadel/ruleset';
import type { CitadelState } from '../../../shared/rulesets/citadel/game';
import { asCitadel, encounterView, hellgateView, levelMap, mirrorClue, moveDir } from '../../../renderer/src/rulesets/citadel/citadel-view';
import { hellgateGuard } from '../../../shared/rulesets/citadel/game/monsters';
import { chooseAction, citadelView } from '../../../shared/rulesets/citadel/game';
import { keyOf } from '../../../shared/rulesets/citadel/maze/grid';
import { act, start } from './game/helpers';

/**
 * What Citadel's board and phase panel show, against what the engine does: the map's exit arrows are exactly the
 * engine's move choices, beside the party; the Negotiation bands shown before the roll hold the result the engine
 * then rolls; each bribe's target is the printed 8.9 cell for the strongest monster.
 */
const SETUP = { heroes: 3, initiates: [{ name: 'Aelin', race: 'elf' }, { name: 'Borin', race: 'dwarf' }, { name: 'Cedric', race: 'human' }] };

function firstExplore(choices: readonly Choice<unknown>[]): Choice<unknown> {
  return choices.find((c) => moveDir(c) !== null && c.label.startsWith('Explore')) ?? choices.find((c) => moveDir(c) !== null) ?? choices[0]!;
}

/** Seeded games walked into the unknown; `visit` sees every state on the way. */
function walk(seeds: number, steps: number, visit: (game: GameRecord<CitadelState>) => void): void {
  for (let n = 1; n <= seeds; n++) {
    const start = startGame(citadelRuleset, `BRDV-${String(n).padStart(4, "0")}`, SETUP);
    if (!start.ok) throw new Error(start.message);
    let game = start.game;
    for (let i = 0; i < steps; i++) {
      visit(game);
      const choices = citadelRuleset.choices(game.state);
      if (choices.length === 0) break;
      const next = applyAction(citadelRuleset, game, firstExplore(choices).action);
      if (!next.ok) throw new Error(next.message);
      game = next.game;
    }
  }
}

describe('Citadel board view', () => {
  it('draws one arrow per move choice, in the cell next to the party, and marks the party on its level only', () => {
    let checked = 0;
    walk(6, 40, (game) => {
      const state = game.state;
      const choices = citadelRuleset.choices(state);
      const map = levelMap(state, state.position.level, choices);
      const moves = choices.filter((c) => moveDir(c) !== null);
      expect(map.exits.map((e) => e.choice)).toEqual(moves);
      for (const e of map.exits) expect(Math.abs(e.col - map.party!.col) + Math.abs(e.row - map.party!.row)).toBe(1);
      expect(map.tiles.filter((t) => t.here)).toHaveLength(1);
      expect(map.tiles).toHaveLength(Object.values(state.tiles).filter((t) => t.level === state.position.level).length);
      for (const other of [1, 2, 3] as const) if (other !== state.position.level) expect(levelMap(state, other, choices).tiles.some((t) => t.here)).toBe(false);
      // An arrow into the unknown is an "Explore" choice; an arrow onto a laid tile is a "Go".
      for (const e of map.exits) expect(e.choice.label.startsWith(e.unexplored ? 'Explore' : 'Go')).toBe(true);
      checked += map.exits.length;
    });
    expect(checked).toBeGreaterThan(50);
  });

  it('shows negotiation bands that hold the engine’s result, and bribe targets as the Bribery Table prints them', () => {
    const bribery = citadelRuleset.printed!.find((p) => p.id === 'citadel-bribery-table')!;
    let negotiations = 0;
    walk(30, 20, (game) => {
      const choices = citadelRuleset.choices(game.state);
      const talk = choices.find((c) => c.id === 'negotiate');
      if (!talk) return;
      const view = encounterView(asCitadel(game.state)!, choices)!;
      expect(view.negotiation).not.toBeNull();
      // Each offer's target is the printed cell in the column whose band holds the strongest monster's WP + NV.
      const column = bribery.columns.findIndex((c, i) => i > 0 && (() => {
        const [lo, hi] = c.replace('WP + NV ', '').replace('+', '–999').split('–').map(Number);
        return view.bribery!.strength >= lo! && view.bribery!.strength <= hi!;
      })());
      for (const [i, r] of view.bribery!.rows.entries()) expect(String(r.target)).toBe(bribery.rows[i]![column]);
      const after = applyAction(citadelRuleset, game, talk.action);
      if (!after.ok) throw new Error(after.message);
      const rolled = after.events.find((e) => e.tableId === 'citadel-negotiation-table')!;
      const dice = rolled.roll!.faces.reduce((s, f) => s + f, 0);
      const band = view.negotiation!.bands.find((b) => {
        const m = /^(\d+)(?:–(\d+))?(?: or (less|more))?$/.exec(b.needs);
        if (b.needs === 'any roll') return true;
        if (!m) return false;
        const a = Number(m[1]);
        if (m[3] === 'less') return dice <= a;
        if (m[3] === 'more') return dice >= a;
        return dice >= a && dice <= Number(m[2] ?? a);
      });
      expect(band?.result, `${rolled.text} on ${dice}`).toBe(rolled.roll!.result);
      negotiations++;
    });
    expect(negotiations).toBeGreaterThan(5);
  });

  it('at the Hellgate: its Blasts while X lives, then who may try to destroy it — those the engine lets try', () => {
    let destroying = 0;
    for (let seed = 1; seed <= 30 && destroying < 3; seed++) {
      const { state: s0, rng } = start(seed);
      const guard = hellgateGuard(s0, rng, 1, []);
      const key = keyOf(s0.position);
      const x = { ...guard.group.figures[guard.group.figures.length - 1]!, woundPoints: 1 };
      let state: CitadelState = {
        ...guard.state,
        hellgateFound: true,
        previous: { x: 0, y: 1, level: 1 },
        tiles: { ...guard.state.tiles, [key]: { ...guard.state.tiles[key]!, hellgate: true, monsters: { ...guard.group, figures: [x] } } },
        encounter: { where: 'segment', group: null, solo: null, reward: null },
        phase: { kind: 'encounter', negotiated: false, bribed: false },
      };
      // The guard never talks: no negotiation or bribery is offered or shown.
      expect(encounterView(state, citadelRuleset.choices(state))!.talks).toBe(false);
      expect(mirrorClue(state)).toMatch(/^The Hellgate is found: level 1/);
      state = act(state, { type: 'fight' }, rng).state;
      const first = hellgateView(state)!;
      expect(first.powered).toBe(true);
      expect(citadelView(state).combat!.rows.some((r) => r.members.some((m) => m.name === 'Hellgate' && m.status.includes('casts 3 Blasts')))).toBe(true);
      for (let i = 0; i < 500 && state.phase.kind === 'combat'; i++) {
        const view = hellgateView(state)!;
        if (view.destroying && !view.destroyed) {
          destroying++;
          const offered = citadelRuleset.choices(state).filter((c) => (c.action as { action?: { type?: string } }).action?.type === 'destroyHellgate').map((c) => c.subjectId);
          expect(view.tryers.map((t) => t.id).sort()).toEqual([...offered].sort());
          expect(view.powered).toBe(false);
        }
        state = act(state, chooseAction(state), rng).state;
      }
    }
    expect(destroying).toBeGreaterThan(0);
  });
});

