import type { GameEvent } from '../../../engine/ruleset';
import { living } from './party';
import { copyState, withAdventurer } from './state-copy';
import type { DeathmazeState, GameAdventurer, PlayerResult } from './types';
import { endedPhase } from './phase-records';

/** [4.0] b) what each adventurer who makes it out must have gained. */
export const WIN_EXPERIENCE = 75;
export const WIN_BEZANTS = 100;

export function poolValue(state: Pick<DeathmazeState, 'pool'>): number {
  return state.pool.bezants + state.pool.gems.reduce((a, b) => a + b, 0);
}

/** [9.18] The pooled Bezants and gems divided equally among the survivors, fractions dropped (game ruling). */
export function sharePerSurvivor(state: DeathmazeState): number {
  const survivors = living(state).length;
  return survivors === 0 ? 0 : Math.floor(poolValue(state) / survivors);
}

function meetsGoal(a: GameAdventurer, share: number): boolean {
  return a.experience >= WIN_EXPERIENCE && share >= WIN_BEZANTS;
}

/**
 * [4.0] The win test, per player: at least half of his adventurers make it out alive, and every one of them who does
 * has 75 Experience Points and 100 Bezants (gems by value). A party that dies in the maze wins nothing.
 */
export function finalResults(state: DeathmazeState, leftAlive = false): PlayerResult[] {
  const share = leftAlive ? sharePerSurvivor(state) : 0;
  const results: PlayerResult[] = [];
  for (let player = 1; player <= state.players; player++) {
    const his = state.party.filter((a) => a.player === player);
    const out = leftAlive ? his.filter((a) => !a.dead) : [];
    const half = out.length * 2 >= his.length && out.length > 0;
    const short = out.filter((a) => !meetsGoal(a, share));
    const won = half && short.length === 0;
    const reason = !half
      ? `${out.length} of ${his.length} adventurers made it out alive; at least half must [4.0].`
      : won
        ? `${out.length} of ${his.length} made it out, each with at least ${WIN_EXPERIENCE} Experience and ${WIN_BEZANTS} Bezants.`
        : `${short.map((a) => `${a.name} (${a.experience} Experience, ${share} Bezants)`).join(', ')} fell short of ${WIN_EXPERIENCE} Experience and ${WIN_BEZANTS} Bezants [4.0].`;
    results.push({ player, won, survivors: out.length, adventurers: his.length, reason });
  }
  return results;
}

/** [4.0] The party walks out by the entrance corridor: shares are paid out and each player's win is tested. */
export function leaveMaze(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  const share = sharePerSurvivor(state);
  const party = state.party.map((a) => (a.dead ? a : withAdventurer(a, { bezants: a.bezants + share })));
  const results = finalResults(state, true);
  const survivors = living(state).length;
  events.push({
    kind: 'ended',
    section: '4.0',
    text: `The party leaves the Deathmaze by the entrance corridor. ${survivors} survivor${survivors === 1 ? '' : 's'} share ${poolValue(state)} Bezants in coin and gems: ${share} each [9.18].`,
    data: { share },
  });
  for (const r of results) {
    events.push({ kind: 'result', section: '4.0', text: `${state.players > 1 ? `Player ${r.player}` : 'The player'} ${r.won ? 'wins' : 'loses'}: ${r.reason}`, data: { player: r.player, won: r.won } });
  }
  const next = copyState(state);
  next.party = party;
  next.phase = endedPhase('left');
  next.results = results;
  return next;
}


/** How far the party is from [4.0]'s win, read during play: the same test finalResults makes as the party leaves. */
export interface GoalProgress {
  /** Per player: adventurers alive of his share, and how many must come out ("at least half"). */
  readonly players: readonly { readonly player: number; readonly alive: number; readonly adventurers: number; readonly needed: number }[];
  /** Each living adventurer's equal share of the pooled Bezants and gems if the party left now [9.18]. */
  readonly share: number;
  readonly bezantsNeeded: number;
  readonly experienceNeeded: number;
  readonly survivors: readonly { readonly id: string; readonly name: string; readonly experience: number }[];
  /** Leaving now would win for every player. */
  readonly met: boolean;
}

export function goalProgress(state: DeathmazeState): GoalProgress {
  const players = [];
  for (let player = 1; player <= state.players; player++) {
    const his = state.party.filter((a) => a.player === player);
    players.push({ player, alive: his.filter((a) => !a.dead).length, adventurers: his.length, needed: Math.max(1, Math.ceil(his.length / 2)) });
  }
  return {
    players,
    share: sharePerSurvivor(state),
    bezantsNeeded: WIN_BEZANTS,
    experienceNeeded: WIN_EXPERIENCE,
    survivors: living(state).map((a) => ({ id: a.id, name: a.name, experience: a.experience })),
    met: finalResults(state, true).every((r) => r.won),
  };
}
