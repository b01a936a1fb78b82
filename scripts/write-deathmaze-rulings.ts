// Regenerates shared/rulesets/deathmaze/RULINGS.md from the rulings arrays: `npx tsx scripts/write-deathmaze-rulings.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deathmazeRulingsMarkdown } from '../shared/rulesets/deathmaze/rulings-doc';

const target = fileURLToPath(new URL('../shared/rulesets/deathmaze/RULINGS.md', import.meta.url));
writeFileSync(target, deathmazeRulingsMarkdown());
console.log(`Wrote ${target}`);
