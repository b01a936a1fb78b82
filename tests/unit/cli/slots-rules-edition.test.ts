import { copyFile, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { SlotStore } from '../../../electron/services/slot-store';
import { verifySlot } from '../../../electron/services/slot-verify';
import { findRuleset } from '../../../shared/rulesets/registry';
import type { SlotFile, SlotHeader } from '../../../shared/saves/slot-schema';

/** The fixtures written by the schema-2 Mazewright, before slots recorded their rules edition. */
const v2 = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/saves/v2');
const EDITION = findRuleset('deathmaze')!.rulesVersion!;

let root: string;
let dataDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mazewright-cli-edition-'));
  dataDir = path.join(root, 'data');
});
afterEach(async () => rm(root, { recursive: true, force: true }));

async function cli(...argv: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await runCli(['slots', ...argv], { out: (t) => out.push(t), err: (t) => out.push(t), env: { MAZEWRIGHT_DATA_DIR: dataDir } });
  return { code, out: out.join('\n') };
}

async function header(id: string): Promise<SlotHeader> {
  return JSON.parse(await readFile(path.join(dataDir, 'slots', `${id}.json`), 'utf8')) as SlotHeader;
}

/** How each v2 fixture must verify, by its own replay: replayed under the current rules, outdated, or current. */
async function expectedPaths(): Promise<Map<string, 'UPGRADED' | 'OUTDATED' | 'OK'>> {
  const out = new Map<string, 'UPGRADED' | 'OUTDATED' | 'OK'>();
  for (const name of (await readdir(v2)).filter((n) => n.endsWith('.json'))) {
    const raw = JSON.parse(await readFile(path.join(v2, name), 'utf8')) as SlotHeader;
    const lines = (await readFile(path.join(v2, name.replace(/\.json$/, '.log.jsonl')), 'utf8')).split('\n').slice(0, raw.logEntries);
    const file = { ...raw, log: lines.map((l) => JSON.parse(l) as SlotFile['log'][number]) };
    const verdict = verifySlot(file);
    out.set(raw.meta.name, verdict.status === 'outdated' ? 'OUTDATED' : verdict.status === 'ok' && verdict.upgraded ? 'UPGRADED' : 'OK');
  }
  return out;
}

describe('the slot header records its ruleset and rules edition, and verification says which path it took (issue 16 item 4)', () => {
  it('a new slot records the ruleset id and the edition it is played under', async () => {
    expect((await cli('new', 'Fresh', '--seed', 'K7QM-2XPD', '--autoplay', '3')).code).toBe(0);
    const [listing] = await new SlotStore(dataDir).list();
    if (!listing?.readable) throw new Error('the new slot does not list');
    const saved = await header(listing.meta.id);
    expect(saved.meta.rulesetId).toBe('deathmaze');
    expect(saved.meta.rulesVersion).toBe(EDITION);
    expect((await cli('verify', 'Fresh')).out).toMatch(new RegExp(`^OK {7}“Fresh”: 3 actions replay .* under the current rules \\(edition ${EDITION}\\)`, 'm'));
  });

  it('saves of an older edition are reported as upgraded by replay or outdated (read-only), never as damaged; upgraded ones then verify as current', async () => {
    await mkdir(path.join(dataDir, 'slots'), { recursive: true });
    for (const name of await readdir(v2)) if (!name.endsWith('.mazewright')) await copyFile(path.join(v2, name), path.join(dataDir, 'slots', name));
    const expected = await expectedPaths();
    // The fixtures exercise the upgrade; today's rules still play every one of them.
    expect([...expected.values()]).toContain('UPGRADED');
    const first = await cli('verify');
    expect(first.code).toBe(0);
    for (const [name, label] of expected) {
      const line = first.out.split('\n').find((l) => l.includes(`“${name}”`));
      expect(line, name).toMatch(new RegExp(`^${label}\\b`));
      if (label === 'UPGRADED') expect(line).toContain(`from edition 1 of its rules to edition ${EDITION}`);
      if (label === 'OUTDATED') expect(line).toContain('read-only');
    }
    const second = await cli('verify');
    for (const [name, label] of expected) {
      const line = second.out.split('\n').find((l) => l.includes(`“${name}”`));
      expect(line, name).toMatch(label === 'OUTDATED' ? /^OUTDATED/ : new RegExp(`^OK .*under the current rules \\(edition ${EDITION}\\)`));
    }
    // The upgraded headers now record the edition they were replayed under.
    const slots = await new SlotStore(dataDir).list();
    for (const listing of slots) {
      if (!listing.readable || expected.get(listing.meta.name) !== 'UPGRADED') continue;
      expect((await header(listing.meta.id)).meta.rulesVersion).toBe(EDITION);
    }
  });
});
