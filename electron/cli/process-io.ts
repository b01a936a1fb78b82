import type { CliIo } from './command';

/** The CLI's input and output when it runs as a process: stdout, stderr (a terminal gets the progress bar), Ctrl-C. */
export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
    ...(process.stderr.isTTY ? { terminal: process.stderr } : {}),
    onInterrupt: (handler) => {
      process.on('SIGINT', handler);
      return () => process.off('SIGINT', handler);
    },
  };
}
