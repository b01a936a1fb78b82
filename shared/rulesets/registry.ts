import type { Ruleset } from '../engine/ruleset';
import { deathmazeRuleset } from './deathmaze';
import { citadelRuleset } from './citadel/ruleset';

/** Every ruleset the app can play, by id. A new ruleset is a sibling folder plus one line here. */
export const rulesets: Readonly<Record<string, Ruleset>> = Object.freeze({
  [deathmazeRuleset.id]: deathmazeRuleset,
  [citadelRuleset.id]: citadelRuleset,
});

export function findRuleset(id: string): Ruleset | undefined {
  return Object.prototype.hasOwnProperty.call(rulesets, id) ? rulesets[id] : undefined;
}

export function rulesetList(): { id: string; title: string }[] {
  return Object.values(rulesets).map((r) => ({ id: r.id, title: r.title }));
}

/**
 * Rulesets being written but not yet registered, so that asking for one is answered plainly ("not playable yet")
 * rather than as a typo. A ruleset leaves this list when it joins `rulesets`.
 */
const UPCOMING: readonly { readonly id: string; readonly title: string }[] = [
  { id: 'armsreach', title: 'Arms Reach' },
  { id: 'odd', title: 'OD&D (1974)' },
];

export function upcomingRuleset(id: string): { readonly id: string; readonly title: string } | undefined {
  return findRuleset(id) ? undefined : UPCOMING.find((r) => r.id === id);
}
