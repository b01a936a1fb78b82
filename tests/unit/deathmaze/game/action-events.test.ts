import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction, newGameOnce, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { deathmazeTables } from '../../../../shared/rulesets/deathmaze/game/tables';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';

/*
 * What the reducer writes after every action from that action's events: each monster killed counts on its killer's
 * Character Record, and each roll on a printed table names that table's id so the log can open it. Checked here
 * against the events themselves, counted and looked up afresh, over whole autoplayed expeditions.
 */
describe('after every action: kills counted and rolls tagged with their table', () => {
  it('over autoplayed expeditions, as the events say', () => {
    const setup = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };
    const idByTitle = new Map(deathmazeTables.map((t) => [t.title, t.id]));
    let killsSeen = 0;
    let tagged = 0;
    for (let n = 1; n <= 12; n++) {
      const rng = new Rng(rngStateFromSeed(`KILL-${String(n).padStart(4, '0')}`));
      let state: DeathmazeState = newGameOnce(setup, rng).state;
      const kills = new Map<string, number>();
      for (let i = 0; i < 2000 && state.phase.kind !== 'ended'; i++) {
        const result = applyAction(state, chooseAction(state), rng);
        if (!result.ok) throw new Error(result.message);
        for (const e of result.events) {
          const by = e.data?.['killedBy'];
          if (typeof by === 'string') kills.set(by, (kills.get(by) ?? 0) + 1);
          if (e.roll === undefined) continue;
          const id = idByTitle.get(e.roll.table);
          // A roll on a listed table names it; no roll names a table other than its own.
          if (id !== undefined) {
            expect(e.tableId).toBe(id);
            tagged++;
          }
        }
        state = result.state;
        for (const a of state.party) expect(a.kills ?? 0).toBe(kills.get(a.id) ?? 0);
      }
      for (const count of kills.values()) killsSeen += count;
    }
    // The expeditions above killed monsters and rolled on listed tables.
    expect(killsSeen).toBeGreaterThan(10);
    expect(tagged).toBeGreaterThan(100);
  });
});
