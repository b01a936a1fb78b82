// Regenerates shared/rulesets/deathmaze/RULINGS.md from the rulings arrays: `npx tsx scripts/write-deathmaze-rulings.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// A ruleset's own maintenance script: it writes that ruleset's RULINGS.md from its in-app rulings.
// eslint-disable-next-line no-restricted-imports -- the one script that exists for the Deathmaze ruleset alone
import { deathmazeRulingsMarkdown } from '../shared/rulesets/deathmaze/rulings-doc';

const target = fileURLToPath(new URL('../shared/rulesets/deathmaze/RULINGS.md', import.meta.url));
writeFileSync(target, deathmazeRulingsMarkdown());
console.log(`Wrote ${target}`);
