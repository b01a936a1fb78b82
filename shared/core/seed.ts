import { Rng, type RngState } from './rng';

/**
 * Seeds are eight Crockford base-32 characters shown as XXXX-XXXX: short enough to read aloud and retype,
 * and free of the letters people confuse with digits (I, L, O, U).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SEED_LENGTH = 8;
export const SEED_HELP = 'A seed is 8 letters and digits such as K7QM-2XPD (the letters I, L, O and U are not used).';

export type SeedResult = { ok: true; seed: string } | { ok: false; message: string };

/** Normalizes what a user typed (case, spaces, dashes, and the Crockford look-alikes I/L→1, O→0). */
export function parseSeed(input: unknown): SeedResult {
  if (typeof input !== 'string') return { ok: false, message: SEED_HELP };
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (compact.length !== SEED_LENGTH) {
    return { ok: false, message: `“${input.trim()}” has ${compact.length} characters, not ${SEED_LENGTH}. ${SEED_HELP}` };
  }
  const bad = [...compact].find((c) => !ALPHABET.includes(c));
  if (bad !== undefined) {
    return { ok: false, message: `“${input.trim()}” contains “${bad}”, which cannot appear in a seed. ${SEED_HELP}` };
  }
  return { ok: true, seed: `${compact.slice(0, 4)}-${compact.slice(4)}` };
}

/** Draws a fresh seed from any source of integers (the main process passes crypto-backed randomness). */
export function seedFromInts(randomInt: (maxExclusive: number) => number): string {
  let out = '';
  for (let i = 0; i < SEED_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** FNV-1a over the canonical seed text: every seed maps to one generator start, identically on every platform. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function rngStateFromSeed(seed: string): RngState {
  const parsed = parseSeed(seed);
  if (!parsed.ok) throw new Error(parsed.message);
  return Rng.fromSeedNumber(hashSeed(parsed.seed)).state();
}
