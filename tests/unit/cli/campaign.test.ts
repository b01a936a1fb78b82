import { describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run cli -- campaign', () => {
  it('runs one roster through N expeditions and reports how it grew, the same for the same arguments', async () => {
    const args = ['campaign', '--ruleset', 'deathmaze', '--expeditions', '4', '--seed', 'K7QM-2XPD', '--json'];
    const a = await cli(...args);
    expect(a.code).toBe(0);
    expect((await cli(...args)).out).toBe(a.out);
    const report = JSON.parse(a.out);
    expect(report.game).toBe('basic');
    expect(report.expeditions).toHaveLength(4);
    for (const e of report.expeditions) {
      expect(e.party.length).toBeGreaterThanOrEqual(1);
      for (const d of e.deaths) expect(d.where).toMatch(/of the entrance|at the entrance/);
    }
    // Survivors of one expedition go on the next; the dead stay on the roster.
    expect(report.expeditions[1].party).toEqual(expect.arrayContaining(report.expeditions[0].survivors));
    expect(report.roster.length).toBeGreaterThanOrEqual(4);
    const bought = report.expeditions.flatMap((e: { pointsBought: string[] }) => e.pointsBought);
    expect(bought.length).toBeGreaterThan(0);
    const text = await cli('campaign', '--expeditions', '2', '--seed', 'K7QM-2XPD', '--advanced');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/Advanced deathmaze campaign of 2 expeditions/);
    expect(text.out).toMatch(/Expedition 2:/);
  });

  it('exits with code 2 on bad input', async () => {
    expect((await cli('campaign', '--expeditions', '0')).code).toBe(2);
    expect((await cli('campaign', '--expeditions', '2', '--party', 'hero,wizard')).code).toBe(2);
    expect((await cli('campaign', '--expeditions', '2', '--bogus')).code).toBe(2);
  });
});
