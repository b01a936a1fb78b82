import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gamesOf, timelineMarks, threadSummaries, type TimelineMark } from './timeline-marks';

/**
 * Where one `simulate` run's wall time goes (issue 19). Not part of `npm run bench`: a tool.
 *
 *   npx tsx tests/bench/sim-timeline.ts [runs] -- simulate --games 1000 --jobs 2 --json
 *
 * Runs `node electron/cli/launch.mjs <args>` in a fresh process with MAZEWRIGHT_SIM_TIMELINE=1 (the launcher, the
 * bundle's loader, the pool and every worker then write `timeline …` lines to stderr, electron/services/odds/timeline.ts),
 * under /usr/bin/time for the whole process's wall, user and system CPU, and prints each run's marks on one time axis
 * from node's own start, per thread, with the thread's time on a CPU at each mark (/proc/thread-self/schedstat). A
 * worker's last marks can be cut off: the run ends its workers once every tally is in, and a worker's stderr reaches
 * the process through the main thread. MAZEWRIGHT_CLI_CACHE
 * is passed on, so a prebuilt bundle can be timed; run it once before to leave out the build.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dash = process.argv.indexOf('--');
const runs = Number(dash > 2 ? process.argv[2] : 1);
const args = dash >= 0 ? process.argv.slice(dash + 1) : ['simulate', '--games', '1000', '--json'];

const tmp = mkdtempSync(path.join(os.tmpdir(), 'mazewright-timeline-'));
try {
  for (let run = 0; run < runs; run++) {
    const timeFile = path.join(tmp, 'time.txt');
    const result = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%e %U %S %M', process.execPath, 'electron/cli/launch.mjs', ...args], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      env: { ...process.env, MAZEWRIGHT_SIM_TIMELINE: '1' },
    });
    if (result.status !== 0) throw new Error(`The run failed (${result.status}): ${result.stderr}`);
    const [wall, user, system, rssKb] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number) as [number, number, number, number];
    const marks = timelineMarks(result.stderr);
    console.log(`run ${run + 1}: wall ${wall} s, user ${user} s, system ${system} s, peak RSS ${(rssKb / 1024).toFixed(0)} MB (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
    for (const thread of [...new Set(marks.map((m) => m.thread))].sort((a, b) => a - b)) {
      const own = marks.filter((m) => m.thread === thread);
      const batches = own.filter((m) => gamesOf(m) > 0);
      const games = batches.reduce((sum, m) => sum + gamesOf(m), 0);
      console.log(`  thread ${thread}: ${games} games in ${batches.length} batches`);
      let previous: TimelineMark | undefined;
      for (const m of own) {
        // Batches are summed into hundreds of games, so a long run prints a screenful, not thousands of lines.
        if (m.what.startsWith('batch ') && previous?.what.startsWith('batch ') && m !== batches[batches.length - 1] && Math.floor(gamesUpTo(batches, m) / 100) === Math.floor(gamesUpTo(batches, previous) / 100)) continue;
        const label = m.what.startsWith('batch ') ? `${gamesUpTo(batches, m)} games played` : m.what;
        console.log(`    ${m.at.toFixed(0).padStart(6)} ms  cpu ${m.cpu.toFixed(0).padStart(5)} ms  ${label}`);
        previous = m;
      }
    }
    for (const line of threadSummaries(marks)) console.log(`  ${line}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

function gamesUpTo(batches: readonly TimelineMark[], upTo: TimelineMark): number {
  let games = 0;
  for (const m of batches) {
    games += gamesOf(m);
    if (m === upTo) break;
  }
  return games;
}
