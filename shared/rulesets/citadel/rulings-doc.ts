import { rulingsMarkdown } from '../../kit/rulings-markdown';
import { citadelRulingGroups } from './rulings';

/**
 * The text of shared/rulesets/citadel/RULINGS.md, generated from the rulings arrays so the file and the app never
 * differ. Regenerate with `CITADEL_WRITE_RULINGS=1 npx vitest run tests/unit/citadel/rulings.test.ts`.
 */
export function citadelRulingsMarkdown(): string {
  return rulingsMarkdown({
    title: 'Citadel of Blood rulings',
    generatedBy: 'Generated from shared/rulesets/citadel/rulings.ts (CITADEL_WRITE_RULINGS=1 npx vitest run tests/unit/citadel/rulings.test.ts)',
    preamble: [
      'Where the English excerpts (`citadel-of-blood-excerpts.md`, authoritative), the Polish edition (*Labirynt Śmierci*,',
      '1982, transcribed in `marcinbarylka/cob.core` at `docs/polish_manual.md`) and the Deathmaze rules disagree, are',
      'garbled or are silent, these are the choices this ruleset makes. Section numbers are the excerpts\', which the Polish',
      'edition shares. A title ending "(reconstructed)" marks a value that no source gives.',
    ],
    groups: citadelRulingGroups,
  });
}
