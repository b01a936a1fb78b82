/**
 * The renderer's ruleset registry: each ruleset's game-specific parts, keyed by ruleset id. The screens pick parts
 * by the slot's `rulesetId` (and the new-game form's chosen ruleset), never by the shape of a state. The one place
 * outside a ruleset's own folder that may import it (eslint.config.js).
 */
import { deathmazeParts } from './deathmaze/parts';
import { citadelParts } from './citadel/parts';
import type { RulesetParts } from '../lib/ruleset-parts';

export type { RulesetParts, SetupDraft } from '../lib/ruleset-parts';

const PARTS: Readonly<Record<string, RulesetParts>> = {
  deathmaze: deathmazeParts,
  citadel: citadelParts,
};

/** A ruleset's parts; none (every part generic) for a ruleset that has no renderer folder yet. */
export function partsFor(rulesetId: string | undefined): RulesetParts {
  return (rulesetId !== undefined && Object.hasOwn(PARTS, rulesetId) ? PARTS[rulesetId] : undefined) ?? {};
}
