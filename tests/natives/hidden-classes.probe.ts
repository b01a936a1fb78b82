/*
 * Run by tests/unit/deathmaze/game/hidden-classes.test.ts as `node --allow-natives-syntax --import tsx` (V8's natives
 * syntax is needed to ask whether two objects share a hidden class): plays whole autoplayed expeditions and prints, for
 * each kind of record the game builds, how many records it met and how many hidden classes they had.
 */
import { Rng } from '../../shared/core/rng';
import { deathmazeRuleset as R } from '../../shared/rulesets/deathmaze';
import type { DeathmazeState } from '../../shared/rulesets/deathmaze/game';

// Parsed by V8 with natives syntax on (the flag this process runs with); esbuild never sees the `%`.
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b);') as (a: object, b: object) => boolean;
// A record whose class V8 has since generalized (a field met a wider kind of value) moves to the new class when next
// touched; this moves it now, so that such a record is not counted as a class of its own.
const migrate = new Function('o', '%TryMigrateInstance(o);') as (o: object) => void;

/** Per kind of record: one representative of each hidden class met, and how many records were met. */
const seen = new Map<string, { classes: object[]; count: number }>();

function note(kind: string, record: object): void {
  let entry = seen.get(kind);
  if (!entry) seen.set(kind, (entry = { classes: [], count: 0 }));
  entry.count++;
  migrate(record);
  for (const c of entry.classes) migrate(c);
  if (!entry.classes.some((c) => haveSameMap(c, record))) entry.classes.push(record);
}

/** The state and Character Records: optional keys come after the usual ones in the order they came, so one class per set. */
const keyed = (kind: string, record: object) => `${kind} {${Object.keys(record).join()}}`;

function visit(state: DeathmazeState): void {
  note(keyed('state', state), state);
  note('phase', state.phase);
  note('stats', state.stats);
  note('pool', state.pool);
  for (const a of state.party) {
    note(keyed('character record', a), a);
    for (const item of a.magicItems) note('item', item);
  }
  for (const item of state.unassigned) note('item', item);
  if (state.phase.kind === 'combat') {
    const combat = state.phase.combat;
    note('combat state', combat);
    note('combat marching order', combat.party);
    for (const a of combat.adventurers) note('combatant', a);
    for (const m of combat.monsters) note('monster', m);
  }
}

const setups = R.sweepSetups ?? [];
for (const [index, { setup }] of setups.entries()) {
  for (let seed = 1; seed <= 6; seed++) {
    const rng = Rng.fromSeedNumber(seed * 10 + index);
    let state = R.newGame(R.setupSchema.parse(setup), rng).state;
    visit(state);
    // One whole expedition: until the party leaves, dies or comes home.
    for (let i = 0; i < 5000 && state.phase.kind !== 'ended' && state.phase.kind !== 'home'; i++) {
      const r = R.apply(state, R.chooseAction!(state), rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
      visit(state);
    }
  }
}

console.log(JSON.stringify(Object.fromEntries([...seen].map(([kind, e]) => [kind, { count: e.count, classes: e.classes.length }]))));
