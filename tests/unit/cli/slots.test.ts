import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseParty } from '../../../electron/cli/commands/slots';
import { runSlotsCli } from '../../support/slots-cli';
import type { SlotFile } from '../../../shared/saves/slot-schema';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let root: string;
let dataDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mazewright-cli-'));
  dataDir = path.join(root, 'data');
});
afterEach(async () => rm(root, { recursive: true, force: true }));

/** Runs one `slots` command line in-process against the temp data directory. */
const cli = (...argv: string[]) => runSlotsCli(dataDir, argv);

async function slotFiles(): Promise<SlotFile[]> {
  const dir = path.join(dataDir, 'slots');
  // Each slot is its `.json` file (the log beside it, `.log.jsonl`, is not the slot).
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as SlotFile));
}

describe('npm run cli -- slots', () => {
  it('new with --autoplay plays and saves after each action, then list and verify see it', async () => {
    const made = await cli('new', 'Robot run', '--seed', 'k7qm-2xpd', '--party', 'hero:Arn,thief:Bree,hero:Cade', '--autoplay', '7');
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toMatch(/^Created “Robot run” \([0-9a-f-]+\), Deathmaze \(Basic game\), seed K7QM-2XPD\.\nAutoplay took 7 actions: /);
    const [file] = await slotFiles();
    expect(file?.meta).toMatchObject({ name: 'Robot run', actionCount: 7 });
    expect(file?.meta.party).toMatch(/Arn.*Bree.*Cade/);
    // Saved after each action: the previous saves are the backups.
    const backups = await readdir(path.join(dataDir, 'backups', file!.meta.id));
    expect(backups).toHaveLength(3);

    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^Robot run {2}\([0-9a-f-]+\) {2}Deathmaze \(Basic game\), seed K7QM-2XPD, 7 actions, last played /);
    const json = JSON.parse((await cli('list', '--json')).out) as unknown[];
    expect(json).toHaveLength(1);

    expect(await cli('verify', 'robot RUN')).toMatchObject({ code: 0, out: expect.stringMatching(/^OK {7}“Robot run”: 7 actions replay to the saved game and its log under the current rules \(edition \d+\) \(3 backups\)\.$/) });
  });

  it('verify fails with exit code 1 on a damaged or tampered slot and says what to do', async () => {
    await cli('new', 'Good', '--seed', 'K7QM-2XPD', '--autoplay', '2');
    await cli('new', 'Tampered', '--seed', 'K7QM-2XPD', '--autoplay', '2');
    await cli('new', 'Torn', '--seed', 'K7QM-2XPD', '--autoplay', '2');
    for (const file of await slotFiles()) {
      const at = path.join(dataDir, 'slots', `${file.meta.id}.json`);
      if (file.meta.name === 'Tampered') await writeFile(at, JSON.stringify({ ...file, game: { ...file.game, rng: [1, 2, 3, 4] } }));
      if (file.meta.name === 'Torn') await writeFile(at, (await readFile(at, 'utf8')).slice(0, 300));
    }
    const before = await readdir(path.join(dataDir, 'slots'));
    const result = await cli('verify');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^OK {7}“Good”/m);
    expect(result.out).toMatch(/^MISMATCH “Tampered”: Replaying its 2 actions leaves the dice in another state/m);
    expect(result.out).toMatch(/^DAMAGED {2}“Torn” \([0-9a-f-]+\.json\): .*cut off or corrupted.*`slots restore` brings back the newest good backup/m);
    expect(result.err).toMatch(/^slots failed: 2 of 3 slots do not check out\./);
    // Verifying never changes anything.
    expect(await readdir(path.join(dataDir, 'slots'))).toEqual(before);
    expect(await readdir(dataDir)).not.toContain('damaged');
  });

  it('exports, refuses to import over a taken name, imports with --rename, and backs up', async () => {
    await cli('new', 'Export me', '--seed', 'K7QM-2XPD', '--autoplay', '3');
    const file = path.join(root, 'out.mazewright');
    expect(await cli('export', 'Export me', file)).toMatchObject({ code: 0, out: `Exported “Export me” (3 actions) to ${file}.` });
    expect(await cli('export', 'Export me', file)).toMatchObject({ code: 1, err: expect.stringMatching(/already exists; Mazewright will not replace it/) });
    expect(await cli('import', file)).toMatchObject({ code: 1, err: expect.stringMatching(/“Export me” already exists\. Import it under another name\. Add --rename NEW\./) });
    expect(await cli('import', file, '--rename', 'Imported')).toMatchObject({ code: 0, out: expect.stringMatching(/^Imported “Imported” \(/) });
    expect((await slotFiles()).map((f) => f.meta.name).sort()).toEqual(['Export me', 'Imported']);
    const backup = await cli('backup', path.join(root, 'safe'));
    expect(backup).toMatchObject({ code: 0, out: expect.stringMatching(/^Backed up 2 slots \(with their backups and the log\) to .*mazewright-backup-/) });
  });

  it('gives clear errors and exit codes: 2 for bad usage, 1 for failed operations', async () => {
    expect(await cli()).toMatchObject({ code: 2, err: expect.stringMatching(/Say what to do with the slots/) });
    expect(await cli('explode')).toMatchObject({ code: 2, err: expect.stringMatching(/Unknown slots command “explode”/) });
    expect(await cli('new')).toMatchObject({ code: 2, err: expect.stringMatching(/Missing NAME\./) });
    expect(await cli('new', 'X', '--autoplay', 'lots')).toMatchObject({ code: 2, err: expect.stringMatching(/--autoplay must be a whole number/) });
    expect(await cli('new', 'X', '--party', 'Arn')).toMatchObject({ code: 2, err: expect.stringMatching(/class:name/) });
    expect(await cli('new', 'X', '--seed', 'NOPE!')).toMatchObject({ code: 1, err: expect.stringMatching(/^slots failed: .*A seed is 8 letters/) });
    expect(await cli('new', 'X', '--ruleset', 'chess')).toMatchObject({ code: 2, err: expect.stringMatching(/Unknown ruleset “chess”. Known: deathmaze/) });
    expect(await cli('new', 'X', '--ruleset', 'armsreach')).toMatchObject({ code: 2, err: expect.stringMatching(/Arms Reach \(“armsreach”\) is not playable yet/) });
    expect(await cli('new', 'X', '--ruleset', 'citadel', '--party', 'orc:Grub')).toMatchObject({ code: 1, err: expect.stringMatching(/An initiate is an Elf, a Dwarf or a Human/) });
    expect(await cli('verify', 'Nobody')).toMatchObject({ code: 1, err: expect.stringMatching(/There is no save slot named “Nobody”/) });
    expect(await cli('import', path.join(root, 'missing.mazewright'))).toMatchObject({ code: 1, err: expect.stringMatching(/There is no file/) });
    expect(await cli('list', 'extra')).toMatchObject({ code: 2, err: expect.stringMatching(/Unexpected “extra”/) });
  });

  it('parses a party as class:name pairs', () => {
    expect(parseParty('hero:Arn, thief:Bree the Quick')).toEqual([
      { role: 'hero', name: 'Arn' },
      { role: 'thief', name: 'Bree the Quick' },
    ]);
  });

  it('runs as a real process honouring MAZEWRIGHT_DATA_DIR, with real exit codes', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, MAZEWRIGHT_DATA_DIR: dataDir };
    const ok = await run(process.execPath, ['--import', 'tsx', 'electron/cli/main.ts', 'slots', 'new', 'Proc', '--seed', 'K7QM-2XPD', '--autoplay', '2'], { cwd: repo, env });
    expect(ok.stdout).toMatch(/Created “Proc”/);
    expect((await slotFiles()).map((f) => f.meta.actionCount)).toEqual([2]);
    const failed = await run(process.execPath, ['--import', 'tsx', 'electron/cli/main.ts', 'slots', 'verify', 'Nobody'], { cwd: repo, env }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/There is no save slot named “Nobody”/) });
  });
});
