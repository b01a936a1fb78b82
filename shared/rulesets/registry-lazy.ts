import type { Ruleset } from '../engine/ruleset';

/**
 * The registry's rulesets, each loaded on first use. A simulation thread plays one ruleset: `simulate` and the odds
 * workers load only that one, so a Deathmaze run no longer evaluates Citadel of Blood's modules (its tables, schemas
 * and rules: about a third of the CLI's bundle) on every thread it starts (issue 19). The app and every other caller
 * keep the eager registry (registry.ts), which must list the same ids and titles (tests/unit/cli/registry-lazy.test.ts
 * checks both lists against each other): a new ruleset is a line in each.
 */
export interface LazyRuleset {
  readonly id: string;
  readonly title: string;
  readonly load: () => Promise<Ruleset>;
}

export const lazyRulesets: readonly LazyRuleset[] = [
  { id: 'deathmaze', title: 'Deathmaze', load: async () => (await import('./deathmaze')).deathmazeRuleset },
  { id: 'citadel', title: 'Citadel of Blood', load: async () => (await import('./citadel/ruleset')).citadelRuleset },
];

/** The ruleset with this id, loaded (once per thread: a module is evaluated once); undefined for an unknown id. */
export function loadRuleset(id: string): Promise<Ruleset> | undefined {
  return lazyRulesets.find((r) => r.id === id)?.load();
}

/**
 * Rulesets being written but not yet registered, so that asking for one is answered plainly ("not playable yet")
 * rather than as a typo. A ruleset leaves this list when it joins the registry.
 */
const UPCOMING: readonly { readonly id: string; readonly title: string }[] = [
  { id: 'armsreach', title: 'Arms Reach' },
  { id: 'odd', title: 'OD&D (1974)' },
];

export function upcomingRuleset(id: string): { readonly id: string; readonly title: string } | undefined {
  return lazyRulesets.some((r) => r.id === id) ? undefined : UPCOMING.find((r) => r.id === id);
}
