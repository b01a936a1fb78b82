import type { Character, CitadelState } from './types';

/** What a character brings home (17.0): his Gold Marks and his jewels at their worth in Gold Marks. */
export function wealth(c: Character): number {
  return c.goldMarks + c.jewels.reduce((n, j) => n + j, 0);
}

/**
 * 17.0 ruling "The individual winner": among those who survived every expedition (on the party from the first, never
 * dead), the most experience plus wealth on his record; an equal best is a shared victory. Empty when no one qualifies.
 */
export function individualWinners(state: CitadelState): Character[] {
  const eligible = state.party.filter((c) => c.alive && c.joined === undefined);
  const score = (c: Character) => c.experience + wealth(c);
  const best = Math.max(...eligible.map(score));
  return eligible.filter((c) => score(c) === best);
}

/** The log's and the view's words for the individual victory. */
export function describeWinners(winners: readonly Character[]): string {
  if (winners.length === 0) return 'No one survived every expedition: there is no individual winner.';
  const each = winners.map((c) => `${c.name} (${c.experience} experience, ${wealth(c)} Gold Marks of wealth)`);
  return winners.length === 1 ? `The individual winner is ${each[0]}.` : `The individual victory is shared by ${each.join(' and ')}.`;
}
