import type { Ruling } from '../engine/ruleset';

/** Rulings under one heading of a ruleset's RULINGS.md. */
export interface RulingGroup {
  readonly title: string;
  readonly rulings: readonly Ruling[];
}

export interface RulingsDocument {
  /** The page title, e.g. "Deathmaze rulings". */
  readonly title: string;
  /** How the file is regenerated, said in the "do not edit by hand" comment under the title. */
  readonly generatedBy: string;
  /** The paragraph saying which texts the rulings arbitrate between, as its lines. */
  readonly preamble: readonly string[];
  readonly groups: readonly RulingGroup[];
}

/**
 * A ruleset's RULINGS.md, generated from the same rulings arrays the app shows, so that the file and the in-app
 * rulings never differ (each ruleset has a test comparing the file with this text).
 */
export function rulingsMarkdown(doc: RulingsDocument): string {
  const lines = [`# ${doc.title}`, '', `<!-- ${doc.generatedBy}; do not edit by hand. -->`, '', ...doc.preamble, ''];
  for (const group of doc.groups) {
    lines.push(`## ${group.title}`, '');
    for (const r of group.rulings) lines.push(`### [${r.section}] ${r.title}`, '', r.text, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
