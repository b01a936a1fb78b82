/*
 * The combat log's sentences, each written once for every distinct set of values it names, then reused. A fight
 * writes the same few sentences over and over (the same attacker on the same monster with the same weapon, round
 * after round; "Round 3: Party Combat Phase."), and a sentence made of a dozen template parts is a dozen string
 * pieces for the collector on every attack: the combat log's text was about a tenth of all an expedition allocates
 * (docs/performance.md, "Combat, sixth pass"). A string never changes, so a kept one is the very text a fresh one
 * would be; every key a sentence is built from is a key of its memo, so no two different sentences share a slot.
 */

type Key = string | number | boolean;

/** What one memo keeps at most; past it the memo forgets all it holds (a caller passing ever new names stays bounded). */
const MAX_KEPT = 4096;

/**
 * Values built from up to four keys, each built once: nested maps (a lookup allocates nothing, where a joined string
 * key would). Keys a memo does not use are left at their default.
 */
export class Memo<V> {
  private readonly byFirst = new Map<Key, Map<Key, Map<Key, Map<Key, V>>>>();
  private kept = 0;

  get(a: Key, b: Key = 0, c: Key = 0, d: Key = 0): V | undefined {
    return this.byFirst.get(a)?.get(b)?.get(c)?.get(d);
  }

  /** Keeps `value` under the keys and returns it. */
  set(a: Key, b: Key, c: Key, d: Key, value: V): V {
    if (this.kept >= MAX_KEPT) {
      this.byFirst.clear();
      this.kept = 0;
    }
    let second = this.byFirst.get(a);
    if (second === undefined) this.byFirst.set(a, (second = new Map()));
    let third = second.get(b);
    if (third === undefined) second.set(b, (third = new Map()));
    let fourth = third.get(c);
    if (fourth === undefined) third.set(c, (fourth = new Map()));
    fourth.set(d, value);
    this.kept++;
    return value;
  }
}

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
const reorganizations = new Memo<string>();

/** [8.24], [8.52] The Party Reorganization Phase begins; `forced` is the row that must supply a move forward, if any. */
export function reorganizationBegins(round: number, forced: number | undefined): string {
  const row = forced ?? -1;
  return (
    reorganizations.get(round, row) ??
    reorganizations.set(
      round,
      row,
      0,
      0,
      forced !== undefined
        ? `Round ${round}: Party Reorganization Phase. The front row is short: one adventurer from row ${forced + 1} must move toward the front [8.24].`
        : `Round ${round}: Party Reorganization Phase. Shift adventurers along their rows, and move at most one to an adjacent row [8.52].`,
    )
  );
}

const attackLeads = new Memo<{ readonly lead: string; readonly purpose: string }>();

/**
 * The start of a roll's sentence on the Combat Results Table, "Gorm attacks Orc 1 with Sword: rolled ", and the roll's
 * purpose, "Gorm attacks Orc 1 (Sword)": the same for every attack of one attacker on one victim with one weapon.
 */
export function attackLead(attackerName: string, victimName: string, weaponLabel: string): { readonly lead: string; readonly purpose: string } {
  const kept = attackLeads.get(attackerName, victimName, weaponLabel);
  if (kept !== undefined) return kept;
  const who = `${attackerName} attacks ${victimName}`;
  return attackLeads.set(attackerName, victimName, weaponLabel, 0, { lead: `${who} with ${weaponLabel}: rolled `, purpose: `${who} (${weaponLabel})` });
}

const modifierTexts = new Memo<string>();

/** One modifier as the roll's sentence lists it, " +1 Sword skill (8.43)" (the first) or ", -2 drunk (6.14)". */
export function modifierText(label: string, value: number, first: boolean): string {
  return modifierTexts.get(label, value, first) ?? modifierTexts.set(label, value, first, 0, `${first ? ' ' : ', '}${value >= 0 ? '+' : ''}${value} ${label}`);
}

const rolledTexts = new Memo<string>();

/** The middle of a roll's sentence: the face, its modifiers and the total, "4 +1 Sword skill (8.43) = 5". */
export function rolledText(face: number, mods: string, total: number): string {
  return rolledTexts.get(face, mods, total) ?? rolledTexts.set(face, mods, total, 0, `${face}${mods} = ${total}`);
}

const woundSentences = new Memo<string>();

/** [8.45] "Orc 1 suffers 2 wounds (3 of 5 Wound Points)." */
export function suffersText(name: string, wounds: number, total: number, woundPoints: number): string {
  return woundSentences.get(name, wounds, total, woundPoints) ?? woundSentences.set(name, wounds, total, woundPoints, `${name} suffers ${woundsText(wounds)} (${total} of ${woundPoints} Wound Points).`);
}

const deathSentences = new Memo<string>();

/** [8.46] */
export function deadText(name: string, woundPoints: number): string {
  return deathSentences.get(name, woundPoints) ?? deathSentences.set(name, woundPoints, 0, 0, `${name} is dead: wounds have reached the Wound Point total of ${woundPoints}.`);
}

const declarations = new Memo<string>();

/** [8.42] An attack declared, to be resolved with the others. */
export function declaredText(adventurerName: string, monsterName: string, weaponLabel: string, cannabis: boolean): string {
  return (
    declarations.get(adventurerName, monsterName, weaponLabel, cannabis) ??
    declarations.set(
      adventurerName,
      monsterName,
      weaponLabel,
      cannabis,
      `${adventurerName} will attack ${monsterName} with ${weaponLabel}${cannabis ? ' (twice, Cannabis)' : ''}; the attacks are resolved when every adventurer has chosen [8.42].`,
    )
  );
}

const weaponLabels = new Memo<string>();

/** A magic weapon's label, "Sword +1" ([9.21]): written once per name and bonus. */
export function magicWeaponLabel(base: string, bonus: number): string {
  return weaponLabels.get(base, bonus) ?? weaponLabels.set(base, bonus, 0, 0, `${base} +${bonus}`);
}
