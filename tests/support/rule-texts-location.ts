import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The rule texts the tables are cross-checked against live beside the repository (`../shared/seeds/`), not in it:
 * they are not ours to ship. Where they are absent (a plain clone) the cross-checks are reported as skipped, with
 * the reason and how to enable them; the tables' values themselves are covered by tests that need nothing outside
 * the repository (the printed rows the tests quote). MAZEWRIGHT_RULES_DIR points elsewhere;
 * MAZEWRIGHT_RULE_TEXTS=required (set by CI, which has the texts) makes a missing text a failure instead of a skip.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RULES_DIR = process.env['MAZEWRIGHT_RULES_DIR'] ?? path.resolve(repoRoot, '../shared/seeds');

export const RULE_TEXT_FILES = ['deathmaze-1979-rules.txt', 'deathmaze-revised-rules.txt'] as const;
export type RuleTextFile = (typeof RULE_TEXT_FILES)[number];

const missing = RULE_TEXT_FILES.filter((file) => !existsSync(path.join(RULES_DIR, file)));

/** Why the cross-checks against the rule texts cannot run here and how to run them; undefined when they can. */
export const ruleTextsMissing: string | undefined =
  missing.length === 0
    ? undefined
    : `rule texts not found (${missing.join(', ')} in ${RULES_DIR}); to run these cross-checks put the texts in ` +
      `../shared/seeds/ beside the repository or set MAZEWRIGHT_RULES_DIR to their folder`;

export const ruleTextsRequired = process.env['MAZEWRIGHT_RULE_TEXTS'] === 'required';

/** Printed once at the start of a test run where the cross-checks will be skipped (vitest's `globalSetup`). */
export default function announceSkippedCrossChecks(): void {
  if (ruleTextsMissing && !ruleTextsRequired) console.warn(`\nSkipping the cross-checks of the tables against the rule texts: ${ruleTextsMissing}.\n`);
}
