import { Rng } from '../../shared/core/rng';
import { rngStateFromSeed } from '../../shared/core/seed';
import { chooseAction } from '../../shared/rulesets/deathmaze/autoplay';
import { withoutLogWords } from '../../shared/engine/log-words';
import { applyAction, newGameOnce, type DeathmazeState } from '../../shared/rulesets/deathmaze/game';
import { benchSeed, FOUR } from './expeditions';

/**
 * Which records of the Deathmaze state get a new V8 hidden class, and when (not part of `npm run bench`). Bundled
 * (`bundleEntry`, as deathmaze-profile.ts) and run with V8's natives syntax:
 *   node --allow-natives-syntax --single-threaded <bundle> [expeditions=600] [print at=-1] [paths, |-separated]
 * It plays the bench's expeditions through applyAction and walks every state it makes (each object once), keeping one
 * record per hidden class for each path in the state (`S.party[]`, `S.phase.combat.adventurers`, …). It prints each
 * new class after the first expedition with the action that made it (`@@MAP`), a field that first holds a new kind of
 * value (`@@KIND`: `heapint` is a whole number V8 keeps boxed, which turns a small-integer field to double), the
 * classes per path at the end (`@@SUMMARY`, first expedition × records seen), and, after expedition `print at`, the
 * kept records of the paths named through `%DebugPrint` (a map's deprecation, a double field's box). A new class of a
 * record that optimized code reads is a deoptimization of that code (docs/performance.md, "Eleventh pass").
 * Unlike tests/natives/hidden-classes.probe.ts (a unit test's count of classes per kind of record, a few expeditions
 * under tsx), this runs the bundle long enough for V8 to optimize the game, where optimized builders can change a
 * record's class (Array.prototype.map inlined by TurboFan makes holey lists), and says when each class came.
 */
const count = Number(process.argv[2] ?? 600);
const printAt = Number(process.argv[3] ?? -1);
const printPaths = (process.argv[4] ?? '').split('|');
// Natives syntax is not JavaScript the bundler parses: built at run time.
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
const isSmi = new Function('a', 'return %IsSmi(a)') as (a: unknown) => boolean;
const debugPrint = new Function('a', '%DebugPrint(a)') as (a: object) => void;

const seen = new WeakSet<object>();
const classes = new Map<string, { record: object; first: number; count: number }[]>();
const kinds = new Map<string, Set<string>>();
let expedition = 0;
let lastAction = '';

function kindOf(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'number') return isSmi(v) ? 'smi' : Number.isInteger(v) ? 'heapint' : 'double';
  if (typeof v === 'object') return Array.isArray(v) ? 'array' : 'object';
  return typeof v;
}

function noteKind(path: string, v: unknown): void {
  let set = kinds.get(path);
  if (!set) kinds.set(path, (set = new Set()));
  const kind = kindOf(v);
  if (set.has(kind)) return;
  set.add(kind);
  if (set.size > 1 && expedition > 0) console.log(`@@KIND expedition ${expedition} ${path} +${kind} (had ${[...set].join(',')})`);
}

function walk(o: unknown, path: string): void {
  if (typeof o !== 'object' || o === null || seen.has(o)) return;
  seen.add(o);
  let list = classes.get(path);
  if (!list) classes.set(path, (list = []));
  const known = list.find((c) => sameMap(c.record, o));
  if (known) known.count++;
  else {
    list.push({ record: o, first: expedition, count: 1 });
    if (expedition > 0) console.log(`@@MAP expedition ${expedition} after ${lastAction} ${path} #${list.length}: ${Array.isArray(o) ? `list of ${o.length}` : Object.keys(o).join(',')}`);
  }
  if (Array.isArray(o)) {
    for (const item of o) {
      noteKind(`${path}[]`, item);
      walk(item, `${path}[]`);
    }
  } else if (!(o instanceof Map) && !(o instanceof Set)) {
    const record = o as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      noteKind(`${path}.${key}`, record[key]);
      walk(record[key], `${path}.${key}`);
    }
  }
}

withoutLogWords(() => {
  for (expedition = 0; expedition < count; expedition++) {
    const rng = new Rng(rngStateFromSeed(benchSeed(expedition)));
    let state: DeathmazeState = newGameOnce(FOUR, rng).state;
    for (let actions = 0; state.phase.kind !== 'ended' && actions < 5000; actions++) {
      walk(state, 'S');
      const action = chooseAction(state);
      lastAction = `${action.type} in ${state.phase.kind}`;
      const result = applyAction(state, action, rng);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    walk(state, 'S');
    if (expedition === printAt) {
      for (const [path, list] of classes) {
        if (!printPaths.includes(path)) continue;
        for (const c of list) {
          console.log(`@@RECORD ${path}, first seen in expedition ${c.first}`);
          debugPrint(c.record);
        }
      }
    }
  }
});
for (const [path, list] of classes) if (list.length > 1 && !path.startsWith('S.maze')) console.log(`@@SUMMARY ${path}: ${list.map((c) => `${c.first}×${c.count}`).join(' ')}`);
for (const [path, set] of kinds) if (set.has('heapint') || set.has('double')) console.log(`@@NUMBERS ${path}: ${[...set].join(', ')}`);
