import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The rule texts the tables are checked against live beside the repository (`../shared/seeds/`), not in it.
 * MAZEWRIGHT_RULES_DIR points elsewhere; a missing text fails with the way to fix it, never a silent pass.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RULES_DIR = process.env['MAZEWRIGHT_RULES_DIR'] ?? path.resolve(repoRoot, '../shared/seeds');

export function ruleTextPath(file: string): string {
  const full = path.join(RULES_DIR, file);
  if (!existsSync(full)) {
    throw new Error(`Rule text ${file} not found in ${RULES_DIR}. Put the seed texts there or set MAZEWRIGHT_RULES_DIR.`);
  }
  return full;
}

export function readRuleText(file: string): string {
  return readFileSync(ruleTextPath(file), 'utf8');
}
