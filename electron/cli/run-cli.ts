import type { CliIo } from './command';
import { commands } from './commands';
import { runCommandLine } from './run-command';

/** Runs one command line with every command; returns the exit code instead of exiting, so tests can call it in-process. */
export function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCommandLine(commands, argv, io);
}
