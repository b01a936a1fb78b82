import type { Rng } from './rng';

/**
 * Dice codes of Deathmaze [2.3]: "3D6x5", "1D3+2" (a D3 is a D6 halved, rounded up), and the monster wound
 * codes of [7.14]: "2+1" means 2D6+1, "½+2" means 1D3+2.
 */
export interface DiceCode {
  /** The code as the rules print it, normalized (e.g. "1D3+2"). */
  readonly code: string;
  readonly form: 'dice' | 'wound';
  readonly count: number;
  readonly sides: 6 | 3;
  readonly op: '+' | '-' | 'x' | null;
  readonly operand: number;
}

export class DiceCodeError extends Error {
  constructor(
    readonly code: string,
    reason: string,
  ) {
    super(`Bad dice code “${code}”: ${reason}`);
    this.name = 'DiceCodeError';
  }
}

const DICE_FORM = /^(\d*)D(6|3)(?:([+\-x])(\d+))?$/;
const WOUND_FORM = /^(\d+|½|1\/2)(?:([+-])(\d+))?$/;
const MAX_DICE = 100;

// The rules use a few dozen codes, each parsed on every roll: keep each parse (a DiceCode is never changed).
const parsedCodes = new Map<string, DiceCode>();

export function parseDiceCode(raw: string): DiceCode {
  const known = parsedCodes.get(raw);
  if (known !== undefined) return known;
  const code = parseUncached(raw);
  if (parsedCodes.size < 1000) parsedCodes.set(raw, code);
  return code;
}

function parseUncached(raw: string): DiceCode {
  if (typeof raw !== 'string' || raw.trim() === '') throw new DiceCodeError(String(raw), 'it is empty.');
  const text = raw.trim().toUpperCase().replace(/\s+/g, '').replace(/−/g, '-').replace(/[X×*]/g, 'x');
  const dice = DICE_FORM.exec(text);
  if (dice) {
    const count = dice[1] === '' ? 1 : Number(dice[1]);
    if (count < 1 || count > MAX_DICE) throw new DiceCodeError(raw, `the number of dice must be 1 to ${MAX_DICE}.`);
    const op = (dice[3] as DiceCode['op']) ?? null;
    const operand = dice[4] === undefined ? 0 : Number(dice[4]);
    const sides = Number(dice[2]) as 6 | 3;
    return { code: normalized(count, sides, op, operand), form: 'dice', count, sides, op, operand };
  }
  const wound = WOUND_FORM.exec(text);
  if (wound) {
    const half = wound[1] === '½' || wound[1] === '1/2';
    const count = half ? 1 : Number(wound[1]);
    if (!half && (count < 1 || count > MAX_DICE)) {
      throw new DiceCodeError(raw, `a wound code's dice must be ½ or 1 to ${MAX_DICE}.`);
    }
    const op = (wound[2] as DiceCode['op']) ?? null;
    const operand = wound[3] === undefined ? 0 : Number(wound[3]);
    const code = `${half ? '½' : count}${op ?? ''}${op ? operand : ''}`;
    return { code, form: 'wound', count, sides: half ? 3 : 6, op, operand };
  }
  throw new DiceCodeError(raw, 'expected a form like 1D6, 3D6x5, 1D3+2, or a monster wound code like 2+1 or ½+2.');
}

function normalized(count: number, sides: 6 | 3, op: DiceCode['op'], operand: number): string {
  return `${count}D${sides}${op ?? ''}${op ? operand : ''}`;
}

/** A modifier the rules add to a roll (weapon skill, a magic weapon's bonus, Oratory…), named for the log. */
export interface RollModifier {
  readonly label: string;
  readonly value: number;
}

/** Where a roll was made: the rule section and table the player would look up. */
export interface RollContext {
  readonly section: string;
  readonly table: string;
  /** What the roll decides, in words ("Trap check for the door to the north"). */
  readonly purpose?: string;
  readonly modifiers?: readonly RollModifier[];
}

export interface RollRecord {
  readonly code: string;
  readonly section: string;
  readonly table: string;
  readonly purpose?: string;
  /** Each D6 face as it landed. */
  readonly faces: readonly number[];
  /** What each face counts for: the face itself, or for a D3 the face halved and rounded up. */
  readonly values: readonly number[];
  /** The code's own +, - or x, then the situational modifiers, in the order applied. */
  readonly modifiers: readonly RollModifier[];
  readonly total: number;
  /** The table result the total gave, filled in by the table lookup. */
  readonly result?: string;
}

export function roll(rng: Rng, codeOrText: string | DiceCode, context: RollContext): RollRecord {
  const code = typeof codeOrText === 'string' ? parseDiceCode(codeOrText) : codeOrText;
  // Indexed loops rather than for…of and map: a roll is made about 200 times an expedition, and the iterator's result
  // objects were about 1.6 % of all a simulated expedition allocates (the loops are not always optimized away).
  const faces: number[] = [];
  for (let i = 0; i < code.count; i++) faces.push(rng.die(6));
  let values: number[] = faces;
  if (code.sides === 3) {
    values = [];
    for (let i = 0; i < faces.length; i++) values.push(Math.ceil(faces[i]! / 2));
  }
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i]!;
  const modifiers: RollModifier[] = [];
  if (code.op === 'x') {
    total *= code.operand;
    modifiers.push({ label: `×${code.operand} (dice code)`, value: code.operand });
  } else if (code.op) {
    const signed = code.op === '-' ? -code.operand : code.operand;
    total += signed;
    modifiers.push({ label: 'dice code', value: signed });
  }
  const situational = context.modifiers;
  if (situational !== undefined) {
    for (let i = 0; i < situational.length; i++) {
      const m = situational[i]!;
      total += m.value;
      modifiers.push(m);
    }
  }
  // Two literal shapes rather than a conditional spread: records are copied often (withResult), and copying an object
  // of a fixed shape is much cheaper. Same keys, same order.
  if (context.purpose === undefined) return { code: code.code, section: context.section, table: context.table, faces, values, modifiers, total };
  return { code: code.code, section: context.section, table: context.table, purpose: context.purpose, faces, values, modifiers, total };
}

export function withResult(record: RollRecord, result: string): RollRecord {
  // Spelled out rather than spread: spreading a record costs several times more, and most rolls pass through here.
  // These are `{ ...record, result }`'s keys in its order for any record `roll` made; a record that already has a
  // result keeps the spread, which leaves that key where it was.
  const { code, section, table, purpose, faces, values, modifiers, total } = record;
  if (record.result !== undefined) return { ...record, result };
  if (purpose === undefined) return { code, section, table, faces, values, modifiers, total, result };
  return { code, section, table, purpose, faces, values, modifiers, total, result };
}
