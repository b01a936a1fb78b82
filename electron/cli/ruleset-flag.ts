import type { Ruleset } from '../../shared/engine/ruleset';
import { lazyRulesets, loadRuleset, upcomingRuleset } from '../../shared/rulesets/registry-lazy';
import { CliError } from './cli-error';

/**
 * The ruleset a command names, loaded through the lazy registry (so `simulate` loads only the ruleset it plays). One
 * still being written is said to be not playable yet, any other unknown id is listed against the known ones (exit
 * code 2 either way).
 */
export async function rulesetFlag(id: string): Promise<Ruleset> {
  const ruleset = loadRuleset(id);
  if (ruleset) return ruleset;
  const playable = lazyRulesets.map((r) => r.id).join(', ');
  const upcoming = upcomingRuleset(id);
  if (upcoming) throw new CliError(`${upcoming.title} (“${id}”) is not playable yet: its ruleset is still being written. Playable: ${playable}.`);
  throw new CliError(`Unknown ruleset “${id}”. Known: ${playable}.`);
}
