/**
 * Characters no name a player types may hold, because they hide or disguise what the name says: control characters
 * (C0, DEL and C1), line and paragraph separators, the invisible bidirectional controls (U+202E turns
 * "txt.exe" into what reads as "exe.txt"), and lone UTF-16 surrogate halves, which are not text at all.
 */
const FORBIDDEN_IN_NAMES = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/** Whether `name` holds a character that may not appear in a name (see FORBIDDEN_IN_NAMES). */
export function hasForbiddenNameCharacter(name: string): boolean {
  return FORBIDDEN_IN_NAMES.test(name);
}

/** Why a name holding such a character is refused; `what` says which names ("Adventurer names", "Save slot names"). */
export function forbiddenNameMessage(what: string): string {
  return `${what} cannot contain control characters or invisible text-direction marks.`;
}

/** `name` without the characters a name may not hold: the suggestion offered when an imported name is refused. */
export function withoutForbiddenNameCharacters(name: string): string {
  return name.replace(new RegExp(FORBIDDEN_IN_NAMES.source, 'gu'), '');
}
