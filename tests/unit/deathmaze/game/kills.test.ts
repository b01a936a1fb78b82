import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { countKills } from '../../../../shared/rulesets/deathmaze/game/kills';
import { replaceAdventurer } from '../../../../shared/rulesets/deathmaze/game/party';
import { withAdventurer } from '../../../../shared/rulesets/deathmaze/game/state-copy';
import { fresh } from './helpers';

/** countKills as it was written before it gathered an action's kills: a copy of the state per kill. */
function countKillsByCopies(state: DeathmazeState, events: readonly GameEvent[]): DeathmazeState {
  let next = state;
  for (const e of events) {
    const by = e.data?.killedBy;
    if (typeof by !== 'string') continue;
    const a = next.party.find((x) => x.id === by);
    if (a) next = replaceAdventurer(next, withAdventurer(a, { kills: (a.kills ?? 0) + 1 }));
  }
  return next;
}

const kill = (killedBy: string): GameEvent => ({ kind: 'message', text: '', section: '8.46', data: { killed: 'm1', killedBy } });
const wound: GameEvent = { kind: 'message', text: '', section: '8.45' };

describe('countKills', () => {
  const start = fresh(4).state;
  const [a, b] = start.party;
  // One member who has killed before (his `kills` key already there) and one who has not.
  const state = replaceAdventurer(start, withAdventurer(a!, { kills: 3 }));

  it('gives the records a copy per kill gave, whoever killed and however often', () => {
    const cases: GameEvent[][] = [
      [],
      [wound],
      [kill(a!.id)],
      [kill(b!.id)],
      [wound, kill(b!.id), wound, kill(b!.id)],
      [kill(a!.id), kill(b!.id), kill(a!.id)],
      [kill('c1')],
      [kill('c1'), kill(b!.id)],
    ];
    for (const events of cases) {
      expect(JSON.stringify(countKills(state, events))).toBe(JSON.stringify(countKillsByCopies(state, events)));
    }
  });

  it('returns the state itself when no member killed', () => {
    expect(countKills(state, [wound])).toBe(state);
    expect(countKills(state, [kill('c1')])).toBe(state);
  });
});
