/** Reading the rule texts beside the repository (see rule-texts-location.ts), and the block for the tests that need them. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe } from 'vitest';
import { RULES_DIR, ruleTextsMissing, ruleTextsRequired, type RuleTextFile } from './rule-texts-location';

export { RULES_DIR, ruleTextsMissing, type RuleTextFile } from './rule-texts-location';

export function ruleTextPath(file: RuleTextFile): string {
  const full = path.join(RULES_DIR, file);
  if (!existsSync(full)) throw new Error(`Rule text ${file} not found in ${RULES_DIR}. Put the seed texts there or set MAZEWRIGHT_RULES_DIR.`);
  return full;
}

/** A rule text's contents; call it only inside `describeWithRuleTexts` (it throws where the text is absent). */
export function readRuleText(file: RuleTextFile): string {
  return readFileSync(ruleTextPath(file), 'utf8');
}

/**
 * A describe block of cross-checks against the rule texts: where the texts are absent each of its tests is skipped
 * with the reason as its note (unless MAZEWRIGHT_RULE_TEXTS=required, when they run and fail). Read the texts inside
 * the tests, never while the block is being collected.
 */
export function describeWithRuleTexts(name: string, body: () => void): void {
  describe(name, () => {
    beforeEach((context) => {
      if (ruleTextsMissing && !ruleTextsRequired) context.skip(ruleTextsMissing);
    });
    body();
  });
}
