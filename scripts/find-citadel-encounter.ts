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

/**
 * Plays seeds CITA-0001 onward with `pick` until `found` seeds pass: `look` sees each state before the player's next
 * action (with the step number) and answers 'found', 'give up' or undefined (play on); the walk stops after `steps`
 * actions, or when no choice is left or one is refused.
 */
function searchSeeds(seeds: number, steps: number, found: number, look: (seed: string) => (game: GameRecord<unknown>, step: number) => 'found' | 'give up' | undefined): void {
  let count = 0;
  for (let n = 1; n < seeds && count < found; n++) {
    const seed = `CITA-${String(n).padStart(4, '0')}`;
    const start = startGame(ruleset!, seed, SETUP);
    if (!start.ok) throw new Error(start.message);
    let game: GameRecord<unknown> = start.game;
    const verdict = look(seed);
    for (let step = 0; step < steps; step++) {
      const said = verdict(game, step);
      if (said === 'found') count++;
      if (said) break;
      const c = pick(ruleset!.choices(game.state));
      if (!c) break;
      const next = applyAction(ruleset!, game, c.action);
      if (!next.ok) break;
      game = next.game;
    }
  }
}

const want = Number(process.argv[2] ?? 5);

searchSeeds(400, 12, want, (seed) => (game, step) => {
  const view = ruleset.view(game.state);
  if (view.combat) return 'give up';
  const choices = ruleset.choices(game.state);
  if (view.phase.kind !== 'encounter' || !choices.some((c) => c.id === 'negotiate')) return undefined;
  const bribes = choices.filter((c) => c.id.startsWith('bribe')).length;
  const after = applyAction(ruleset, game, choices.find((c) => c.id === 'negotiate')!.action);
  const result = after.ok ? after.events.map((e) => e.text).join(' | ') : after.message;
  console.log(`${seed}: encounter after ${step} steps, ${bribes} bribe offers; negotiating: ${result}`);
  return 'found';
});

/**
 * Seeds where the same player (first choice where the map offers no exit) lays a staircase and can take it down within
 * a few dozen actions, meeting monsters who talk on the way: the e2e test negotiates, then walks down to level 2 there.
 */
searchSeeds(600, 60, want, (seed) => {
  let talked = false;
  return (game, step) => {
    const choices = ruleset.choices(game.state);
    if (choices.some((c) => c.id === 'negotiate')) talked = true;
    if (!choices.some((c) => c.label.startsWith('Take the stairs down'))) return undefined;
    if (!talked) return 'give up';
    console.log(`${seed}: stairs down offered after ${step} actions, a negotiation met on the way`);
    return 'found';
  };
});
