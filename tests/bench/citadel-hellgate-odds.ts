/**
 * How often the built-in player wins the Hellgate fight (16.0) with a fresh party at full health: per seeded game, the
 * party set up as the simulator sets it up, the Gate's guard rolled on the level asked, and the fight played out with
 * the autoplayer's choices (not a timing: no figure here is a cost). Counts the Gate destroyed, the whole party fallen, and the party withdrawn; and how many
 * characters were left standing. A quicker measure of the combat policy than whole campaigns.
 *
 * Run: npx tsx tests/bench/citadel-hellgate-odds.ts [--games N] [--seed S] [--level 1|2|3]
 */
import { Rng } from '../../shared/core/rng';
import { rngStateFromSeed } from '../../shared/core/seed';
import { applyAction, chooseAction, newGame, type CitadelState } from '../../shared/rulesets/citadel/game';
import { hellgateGuard } from '../../shared/rulesets/citadel/game/monsters';
import { keyOf } from '../../shared/rulesets/citadel/maze/grid';
import { findRuleset } from '../../shared/rulesets/registry';
import { gameSeed } from '../../shared/sim/seeds';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const games = Number(option('--games', '200'));
const seed = option('--seed', 'COBGATE');
const level = Number(option('--level', '1')) as 1 | 2 | 3;
if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a whole number above 0.');
if (![1, 2, 3].includes(level)) throw new Error('--level must be 1, 2 or 3.');

const ruleset = findRuleset('citadel')!;
const SETUP = ruleset.autoplay!.setupFor(ruleset.autoplay!.defaultParty(false), false);

const tally = { destroyed: 0, partyDead: 0, withdrew: 0, other: 0, standing: 0 };
for (let n = 1; n <= games; n++) {
  const rng = new Rng(rngStateFromSeed(gameSeed(seed, n)));
  const s0 = newGame(ruleset.setupSchema.parse(SETUP) as never, rng).state;
  const { marking: _closed, ...fresh } = s0;
  const guard = hellgateGuard(fresh, rng, level, []);
  const key = keyOf(fresh.position);
  // The guard's statistics follow the level asked (6.7); the party stands on the Gateway, and a withdrawal stays there.
  let state: CitadelState = {
    ...guard.state,
    hellgateFound: true,
    previous: fresh.position,
    tiles: { ...guard.state.tiles, [key]: { ...guard.state.tiles[key]!, hellgate: true, monsters: guard.group } },
    encounter: { where: 'segment', group: null, solo: null, reward: null },
    phase: { kind: 'encounter', negotiated: false, bribed: false },
  };
  for (let i = 0; i < 5000 && (state.phase.kind === 'encounter' || state.phase.kind === 'combat' || state.phase.kind === 'chest'); i++) {
    const r = applyAction(state, chooseAction(state), rng);
    if (!r.ok) throw new Error(`game ${n}: ${r.message}`);
    state = r.state;
  }
  const alive = state.party.filter((c) => c.alive).length;
  if (state.hellgateDestroyed) tally.destroyed++;
  else if (alive === 0 || state.phase.kind === 'over' || state.lastExpedition === 'died') tally.partyDead++;
  else if (state.phase.kind === 'explore') tally.withdrew++;
  else tally.other++;
  tally.standing += alive;
}
console.log(JSON.stringify({ seed, games, level, ...tally, meanStanding: +(tally.standing / games).toFixed(2) }));
