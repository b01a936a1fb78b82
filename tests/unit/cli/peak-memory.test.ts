import { describe, expect, it } from 'vitest';
import { peakRssMb } from '../../../electron/cli/peak-memory';

describe('simulate --timing: peak memory', () => {
  it.skipIf(process.platform !== 'linux')("reads the kernel's high-water mark of this program (VmHWM), in MB", () => {
    const status = 'Name:\tnode\nVmPeak:\t 9000000 kB\nVmHWM:\t  131072 kB\nVmRSS:\t   65536 kB\n';
    expect(peakRssMb(() => status)).toBe(128);
  });

  it('falls back to the process resource usage when the status cannot be read', () => {
    const fallback = peakRssMb(() => {
      throw new Error('no /proc here');
    });
    expect(fallback).toBeCloseTo(process.resourceUsage().maxRSS / 1024, 0);
    expect(fallback).toBeGreaterThan(10);
  });
});
