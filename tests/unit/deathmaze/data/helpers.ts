import { readRuleText, type RuleTextFile } from '../../../support/rule-texts';
import { Rng } from '../../../../shared/core/rng';
import type { GameEvent } from '../../../../shared/engine/ruleset';

const folded = new Map<RuleTextFile, string>();

/** A rule text with its line breaks folded to spaces, read once; only inside `describeWithRuleTexts`. */
function foldedText(file: RuleTextFile): string {
  let text = folded.get(file);
  if (text === undefined) {
    text = readRuleText(file).replace(/\s+/g, ' ');
    folded.set(file, text);
  }
  return text;
}

/** The 1979 rules text with its line breaks folded to spaces, for "the chart prints X" assertions. */
export function rules1979(): string {
  return foldedText('deathmaze-1979-rules.txt');
}

export function rulesRevised(): string {
  return foldedText('deathmaze-revised-rules.txt');
}

/**
 * An Rng whose D6 faces are scripted, for tests that need one exact sequence of rolls (a Roll Twice chain). It fails
 * loudly if the code under test rolls more dice than scripted.
 */
export class ScriptedRng extends Rng {
  private readonly faces: number[];
  constructor(faces: readonly number[]) {
    super(Rng.fromSeedNumber(1).state());
    this.faces = [...faces];
  }
  override int(from: number, to: number): number {
    const face = this.faces.shift();
    if (face === undefined) throw new Error('ScriptedRng: more dice rolled than scripted.');
    if (face < from || face > to) throw new Error(`ScriptedRng: face ${face} outside ${from}-${to}.`);
    return face;
  }
  get remaining(): number {
    return this.faces.length;
  }
}

/** The first seed from 1 up whose outcome satisfies `wanted`; deterministic, so tests stay reproducible. */
export function firstSeed<T>(run: (rng: Rng) => T, wanted: (t: T) => boolean, limit = 20_000): { seed: number; result: T } {
  for (let seed = 1; seed <= limit; seed++) {
    const result = run(Rng.fromSeedNumber(seed));
    if (wanted(result)) return { seed, result };
  }
  throw new Error('No seed found');
}

/** Every die face rolled, in order, read from the events' roll records. */
export function facesOf(events: readonly GameEvent[]): number[] {
  return events.flatMap((e) => (e.roll ? [...e.roll.faces] : []));
}

/** Asserts a simulated rate is within `tolerance` of the printed odds. */
export function expectNear(actual: number, expected: number, tolerance = 0.012): void {
  if (Math.abs(actual - expected) >= tolerance) {
    throw new Error(`Rate ${actual.toFixed(4)} is not within ${tolerance} of ${expected.toFixed(4)}.`);
  }
}
