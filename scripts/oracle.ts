/**
 * The byte-level oracle for refactors that must not change how a game plays (see docs/performance.md on the speed
 * work, and the ruleset-neutral contract). It plays every registered ruleset's sweep setups from fixed seeds with the
 * ruleset's own player, through the `Ruleset` contract only, and prints one JSON object of SHA-256 hashes:
 *   - per game: the events (roll log) and the final state, as JSON text;
 *   - per ruleset: the CLI's `simulate --json`, `campaign --json` and `tables --json` output.
 *
 *   npx tsx scripts/oracle.ts > /tmp/before.json   # before the change
 *   npx tsx scripts/oracle.ts | diff /tmp/before.json -   # after every step: no output means byte-identical
 *
 * `--no-cli` skips the CLI runs (a few seconds each).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { Rng } from '../shared/core/rng';
import { rngStateFromSeed } from '../shared/core/seed';
import { rulesets } from '../shared/rulesets/registry';
import type { GameEvent, Ruleset } from '../shared/engine/ruleset';

const SEEDS = ['ORACLE01', 'ORACLE02', 'ORACLE03', 'ORACLE04', 'ORACLE05', 'ORACLE06', 'ORACLE07', 'ORACLE08'];
const MAX_ACTIONS = 5000;

const sha = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 20);

function playOne(ruleset: Ruleset, setup: unknown, seed: string): { events: string; state: string; actions: number } {
  const rng = new Rng(rngStateFromSeed(seed));
  const parsed = ruleset.setupSchema.parse(setup);
  const started = ruleset.newGame(parsed, rng);
  const events: GameEvent[] = [...started.events];
  let state = started.state;
  let actions = 0;
  const choose = ruleset.chooseAction;
  if (!choose) return { events: sha(JSON.stringify(events)), state: sha(JSON.stringify(state)), actions };
  while (actions < MAX_ACTIONS && ruleset.choices(state).length > 0) {
    const result = ruleset.apply(state, choose(state), rng);
    if (!result.ok) throw new Error(`${ruleset.id} ${seed}: the player chose an illegal action: ${result.message}`);
    events.push(...result.events);
    state = result.state;
    actions++;
  }
  return { events: sha(JSON.stringify(events)), state: sha(JSON.stringify(state)), actions };
}

function cli(args: readonly string[]): string {
  return sha(execFileSync('npx', ['tsx', 'electron/cli/main.ts', ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }));
}

const withCli = !process.argv.includes('--no-cli');
const out: Record<string, unknown> = {};
for (const ruleset of Object.values(rulesets)) {
  const games: Record<string, unknown> = {};
  for (const { label, setup } of ruleset.sweepSetups ?? []) {
    for (const seed of SEEDS) games[`${label} / ${seed}`] = playOne(ruleset, setup, seed);
  }
  const entry: Record<string, unknown> = { games };
  if (withCli && ruleset.autoplay) {
    entry.simulate = cli(['simulate', '--ruleset', ruleset.id, '--games', '300', '--seed', 'ORACLE', '--json', '--jobs', '1']);
    entry.simulateAdvanced = ruleset.autoplay.classes.advanced
      ? cli(['simulate', '--ruleset', ruleset.id, '--games', '200', '--seed', 'ORACLE', '--advanced', '--json', '--jobs', '1'])
      : null;
    entry.campaign = cli(['campaign', '--ruleset', ruleset.id, '--expeditions', '5', '--runs', '20', '--seed', 'ORACLE', '--json', '--jobs', '1']);
  }
  if (withCli) entry.tables = cli(['tables', ruleset.id, '--json']);
  out[ruleset.id] = entry;
}
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
