import { mkdir, readFile, writeFile, appendFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../electron/services/api-handlers';
import { exportSlot, importSlotFile } from '../../../electron/services/slot-export';
import { nestsDeeperThan } from '../../../shared/core/json-depth';
import { appServices, logPath, playGame, services, slotPath, tempDataDir } from './helpers';

/** `[[[…]]]`, `levels` deep: valid JSON that overflowed the stack of whatever copied it. */
const deepText = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);
const deep = (levels: number): unknown => JSON.parse(deepText(levels));
/** JSON text of `value` with the string "DEEP" replaced by 5,000 levels (JSON.stringify itself overflows on them). */
const withDeep = (value: unknown): string => JSON.stringify(value).replace('"DEEP"', deepText(5000));

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir: root, cleanup } = await tempDataDir('mazewright-deep-'));
});
afterEach(async () => cleanup());

describe('data nested 5,000 levels deep', () => {
  it('measures depth without recursion', () => {
    expect(nestsDeeperThan(deep(5000))).toBe(true);
    expect(nestsDeeperThan(deep(200))).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 1 }], c: 'text' }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });

  it('is refused on import with a clear reason, wherever in the slot it sits', async () => {
    const { store, session } = services(path.join(root, 'data'));
    const id = await playGame(session, 'Deep', 2);
    const target = path.join(root, 'deep.mazewright');
    await exportSlot(store, id, target, 'x');
    const original = JSON.parse(await readFile(target, 'utf8')) as { slot: { game: Record<string, unknown>; log: Record<string, unknown>[] } };
    const places: ((env: typeof original) => void)[] = [
      (env) => (env.slot.game['setup'] = 'DEEP'),
      (env) => (env.slot.game['state'] = 'DEEP'),
      (env) => (env.slot.log[0]!['data'] = { nested: 'DEEP' }),
    ];
    for (const [index, place] of places.entries()) {
      const envelope = structuredClone(original);
      place(envelope);
      const file = path.join(root, `deep-${index}.mazewright`);
      await writeFile(file, withDeep(envelope));
      const error = await importSlotFile(store, file).then(() => null, (e: unknown) => e);
      expect(error, `place ${index}`).toMatchObject({ code: 'invalid', message: expect.stringContaining('nests its data more than 200 levels deep') });
      expect(String((error as Error).message)).not.toMatch(/call stack/i);
    }
  });

  it('in a slot’s header or log on disk makes it damaged, not a crash', async () => {
    const dataDir = path.join(root, 'data');
    const { session } = services(dataDir);
    const id = await playGame(session, 'Disk', 2);
    session.close();
    await appendFile(logPath(dataDir, id), `${withDeep({ kind: 'note', text: 'deep', data: { x: 'DEEP' } })}\n`);
    const header = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as { logEntries: number };
    await writeFile(slotPath(dataDir, id), JSON.stringify({ ...header, logEntries: header.logEntries + 1 }));
    const fresh = services(dataDir);
    const opened = await fresh.session.open(id).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    // Whatever the store makes of the damage (recovery or refusal), it says what it found.
    const said = opened.ok ? (opened.value.notice?.message ?? '') : String((opened.error as Error).message);
    expect(said).toContain('nests more than 200 levels deep');
    expect(said).not.toMatch(/call stack/i);

    await mkdir(path.join(dataDir, 'slots'), { recursive: true });
    const otherId = 'deepdeep-0001';
    await writeFile(slotPath(dataDir, otherId), withDeep({ schemaVersion: 2, meta: { nested: 'DEEP' } }));
    const listing = (await fresh.store.list()).find((l) => !l.readable && l.id === otherId);
    expect(listing).toMatchObject({ readable: false, message: expect.stringContaining('nests more than 200 levels deep') });
  });

  it('in a request is answered as an invalid request', async () => {
    const app = appServices({ dataDir: path.join(root, 'app'), appVersion: 'x', host: 'web' });
    const answer = await dispatch(app.handlers, 'session:act', { action: deep(5000) });
    expect(answer).toEqual({ ok: false, error: { code: 'invalid-payload', message: 'The request nests more than 200 levels deep.' } });
  });
});
