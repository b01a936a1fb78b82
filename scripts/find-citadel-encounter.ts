/**
 * Finds seeds for the Citadel e2e test (tests/e2e/citadel-board.spec.ts): from the new-game form's default party, a
 * player who always takes the first exit the map offers into the unknown (else the first exit, else the first choice)
 * meets monsters who will talk within a few steps. Prints the seed, the steps and what happens when they negotiate.
 * Run: npx tsx scripts/find-citadel-encounter.ts [count]
 */
import { applyAction, startGame, type GameRecord } from '../shared/engine/game';
import { findRuleset } from '../shared/rulesets/registry';
import type { Choice } from '../shared/engine/ruleset';

const ruleset = findRuleset('citadel');
if (!ruleset) throw new Error('Citadel is not registered.');
const SETUP = {
  heroes: 3,
  initiates: [
    { name: 'Aelin', race: 'elf', initial: 'woundPoint' },
    { name: 'Borin', race: 'dwarf', initial: 'woundPoint' },
    { name: 'Cedric', race: 'human', initial: 'woundPoint' },
  ],
};

function pick(choices: readonly Choice<unknown>[]): Choice<unknown> | undefined {
  const moves = choices.filter((c) => typeof c.action === 'object' && c.action !== null && (c.action as { type?: string }).type === 'move');
  return moves.find((c) => c.label.startsWith('Explore')) ?? moves[0] ?? choices[0];
}

const want = Number(process.argv[2] ?? 5);
let found = 0;
for (let n = 1; n < 400 && found < want; n++) {
  const seed = `CITA-${String(n).padStart(4, '0')}`;
  const start = startGame(ruleset, seed, SETUP);
  if (!start.ok) throw new Error(start.message);
  let game: GameRecord<unknown> = start.game;
  for (let step = 0; step < 12; step++) {
    const view = ruleset.view(game.state);
    if (view.combat) break;
    const choices = ruleset.choices(game.state);
    if (view.phase.kind === 'encounter' && choices.some((c) => c.id === 'negotiate')) {
      const bribes = choices.filter((c) => c.id.startsWith('bribe')).length;
      const after = applyAction(ruleset, game, choices.find((c) => c.id === 'negotiate')!.action);
      const result = after.ok ? after.events.map((e) => e.text).join(' | ') : after.message;
      console.log(`${seed}: encounter after ${step} steps, ${bribes} bribe offers; negotiating: ${result}`);
      found++;
      break;
    }
    const c = pick(choices);
    if (!c) break;
    const next = applyAction(ruleset, game, c.action);
    if (!next.ok) break;
    game = next.game;
  }
}

/**
 * Seeds where the same player (first choice where the map offers no exit) lays a staircase and can take it down within
 * a few dozen actions, meeting monsters who talk on the way: the e2e test negotiates, then walks down to level 2 there.
 */
let stairsFound = 0;
for (let n = 1; n < 600 && stairsFound < want; n++) {
  const seed = `CITA-${String(n).padStart(4, '0')}`;
  const start = startGame(ruleset, seed, SETUP);
  if (!start.ok) throw new Error(start.message);
  let game: GameRecord<unknown> = start.game;
  let talked = false;
  for (let step = 0; step < 60; step++) {
    const choices = ruleset.choices(game.state);
    if (choices.some((c) => c.id === 'negotiate')) talked = true;
    const down = choices.find((c) => c.label.startsWith('Take the stairs down'));
    if (down) {
      if (!talked) break;
      console.log(`${seed}: stairs down offered after ${step} actions, a negotiation met on the way`);
      stairsFound++;
      break;
    }
    const c = pick(choices);
    if (!c) break;
    const next = applyAction(ruleset, game, c.action);
    if (!next.ok) break;
    game = next.game;
  }
}
