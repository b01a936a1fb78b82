/** The party as the new-game form edits it (the placeholder Deathmaze setup: 1–6 adventurers, Hero or Thief). */
export type AdventurerClass = 'hero' | 'thief';
export interface AdventurerDraft {
  /** Stable key for the list; never sent. */
  readonly key: number;
  name: string;
  class: AdventurerClass;
}

export const MIN_PARTY = 1;
export const MAX_PARTY = 6;
/** [3.2]: "Four adventurers is about the minimum number that have a chance of success." */
export const ADVISED_PARTY = 4;
export const NAME_MAX = 40;

export const CLASS_OPTIONS: readonly { value: AdventurerClass; label: string }[] = [
  { value: 'hero', label: 'Hero' },
  { value: 'thief', label: 'Thief' },
];

/** Name suggestions for the placeholder text, so an empty row still hints at what goes there. */
export const NAME_HINTS = ['Arn', 'Bree', 'Corvin', 'Dagna', 'Elsbeth', 'Fulk'] as const;

let nextKey = 1;
export function newAdventurer(cls: AdventurerClass = 'hero'): AdventurerDraft {
  return { key: nextKey++, name: '', class: cls };
}

export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Every adventurer needs a name.';
  if (trimmed.length > NAME_MAX) return `Names are at most ${NAME_MAX} characters.`;
  return null;
}
