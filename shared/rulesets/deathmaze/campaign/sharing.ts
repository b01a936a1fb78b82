import type { Gem } from '../data/characters';

export interface TreasureShare {
  /** [9.18] Bezants plus every gem's value. */
  readonly total: number;
  /** What each adventurer receives, in Bezants' worth. */
  readonly each: number;
  /** Bezants' worth that cannot be shared equally (fewer than the number of sharers); left behind. */
  readonly remainder: number;
  readonly shares: Readonly<Record<string, number>>;
}

/**
 * [9.18] At the end of the game the value of all the party's Bezants and Gems is divided equally among the
 * adventurers: those who come out alive, and never charmed monsters. Shares are whole Bezants (see campaignRulings).
 */
export function shareTreasure(pool: { readonly bezants: number; readonly gems: readonly Gem[] }, sharers: readonly string[]): TreasureShare {
  const total = pool.bezants + pool.gems.reduce((a, b) => a + b, 0);
  const ids = [...new Set(sharers)];
  if (ids.length === 0) return { total, each: 0, remainder: total, shares: {} };
  const each = Math.floor(total / ids.length);
  const shares: Record<string, number> = {};
  for (const id of ids) shares[id] = each;
  return { total, each, remainder: total - each * ids.length, shares };
}
