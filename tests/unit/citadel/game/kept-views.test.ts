import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { citadelRuleset } from '../../../../shared/rulesets/citadel/ruleset';
import { chooseAction } from '../../../../shared/rulesets/citadel/game/autoplay';
import { setupFor } from '../../../../shared/rulesets/citadel/game/simulate';
import { applyAction } from '../../../../shared/rulesets/citadel/game/reducer';
import { newGame, setupSchema } from '../../../../shared/rulesets/citadel/game/setup';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game/types';
import { characterSheet, personView, tileView } from '../../../../shared/rulesets/citadel/game/view';

const view = (state: CitadelState) => citadelRuleset.view!(state);
const sheets = (state: CitadelState, campaign: string, seed: string) => citadelRuleset.sheets!(state, { campaign, seed });
/** What the view and the records are made of, each part made afresh (the builders the kept parts come from). */
function madeAfresh(state: CitadelState, campaign: string, seed: string) {
  const shown = [...state.order.map((id) => state.party.find((p) => p.id === id)!), ...state.party.filter((p) => !state.order.includes(p.id))];
  return {
    people: shown.map((c) => personView(state, c)),
    tiles: Object.values(state.tiles).map(tileView),
    sheets: state.party.map((c) => characterSheet(state, c, campaign, seed)),
  };
}

function shownNow(state: CitadelState, campaign: string, seed: string) {
  const v = view(state);
  return { people: v.people, tiles: v.map?.kind === 'tiles' ? v.map.tiles : [], sheets: sheets(state, campaign, seed) };
}

function game(seed: string): { state: CitadelState; rng: Rng } {
  const rng = new Rng(rngStateFromSeed(seed));
  return { state: newGame(setupSchema.parse(setupFor(['elf', 'dwarf', 'human'])), rng).state, rng };
}

function step(g: { state: CitadelState; rng: Rng }): void {
  const r = applyAction(g.state, chooseAction(g.state), g.rng);
  if (!r.ok) throw new Error(r.message);
  g.state = r.state;
}

describe('the view and Character Records the app shows after every action', () => {
  it('are the ones made afresh in every state of two autoplayed campaigns played in turn, whatever was shown before', () => {
    // Two games in turn on one thread: what is kept for one game's map and records must never answer for the other's.
    const games = [game('KEPT-1000'), game('KEPT-1001')];
    let shown = 0;
    let changedSheet = 0;
    let sameMap = 0;
    for (let i = 0; i < 400; i++) {
      for (const [n, g] of games.entries()) {
        if (g.state.phase.kind === 'over') continue;
        const before = view(g.state);
        const beforeSheets = sheets(g.state, `Campaign ${n}`, `SEED-${n}`);
        step(g);
        const now = view(g.state);
        expect(shownNow(g.state, `Campaign ${n}`, `SEED-${n}`)).toEqual(madeAfresh(g.state, `Campaign ${n}`, `SEED-${n}`));
        // The records under another context in turn: a record kept for one campaign name must not print under another.
        expect(sheets(g.state, 'Renamed', `SEED-${n}`)).toEqual(madeAfresh(g.state, 'Renamed', `SEED-${n}`).sheets);
        shown++;
        if (JSON.stringify(sheets(g.state, `Campaign ${n}`, `SEED-${n}`)) !== JSON.stringify(beforeSheets)) changedSheet++;
        if (JSON.stringify(now.map) === JSON.stringify(before.map)) sameMap++;
      }
    }
    // The sweep met records that changed and maps that did not, and many states.
    expect(shown).toBeGreaterThan(600);
    expect(changedSheet).toBeGreaterThan(50);
    expect(sameMap).toBeGreaterThan(100);
  });

  it('hand each view its own list of tiles: a caller changing one view does not change the next', () => {
    const g = game('KEPT-1002');
    for (let i = 0; i < 20; i++) step(g);
    const first = view(g.state);
    if (first.map?.kind !== 'tiles') throw new Error('a tiles map');
    const count = first.map.tiles.length;
    (first.map.tiles as unknown[]).length = 0;
    const second = view(g.state);
    expect(second.map?.kind === 'tiles' && second.map.tiles.length).toBe(count);
  });
});
