import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import FLAGS_BY_V8_MAJOR from '../../../electron/services/odds/v8-flags.json';
import { FLAGS, flagsForV8 } from '../../../electron/services/odds/v8-flags';

describe('the simulation\u2019s V8 flags, by V8 major version (electron/services/odds/v8-flags.ts)', () => {
  it('gives each listed major its own list and a V8 not listed none (its defaults)', () => {
    const listed = Object.entries(FLAGS_BY_V8_MAJOR);
    expect(listed.length).toBeGreaterThan(0);
    for (const [major, flags] of listed) expect(flagsForV8(`${major}.3.244.8-node.33`)).toEqual(flags);
    expect(flagsForV8('99.1.0.0')).toEqual([]);
    expect(flagsForV8('not a version')).toEqual([]);
    // Node 20's V8 is this project's minimum and the one its figures were measured on: its tuning must not be lost.
    expect(flagsForV8('11.3.244.8-node.33')).toContain('--max-inlined-bytecode-size-cumulative=300');
  });

  it('lists for the running V8 only flags that V8 knows (an unknown one is printed as an error on every run)', () => {
    const known = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const names = new Set([...known.matchAll(/^\s+--([a-z0-9-]+) \(/gm)].map((m) => m[1]));
    expect(names.size).toBeGreaterThan(100);
    for (const flag of FLAGS) {
      const name = /^--(?:no-)?([a-z0-9-]+)/.exec(flag)?.[1];
      expect(names, `${flag} on V8 ${process.versions.v8}`).toContain(name);
    }
  });
});
