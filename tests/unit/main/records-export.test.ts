import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAppServices, type AppServices } from '../../../electron/app-services';
import { dispatch } from '../../../electron/services/api-handlers';
import type { PathPicker } from '../../../electron/services/path-picker';
import type { IpcChannel, IpcResponse, IpcResult } from '../../../shared/ipc/contract';

let dataDir: string;
const party = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] };

async function call<C extends IpcChannel>(services: AppServices, channel: C, request: unknown): Promise<IpcResult<IpcResponse<C>>> {
  return (await dispatch(services.handlers, channel, request)) as IpcResult<IpcResponse<C>>;
}
function value<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-records-'));
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

describe('Character Records to PDF through the typed API', () => {
  it('hands the browser a PDF of every record to download', async () => {
    const services = createAppServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const { view } = value(await call(services, 'slots:create', { name: 'The Long Dark', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: party }));
    // The Records tab's sheets come with the session view, computed in main through the ruleset.
    expect(view.sheets.map((s) => [s.name, s.role])).toEqual([['Arn', 'Hero'], ['Bree', 'Thief']]);
    expect(view.sheets[0]!.sections.map((s) => s.title)).toEqual(['Character Record', 'Treasure', 'Campaign']);
    const outcome = value(await call(services, 'records:export-pdf', { id: view.slot.id }));
    expect(outcome.kind).toBe('download');
    if (outcome.kind !== 'download') return;
    expect(outcome.fileName).toBe('The Long Dark — Character Records.pdf');
    expect(outcome.records).toBe(2);
    const bytes = Buffer.from(outcome.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of ['CHARACTER RECORD', 'Arn', 'Bree', 'Hero', 'Thief', 'Seed: K7QM-2XPD', 'Campaign: The Long Dark']) {
      expect(text).toContain(expected);
    }
  });

  it('writes one adventurer where the save dialog says, and nothing when the player cancels', async () => {
    const target = path.join(dataDir, 'bree.pdf');
    let answer: string | undefined = target;
    const picker: PathPicker = {
      saveFile: async () => answer,
      openFile: async () => undefined,
      chooseFolder: async () => undefined,
    };
    const services = createAppServices({ dataDir, appVersion: '0.1.0-test', host: 'electron', picker });
    const { view } = value(await call(services, 'slots:create', { name: 'Delve', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: party }));
    expect(value(await call(services, 'records:export-pdf', { id: view.slot.id, adventurer: 'bree', paper: 'Letter' }))).toEqual({
      kind: 'saved',
      file: target,
      records: 1,
    });
    const text = pdfText(await readFile(target));
    expect(text).toContain('Bree');
    expect(text).not.toContain('Arn');
    answer = undefined;
    expect(value(await call(services, 'records:export-pdf', { id: view.slot.id }))).toEqual({ kind: 'cancelled' });
  });

  it('names the adventurers there are when asked for one who is not, and refuses bad options', async () => {
    const services = createAppServices({ dataDir, appVersion: '0.1.0-test', host: 'web' });
    const { view } = value(await call(services, 'slots:create', { name: 'Delve', rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: party }));
    const missing = await call(services, 'records:export-pdf', { id: view.slot.id, adventurer: 'Zed' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(!missing.ok && missing.error.message).toContain('Arn, Bree');
    expect(await call(services, 'records:export-pdf', { id: view.slot.id, paper: 'A3' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });
});
