/** One CLI command: its usage line and what it does. Output goes through `out` so tests can capture it. */
export interface CliCommand {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  /** Resolves to the exit code when it is not 0 (an interrupted run: 130). */
  run(argv: readonly string[], io: CliIo): Promise<void | number>;
}

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  /** Standard error when it is a terminal (a progress bar may redraw on it); absent in tests and pipes. */
  readonly terminal?: NodeJS.WriteStream;
  /** Calls `handler` on Ctrl-C until the returned function is called; absent in tests. */
  readonly onInterrupt?: (handler: () => void) => () => void;
}
