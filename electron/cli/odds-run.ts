import { closeSync, openSync, writeSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { CliError } from './cli-error';
import { intFlag, type ParsedArgs } from './args';
import type { CliIo } from './command';
import { defaultJobs, runOdds, type OddsRunResult } from '../services/odds/pool';
import type { OddsJob, OddsRow } from '../services/odds/job';
import { csvHeader, csvLines } from '../services/odds/csv';
import { grouped } from './grouped';

/** `--jobs N`: worker threads, one per core unless told otherwise. */
export function jobsFlag(args: ParsedArgs): number {
  return intFlag(args, 'jobs', defaultJobs(), { min: 1, max: 256 });
}

/**
 * Runs an odds job for a CLI command: a progress bar with rate and ETA on a terminal, a plain line every tenth of the
 * run otherwise (none at all with --json, whose output is for programs), rows written to `--csv` in game order, and
 * Ctrl-C stopping the workers and returning what was done (`cancelled`).
 */
export async function runForCli(job: OddsJob, options: { jobs: number; csv?: string; json: boolean; unit: string }, io: CliIo): Promise<OddsRunResult> {
  let csv: number | undefined;
  if (options.csv !== undefined) {
    try {
      csv = openSync(options.csv, 'w');
      writeSync(csv, `${csvHeader(job)}\n`);
    } catch (error) {
      throw new CliError(`Cannot write ${options.csv}: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
  }
  const bar = io.terminal
    ? new SingleBar({ stream: io.terminal, format: `{bar} {value}/{total} ${options.unit} | {rate}/s | ETA {eta_formatted}`, hideCursor: true, clearOnComplete: true, etaBuffer: 50 })
    : undefined;
  const started = Date.now();
  bar?.start(job.games, 0, { rate: '0' });
  let nextLine = Math.ceil(job.games / 10);
  const progress = ({ done, total }: { done: number; total: number }): void => {
    if (bar) bar.update(done, { rate: grouped(Math.round((done / Math.max(1, Date.now() - started)) * 1000)) });
    else if (!options.json && done >= nextLine && done < total) {
      io.err(`${grouped(done)} of ${grouped(total)} ${options.unit} played`);
      nextLine = done + Math.ceil(total / 10);
    }
  };
  const controller = new AbortController();
  const release = io.onInterrupt?.(() => controller.abort());
  try {
    return await runOdds({
      job,
      jobs: options.jobs,
      signal: controller.signal,
      onProgress: progress,
      allowInProcess: true,
      ...(csv !== undefined ? { onRows: (rows: readonly OddsRow[]) => writeSync(csv, csvLines(rows)) } : {}),
    });
  } finally {
    release?.();
    bar?.stop();
    if (csv !== undefined) closeSync(csv);
  }
}
