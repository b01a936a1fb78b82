import type { Ruleset } from '../engine/ruleset';
import { deathmazeRuleset } from './deathmaze';
import { citadelRuleset } from './citadel/ruleset';

/** Every ruleset the app can play, by id. A new ruleset is a sibling folder plus one line here. */
export const rulesets: Readonly<Record<string, Ruleset>> = Object.freeze({
  [deathmazeRuleset.id]: deathmazeRuleset as unknown as Ruleset,
  [citadelRuleset.id]: citadelRuleset as unknown as Ruleset,
});

export function findRuleset(id: string): Ruleset | undefined {
  return Object.prototype.hasOwnProperty.call(rulesets, id) ? rulesets[id] : undefined;
}

export function rulesetList(): { id: string; title: string }[] {
  return Object.values(rulesets).map((r) => ({ id: r.id, title: r.title }));
}
