import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { SlotStore } from '../../../electron/services/slot-store';
import { aldric, wat } from './fixtures';
import { flat, pdfInfo, pdfPages } from './poppler';

let dir: string;
let out: string[];
let err: string[];
const io = () => ({ out: (t: string) => out.push(t), err: (t: string) => err.push(t), env: { MAZEWRIGHT_DATA_DIR: dir } });

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-export-pdf-'));
  out = [];
  err = [];
  const state = { phase: { kind: 'exploring' }, party: [{ ...aldric, id: 'a1', dead: false }, { ...wat, id: 'a2', dead: true, causeOfDeath: 'slain by a Troll', diedAt: 'Room 14' }] };
  await new SlotStore(dir).create({
    name: 'Into the maze',
    rulesetId: 'deathmaze',
    rulesetTitle: 'Deathmaze',
    seed: 'K7QM-2XPD',
    party: 'Aldric, Wat',
    progress: '',
    finished: false,
    actionCount: 0,
    appVersion: '0.1.0',
    game: { rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: {}, actions: [], rng: [1, 2, 3, 4], state },
    log: [],
  });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('npm run cli -- export-pdf', () => {
  it('writes every adventurer of the slot, living and dead, one per page', async () => {
    const file = path.join(dir, 'party.pdf');
    expect(await runCli(['export-pdf', '--slot', 'into the maze', '--out', file], io())).toBe(0);
    expect(out.join('\n')).toContain('Wrote 2 character records (2 pages, A4)');
    const bytes = new Uint8Array(await readFile(file));
    const pages = pdfPages(bytes);
    expect(flat(pages[0]!)).toContain('Aldric the Bold');
    expect(flat(pages[1]!)).toContain('Slain by a Troll, Room 14.');
    expect(flat(pages[1]!)).toContain('Campaign: Into the maze · Seed: K7QM-2XPD');
    expect(pdfInfo(bytes).Title).toBe('Into the maze — Character Records');
  });

  it('writes one adventurer on Letter paper', async () => {
    const file = path.join(dir, 'wat.pdf');
    expect(await runCli(['export-pdf', '--slot', 'Into the maze', '--adventurer', 'wat nimblefingers', '--out', file, '--paper', 'letter'], io())).toBe(0);
    const bytes = new Uint8Array(await readFile(file));
    expect(pdfPages(bytes)).toHaveLength(1);
    expect(pdfInfo(bytes)['Page size']).toMatch(/^612 x 792/);
    expect(pdfInfo(bytes).Title).toBe('Wat Nimblefingers — Into the maze');
  });

  it('names what exists when the slot or adventurer is not found, and refuses bad options', async () => {
    const file = path.join(dir, 'x.pdf');
    expect(await runCli(['export-pdf', '--slot', 'Nowhere', '--out', file], io())).toBe(1);
    expect(err.join('\n')).toContain('Slots: Into the maze');
    expect(await runCli(['export-pdf', '--slot', 'Into the maze', '--adventurer', 'Zed', '--out', file], io())).toBe(1);
    expect(err.join('\n')).toContain('Records there: Aldric the Bold, Wat Nimblefingers');
    expect(await runCli(['export-pdf', '--slot', 'Into the maze', '--out', file, '--paper', 'A3'], io())).toBe(2);
    // A slot of a ruleset this version does not have prints nothing, rather than someone else's records.
    await new SlotStore(dir).create({
      name: 'Foreign',
      rulesetId: 'armsreach',
      rulesetTitle: 'Citadel of Blood',
      seed: 'K7QM-2XPD',
      party: 'Brunhilde',
      progress: '',
      finished: false,
      actionCount: 0,
      appVersion: '0.1.0',
      game: { rulesetId: 'armsreach', seed: 'K7QM-2XPD', setup: {}, actions: [], rng: [1, 2, 3, 4], state: { party: [{ name: 'Brunhilde', class: 'hero' }] } },
      log: [],
    });
    expect(await runCli(['export-pdf', '--slot', 'Foreign', '--out', file], io())).toBe(1);
    expect(err.join('\n')).toContain('“Foreign” was played under the ruleset “armsreach”, which this version of Mazewright does not have: it has no Character Records to print.');
    expect(await runCli(['export-pdf', '--slot', 'Into the maze'], io())).toBe(2);
  });
});
