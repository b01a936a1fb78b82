import { readFileSync } from 'node:fs';

/**
 * Peak resident memory of this process in MB, its worker threads included (they share its memory), for
 * `simulate --timing`.
 *
 * Why not `process.resourceUsage().maxRSS` alone: on Linux a process's ru_maxrss survives exec, so a process started
 * straight from a large one reports that one's peak: `simulate --games 1` started by the bench (a Node process of
 * ~270 MB) reported 274 MB where it used ~80. The kernel's VmHWM (/proc/self/status) is this program's own high-water
 * mark, reset at exec. Elsewhere (macOS, Windows) maxRSS is what there is.
 */
export function peakRssMb(readStatus: () => string = () => readFileSync('/proc/self/status', 'utf8')): number {
  if (process.platform === 'linux') {
    try {
      const kb = /^VmHWM:\s*(\d+)\s*kB/m.exec(readStatus())?.[1];
      if (kb !== undefined) return Number(kb) / 1024;
    } catch {
      // No /proc (a container without it): maxRSS below.
    }
  }
  return process.resourceUsage().maxRSS / 1024;
}
