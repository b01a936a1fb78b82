import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { citadelRuleset } from '../../../../shared/rulesets/citadel/ruleset';
import { AFRESH, choicesFor } from '../../../../shared/rulesets/citadel/game/choices';
import { chooseAction } from '../../../../shared/rulesets/citadel/game/autoplay';
import { handOverChoices } from '../../../../shared/rulesets/citadel/game/hand-over';
import { setupFor } from '../../../../shared/rulesets/citadel/game/simulate';
import { applyAction } from '../../../../shared/rulesets/citadel/game/reducer';
import { newGame, setupSchema } from '../../../../shared/rulesets/citadel/game/setup';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game/types';

/**
 * The choice list's parts that are kept between states (the treasure anyone may hand to anyone, 14.0; the marching
 * order; the moves) are made again only when what they read changes. What a player is offered after every action must
 * still be the list made afresh, whatever was listed before and whichever game was listed last.
 */
interface Game {
  state: CitadelState;
  readonly rng: Rng;
  /** The last explore state met, and the hand-over choices offered there. */
  explored: { readonly state: CitadelState; readonly offered: string } | null;
}

function game(seed: string, setup: unknown): Game {
  const rng = new Rng(rngStateFromSeed(seed));
  return { state: newGame(setupSchema.parse(setup), rng).state, rng, explored: null };
}

function step(g: Game): void {
  const r = applyAction(g.state, chooseAction(g.state), g.rng);
  if (!r.ok) throw new Error(r.message);
  g.state = r.state;
}

const gifts = (state: CitadelState): string => JSON.stringify(choicesFor(state).filter((c) => c.action.type === 'give' || c.action.type === 'giveGold'));

describe('the choice list the app shows after every action', () => {
  it('is the list made afresh in every state of autoplayed campaigns played two at a time', () => {
    // Two parties of other heroes under the same member ids: a part kept for one game must never answer for the other.
    const setups = [setupFor(['elf', 'dwarf', 'human']), {}];
    const games = setups.map((setup, n) => game(`KEPT-${2000 + n}`, setup));
    let started = games.length;
    let compared = 0;
    let giftsChanged = 0;
    let giftsKept = 0;
    for (let i = 0; i < 900; i++) {
      for (const [n, g] of games.entries()) {
        if (g.state.phase.kind === 'over') games[n] = game(`KEPT-${2000 + started++}`, setups[n]);
        step(games[n]!);
        const state = games[n]!.state;
        // The app's list (the Ruleset's, kept per state), and the list with every part made afresh.
        expect(citadelRuleset.choices(state)).toEqual(choicesFor(state, AFRESH));
        compared++;
        if (state.phase.kind !== 'explore') continue;
        const offered = gifts(state);
        const last = games[n]!.explored;
        if (last !== null && offered !== last.offered) giftsChanged++;
        // Fights, talks and moves since the last explore state left every giver's goods and every taker as they were:
        // the same hand-over choices, not made again.
        else if (last !== null && handOverChoices(state) === handOverChoices(last.state)) giftsKept++;
        games[n]!.explored = { state, offered };
      }
    }
    // The sweep met many states, gifts that changed from one explore state to the next, and gifts kept across them.
    expect(compared).toBeGreaterThan(1500);
    expect(giftsChanged).toBeGreaterThan(20);
    expect(giftsKept).toBeGreaterThan(200);
  });

  it("follows a changed marching order and a changed name, which leave every giver's goods as they were", () => {
    const g = game('KEPT-2100', setupFor(['elf', 'dwarf', 'human']));
    while (!(g.state.phase.kind === 'explore' && gifts(g.state) !== '[]')) step(g);
    const before = g.state;
    const last = before.order[before.order.length - 1]!;
    // The last in the marching order steps up: the same givers with the same goods, handing to takers in a new order.
    const r = applyAction(before, { type: 'moveUp', character: last }, g.rng);
    if (!r.ok) throw new Error(r.message);
    expect(handOverChoices(r.state)).not.toEqual(handOverChoices(before));
    expect(citadelRuleset.choices(r.state)).toEqual(choicesFor(r.state, AFRESH));
    // The same ids under other names (as another game's party would have them): the labels name them.
    const renamed: CitadelState = { ...r.state, party: r.state.party.map((c) => ({ ...c, name: `${c.name} the Second` })) };
    expect(citadelRuleset.choices(renamed)).toEqual(choicesFor(renamed, AFRESH));
    expect(citadelRuleset.choices(renamed).filter((c) => c.action.type === 'moveUp').every((c) => c.label.includes('the Second'))).toBe(true);
  });
});
