import type { GameSummary } from '../../../engine/ruleset';
import { className } from './party';
import { ALL_CLASS_TRAITS } from '../advanced/wizard';
import type { DeathmazeState } from './types';

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** Deaths in the fight under way: the records (and `stats.deaths`) take them when the fight ends [8.6]. */
function deathsInFight(state: DeathmazeState): number {
  if (state.phase.kind !== 'combat') return 0;
  let deaths = 0;
  for (const a of state.phase.combat.adventurers) if (a.dead && state.party.some((p) => p.id === a.id && !p.dead)) deaths++;
  return deaths;
}

export function summarize(state: DeathmazeState): GameSummary {
  if (state.phase.kind === 'home' && state.campaign) {
    const c = state.campaign;
    const done = c.expeditions.filter((e) => e.status === 'finished').length;
    const alive = c.roster.filter((a) => a.status === 'available');
    return {
      party: alive.map((a) => `${a.name} (${ALL_CLASS_TRAITS[a.class].name})`).join(', ') || 'no one left',
      progress: `at home after ${plural(done, 'expedition')}: ${alive.length} ready, ${plural(c.roster.filter((a) => a.status === 'dead').length, 'dead', 'dead')}`,
      finished: false,
    };
  }
  const s = state.stats;
  const parts = [plural(s.chitsPlaced, 'chit') + ' placed', plural(s.combats, 'combat'), plural(s.deaths + deathsInFight(state), 'death')];
  if (state.results) {
    const won = state.results.filter((r) => r.won).length;
    parts.push(state.phase.kind === 'ended' && state.phase.reason === 'partyDead' ? 'party lost' : state.players === 1 ? (won ? 'won' : 'lost') : `${won} of ${state.players} players won`);
  }
  return {
    party: state.party.map((a) => `${a.name} (${className(a)}${a.dead ? ', dead' : ''})`).join(', '),
    progress: parts.join(', '),
    finished: state.phase.kind === 'ended',
  };
}
