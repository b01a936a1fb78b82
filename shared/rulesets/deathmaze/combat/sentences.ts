import { logWordsWritten } from '../../../engine/log-words';

/*
 * The combat log's sentences. The per-round sentences are kept in an array per round number (an index, no hashing);
 * the others are written afresh each time. An earlier pass kept those too, in nested maps keyed by every value a
 * sentence names: that cut the garbage, but four map lookups per sentence cost more CPU than the template they saved
 * (the lookup was 7.8 % of a warmed-up simulation's samples; without it, the same expeditions take 6–10 % less CPU,
 * docs/performance.md, "Ninth pass").
 */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A number of wounds as the log writes it: "1 wound", "3 wounds". */
export function woundsText(n: number): string {
  return WOUNDS_TEXT[n] ?? plural(n, 'wound');
}
const WOUNDS_TEXT: readonly string[] = Array.from({ length: 16 }, (_, n) => plural(n, 'wound'));

/** Kept per round number (a fight rarely lasts past a dozen rounds; later ones are written each time). */
function byRound(write: (round: number) => string): (round: number) => string {
  const kept: string[] = [];
  return (round) => {
    if (round >= 0 && round < 64 && Number.isInteger(round)) return kept[round] ?? (kept[round] = write(round));
    return write(round);
  };
}

/** [8.22] */
export const partyCombatBegins = byRound((round) => `Round ${round}: Party Combat Phase.`);
/** [8.22] */
export const partyCombatEnds = byRound((round) => `The Party Combat Phase of round ${round} ends.`);
/** [8.23] */
export const monsterCombatBegins = byRound((round) => `Round ${round}: Monster Combat Phase.`);
/** [8.24], [8.52] The Party Reorganization Phase begins; `forced` is the row that must supply a move forward, if any. */
export function reorganizationBegins(round: number, forced: number | undefined): string {
  if (!logWordsWritten()) return '';
  return forced !== undefined
    ? `Round ${round}: Party Reorganization Phase. The front row is short: one adventurer from row ${forced + 1} must move toward the front [8.24].`
    : `Round ${round}: Party Reorganization Phase. Shift adventurers along their rows, and move at most one to an adjacent row [8.52].`;
}

/**
 * The start of a roll's sentence on the Combat Results Table, "Gorm attacks Orc 1 with Sword: rolled ", and the roll's
 * purpose, "Gorm attacks Orc 1 (Sword)".
 */
export function attackLead(attackerName: string, victimName: string, weaponLabel: string): { readonly lead: string; readonly purpose: string } {
  if (!logWordsWritten()) return NO_LEAD;
  const who = `${attackerName} attacks ${victimName}`;
  return { lead: `${who} with ${weaponLabel}: rolled `, purpose: `${who} (${weaponLabel})` };
}

const NO_LEAD = { lead: '', purpose: '' } as const;

/** One modifier as the roll's sentence lists it, " +1 Sword skill (8.43)" (the first) or ", -2 drunk (6.14)". */
export function modifierText(label: string, value: number, first: boolean): string {
  if (!logWordsWritten()) return '';
  return `${first ? ' ' : ', '}${value >= 0 ? '+' : ''}${value} ${label}`;
}

/** The middle of a roll's sentence: the face, its modifiers and the total, "4 +1 Sword skill (8.43) = 5". */
export function rolledText(face: number, mods: string, total: number): string {
  if (!logWordsWritten()) return '';
  return `${face}${mods} = ${total}`;
}

/** [8.45] "Orc 1 suffers 2 wounds (3 of 5 Wound Points)." */
export function suffersText(name: string, wounds: number, total: number, woundPoints: number): string {
  if (!logWordsWritten()) return '';
  return `${name} suffers ${woundsText(wounds)} (${total} of ${woundPoints} Wound Points).`;
}

/** [8.46] */
export function deadText(name: string, woundPoints: number): string {
  if (!logWordsWritten()) return '';
  return `${name} is dead: wounds have reached the Wound Point total of ${woundPoints}.`;
}

/** [8.42] An attack declared, to be resolved with the others. */
export function declaredText(adventurerName: string, monsterName: string, weaponLabel: string, cannabis: boolean): string {
  if (!logWordsWritten()) return '';
  return `${adventurerName} will attack ${monsterName} with ${weaponLabel}${cannabis ? ' (twice, Cannabis)' : ''}; the attacks are resolved when every adventurer has chosen [8.42].`;
}

/** A magic weapon's label, "Sword +1" ([9.21]). */
export function magicWeaponLabel(base: string, bonus: number): string {
  return `${base} +${bonus}`;
}
