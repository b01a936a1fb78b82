import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** What the probe met: per kind of record, how many records and how many hidden classes among them. */
type Census = Record<string, { readonly count: number; readonly classes: number }>;

/**
 * Whole autoplayed expeditions (every sweep setup, Basic and Advanced), each record the game built asked of V8 with
 * `%HaveSameMap`. That needs `--allow-natives-syntax`, a flag for the whole process: the probe runs in a child
 * process of its own, so no other test runs with it.
 */
function census(): Census {
  const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', 'tests/natives/hidden-classes.probe.ts'], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Census;
}

describe('records keep one hidden class through whole expeditions (the engine\u2019s reads stay monomorphic)', () => {
  it('every phase, fight, combatant, monster, item, stats and pool record of a kind shares one hidden class; states one per set of optional keys', () => {
    const seen = census();
    for (const kind of ['phase', 'stats', 'pool', 'item', 'combat state', 'combat marching order', 'combatant', 'monster']) {
      expect(seen[kind]?.count, `${kind} records met`).toBeGreaterThan(100);
      expect(seen[kind]?.classes, `hidden classes of ${kind} records`).toBe(1);
    }
    const states = Object.entries(seen).filter(([kind]) => kind.startsWith('state '));
    expect(states.length).toBeGreaterThan(0);
    for (const [kind, { classes }] of states) expect(classes, kind).toBe(1);
  }, 600_000);
});
