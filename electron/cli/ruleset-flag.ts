import type { Ruleset } from '../../shared/engine/ruleset';
import { findRuleset, rulesetList, upcomingRuleset } from '../../shared/rulesets/registry';
import { CliError } from './cli-error';

/**
 * The ruleset a command names, through the registry. One still being written is said to be not playable yet, any
 * other unknown id is listed against the known ones (exit code 2 either way).
 */
export function rulesetFlag(id: string): Ruleset {
  const ruleset = findRuleset(id);
  if (ruleset) return ruleset;
  const playable = rulesetList().map((r) => r.id).join(', ');
  const upcoming = upcomingRuleset(id);
  if (upcoming) throw new CliError(`${upcoming.title} (“${id}”) is not playable yet: its ruleset is still being written. Playable: ${playable}.`);
  throw new CliError(`Unknown ruleset “${id}”. Known: ${playable}.`);
}
