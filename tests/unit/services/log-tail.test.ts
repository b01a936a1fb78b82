import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameSession } from '../../../electron/services/game-session';
import { encodeExport } from '../../../electron/services/slot-export';
import { encodeLogLines, readLogFile, readLogTail, type GameEventRecord } from '../../../electron/services/slot-log';
import { newSlotFor } from '../../../electron/services/slot-store';
import { startGame } from '../../../shared/engine/game';
import { LOG_WINDOW } from '../../../shared/ipc/contract';
import { findRuleset } from '../../../shared/rulesets/registry';
import { Rng } from '../../../shared/core/rng';
import { PARTY, logPath, playGame, services, slotPath, step, tempDataDir } from './helpers';

/**
 * Issue 15: a live game's open reads only the log's newest entries, backwards from where the small file says the
 * counted lines end (`logBytes`), and leaves counting and hashing the whole file to the check after its answer.
 * These tests hold it to what the player must never lose: the same tail, the same notices in the same words, damage
 * anywhere still found and repaired, older slots (no `logBytes`) opening as before.
 */
let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-logtail-')));
afterEach(async () => cleanup());

const LONG = 20_000;

/** Entry `i` of a synthetic long log, its text saying which one it is; every fifth is a roll, as in play. */
function entry(i: number, pad = ''): GameEventRecord {
  return i % 5 === 0
    ? { kind: 'roll', text: `Entry ${i + 1}${pad}`, section: '5.27', roll: { code: '1D6', section: '5.27', table: 'Wandering monster check', faces: [(i % 6) + 1], values: [(i % 6) + 1], modifiers: [], total: (i % 6) + 1 } }
    : { kind: 'message', text: `Entry ${i + 1}${pad}`, section: '5.1' };
}
const texts = (events: readonly { text: string }[]): string[] => events.map((e) => e.text);
const range = (from: number, to: number): string[] => Array.from({ length: to - from }, (_, k) => `Entry ${from + k + 1}`);

interface SmallFile {
  logEntries: number;
  logHash: string;
  logBytes?: number;
}
const smallFile = async (id: string): Promise<SmallFile> => JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as SmallFile;

describe('reading a log tail backwards (readLogTail)', () => {
  it('reads the newest lines without looking at anything before them', async () => {
    const file = path.join(dataDir, 'head.log.jsonl');
    const tail = Array.from({ length: 150 }, (_, k) => entry(LONG - 150 + k));
    // A megabyte with no line in it, then 150 lines: counting from the front would find no line at all.
    await writeFile(file, Buffer.concat([Buffer.alloc(1 << 20, 'x'), Buffer.from(encodeLogLines(tail))]));
    const size = (await readFile(file)).length;
    const read = await readLogTail(file, LONG, size, 'head.log.jsonl', LONG - 100);
    expect(read).toMatchObject({ ok: true, start: LONG - 100, bytes: size });
    expect(read.ok && texts(read.log)).toEqual(range(LONG - 100, LONG));
    expect(await readLogFile(file, LONG, 'head.log.jsonl', LONG - 100)).toMatchObject({ ok: false });
  });

  it('reads a tail longer than its first read, and ignores lines after the counted ones', async () => {
    const file = path.join(dataDir, 'long-lines.log.jsonl');
    const events = Array.from({ length: 300 }, (_, k) => entry(k, ' '.repeat(2000)));
    const counted = encodeLogLines(events);
    // An append a crash cut short after the counted lines: not counted, never read.
    await writeFile(file, `${counted}{"kind":"message","te`);
    const read = await readLogTail(file, 300, Buffer.byteLength(counted), 'x', 200);
    expect(read.ok && read.log).toEqual(events.slice(200));
  });

  it('gives up (the front read then says why) when the bytes cannot be the lines counted', async () => {
    const file = path.join(dataDir, 'short.log.jsonl');
    const text = encodeLogLines(Array.from({ length: 50 }, (_, k) => entry(k)));
    await writeFile(file, text);
    const size = Buffer.byteLength(text);
    // The file is shorter than the header says; the byte before logBytes is not a line's end; fewer lines than the tail.
    expect(await readLogTail(file, 50, size + 10, 'x', 40)).toEqual({ ok: false, usable: false });
    expect(await readLogTail(file, 50, size - 3, 'x', 40)).toEqual({ ok: false, usable: false });
    expect(await readLogTail(file, 200, size, 'x', 100)).toEqual({ ok: false, usable: false });
    expect(await readLogTail(path.join(dataDir, 'none.log.jsonl'), 50, size, 'x', 40)).toEqual({ ok: false, usable: false });
  });

  it('reports a damaged line of the tail in the words of the read from the front', async () => {
    const file = path.join(dataDir, 'bad.log.jsonl');
    const lines = encodeLogLines(Array.from({ length: 50 }, (_, k) => entry(k))).split('\n');
    for (const bad of ['{"kind":7,"text":"x"}', '{"kind":"message","te']) {
      const damaged = [...lines];
      damaged[45] = bad;
      const text = damaged.join('\n');
      await writeFile(file, text);
      const front = await readLogFile(file, 50, 'bad.log.jsonl', 40);
      expect(front.ok).toBe(false);
      const back = await readLogTail(file, 50, Buffer.byteLength(text), 'bad.log.jsonl', 40);
      expect(back).toMatchObject({ ok: false, usable: true, message: !front.ok ? front.message : '' });
    }
  });
});

describe('opening a 20,000-entry slot reads only its tail (issue 15)', () => {
  /** A real game (it replays) with a synthetic 20,000-entry log, created as the app creates a slot. */
  async function longSlot(): Promise<string> {
    const ruleset = findRuleset('deathmaze')!;
    const started = startGame(ruleset, 'K7QM-2XPD', PARTY);
    if (!started.ok) throw new Error(started.message);
    const log = Array.from({ length: LONG }, (_, i) => entry(i));
    return (await services(dataDir).store.create(newSlotFor(ruleset, started.game, { name: 'Long campaign', appVersion: '0.1.0-test', log }))).meta.id;
  }

  it('every save records where the counted lines end; the open shows the newest entries and play appends after them', async () => {
    const id = await longSlot();
    const before = await readFile(logPath(dataDir, id));
    expect((await smallFile(id)).logBytes).toBe(before.length);

    const { session, store } = services(dataDir);
    let toldLater = 0;
    session.onChangedLater(() => toldLater++);
    const opened = await session.open(id);
    expect(opened.notice).toBeUndefined();
    expect(opened.log).toMatchObject({ start: LONG - LOG_WINDOW, total: LONG });
    expect(texts(opened.log.entries)).toEqual(range(LONG - LOG_WINDOW, LONG));
    await session.logChecked();
    expect(toldLater).toBe(0);
    expect(session.current()!.view.lateNotice).toBeUndefined();

    const played: GameEventRecord[] = [];
    for (let i = 0; i < 3; i++) played.push(...(await step(session)).events);
    const after = await readFile(logPath(dataDir, id));
    // Appended: the old bytes untouched, the new lines after them, the small file counting both.
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    const appended = after.subarray(before.length).toString('utf8').trimEnd().split('\n');
    expect(appended.map((line) => JSON.parse(line) as unknown)).toEqual(played);
    expect(await smallFile(id)).toMatchObject({ logEntries: LONG + played.length, logBytes: after.length });
    // The export carries the whole slot as before: no byte count (it is the data directory's, not the game's).
    const exported = JSON.parse(encodeExport(await store.read(id), '0.1.0-test', new Date())) as { slot: Record<string, unknown> };
    expect(Object.keys(exported.slot).sort()).toEqual(['appVersion', 'game', 'log', 'meta', 'schemaVersion']);
    session.close();
  });

  it('a slot saved before `logBytes` existed opens the same way, and its next save adds it', async () => {
    const id = await longSlot();
    const header = (await readFile(slotPath(dataDir, id), 'utf8')).replace(/,\n {2}"logBytes": \d+/, '');
    expect(header).not.toMatch(/logBytes/);
    await writeFile(slotPath(dataDir, id), header);

    const { session } = services(dataDir);
    const opened = await session.open(id);
    expect(opened.notice).toBeUndefined();
    expect(texts(opened.log.entries)).toEqual(range(LONG - LOG_WINDOW, LONG));
    await session.logChecked();
    expect(session.current()!.view.lateNotice).toBeUndefined();
    await step(session);
    expect((await smallFile(id)).logBytes).toBe((await readFile(logPath(dataDir, id))).length);
    session.close();
  });

  it('a damaged middle is not read by the open: its answer shows the true tail, and the check after it repairs the log', async () => {
    const id = await longSlot();
    const original = await readFile(logPath(dataDir, id));
    // Seeded: a byte of an entry far before the tail turned into another letter (same length, same lines).
    const rng = Rng.fromSeedNumber(15);
    const damaged = Buffer.from(original);
    const at = original.indexOf(`"Entry ${rng.int(1000, 15000)}"`) + 2;
    damaged[at] = 'X'.charCodeAt(0);
    await writeFile(logPath(dataDir, id), damaged);

    const { session } = services(dataDir);
    const opened = await session.open(id);
    expect(opened.notice).toBeUndefined();
    expect(texts(opened.log.entries)).toEqual(range(LONG - LOG_WINDOW, LONG));
    await session.logChecked();
    // The synthetic log was never the game's: the repair replays the game and the log becomes what it gives.
    expect(session.current()!.view.lateNotice).toMatchObject({ kind: 'repaired', message: expect.stringMatching(/nothing was lost/) });
    session.close();
  });
});

describe("damage a real game's log can show, found as before (small window)", () => {
  const WINDOW = 5;
  /** A session showing the newest 5 entries, so a short real game's log has a head the open does not read. */
  const windowed = (): GameSession => new GameSession(services(dataDir).store, '0.1.0-test', WINDOW);

  async function realGame(name: string): Promise<{ id: string; whole: readonly GameEventRecord[]; text: string }> {
    const { session, store } = services(dataDir);
    const id = await playGame(session, name, 10);
    session.close();
    const whole = (await store.read(id)).log;
    expect(whole.length).toBeGreaterThan(3 * WINDOW);
    return { id, whole, text: await readFile(logPath(dataDir, id), 'utf8') };
  }

  /** The notice's account of what was found and done, without where the replaced files were kept. */
  const found = (message: string | undefined): string => (message ?? '').replace(/ (What was replaced|The damaged log) was kept as .*$/, '');

  /** What an open that reads the log from the front (as before issue 15) says about the same damage. */
  async function frontReadSays(id: string, damaged: string | Buffer): Promise<string> {
    await writeFile(logPath(dataDir, id), damaged);
    const opened = await services(dataDir).store.open(id, { logTail: WINDOW });
    await writeFile(logPath(dataDir, id), damaged);
    return found(opened.notice?.message);
  }

  it('a damaged line in the tail: found before the answer, in the same words as the read from the front', async () => {
    const { id, whole, text } = await realGame('Bad tail');
    const lines = text.split('\n');
    lines[whole.length - 2] = '{"kind":7,"text":"x"}';
    const expected = await frontReadSays(id, lines.join('\n'));
    expect(expected).toMatch(/is damaged \(line \d+: /);

    const opened = await windowed().open(id);
    expect(opened.notice?.kind).toBe('repaired');
    expect(found(opened.notice?.message)).toBe(expected);
    expect(opened.log).toEqual({ entries: whole.slice(-WINDOW), start: whole.length - WINDOW, total: whole.length });
    expect((await services(dataDir).store.read(id)).log).toEqual(whole);
  });

  it('a log cut off: found before the answer, in the same words', async () => {
    const { id, whole, text } = await realGame('Cut off');
    const cut = Buffer.from(text).subarray(0, Buffer.byteLength(text) - 40);
    const expected = await frontReadSays(id, cut);
    expect(expected).toMatch(/is cut off \(\d+ of \d+ entries\)/);

    const opened = await windowed().open(id);
    expect(found(opened.notice?.message)).toBe(expected);
    expect((await services(dataDir).store.read(id)).log).toEqual(whole);
  });

  it('a changed entry before the tail: the answer comes first, the check after it finds it, repairs it, says so', async () => {
    const { id, whole, text } = await realGame('Changed head');
    const lines = text.split('\n');
    lines[1] = lines[1]!.replace('"text":"', '"text":"Changed by hand: ');
    const expected = await frontReadSays(id, lines.join('\n'));
    expect(expected).toMatch(/does not match the game from entry 2 /);

    const session = windowed();
    const opened = await session.open(id);
    expect(opened.notice).toBeUndefined();
    await session.logChecked();
    const late = session.current()!.view.lateNotice;
    expect(late?.kind).toBe('repaired');
    expect(found(late?.message)).toBe(expected);
    expect((await services(dataDir).store.read(id)).log).toEqual(whole);
  });

  it('lines run together before the tail (same size): the open cannot tell, the count after it does', async () => {
    const { id, whole, text } = await realGame('Run together');
    // The newline after the second line turned into a space: the file keeps its size and its tail.
    const joined = Buffer.from(text);
    let newline = -1;
    for (let k = 0; k < 2; k++) newline = joined.indexOf(10, newline + 1);
    joined[newline] = 32;
    const expected = await frontReadSays(id, joined);
    expect(expected).toMatch(/cut off|damaged/);

    const session = windowed();
    const opened = await session.open(id);
    expect(opened.notice).toBeUndefined();
    expect(opened.log.entries).toEqual(whole.slice(-WINDOW));
    await session.logChecked();
    const late = session.current()!.view.lateNotice;
    expect(late?.kind).toBe('repaired');
    expect(found(late?.message)).toBe(expected);
    expect((await services(dataDir).store.read(id)).log).toEqual(whole);
    // Play goes on from the repaired log.
    const { events } = await step(session);
    expect((await services(dataDir).store.read(id)).log).toEqual([...whole, ...events]);
  });

  it('a `logBytes` changed by hand: the tail it gave is replaced by the true one, the header repaired, the player told', async () => {
    const { id, whole } = await realGame('Wrong length');
    const header = await smallFile(id);
    const lastLine = `${JSON.stringify(whole.at(-1))}\n`;
    // One line short: a tail read backwards from there is a line early, and every line of it still reads.
    const wrong = header.logBytes! - Buffer.byteLength(lastLine);
    await writeFile(slotPath(dataDir, id), (await readFile(slotPath(dataDir, id), 'utf8')).replace(`"logBytes": ${header.logBytes}`, `"logBytes": ${wrong}`));

    const session = windowed();
    await session.open(id);
    await session.logChecked();
    const current = session.current()!;
    expect(current.view.lateNotice).toMatchObject({ kind: 'repaired', message: expect.stringMatching(/log's length/) });
    expect(current.log).toEqual({ entries: whole.slice(-WINDOW), start: whole.length - WINDOW, total: whole.length });
    expect((await smallFile(id)).logBytes).toBe(header.logBytes);
    expect((await services(dataDir).store.read(id)).log).toEqual(whole);
  });
});
