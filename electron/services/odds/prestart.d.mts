import type { Worker } from 'node:worker_threads';

/** Types of prestart.mjs (plain JavaScript, so that the CLI's launcher runs it without a build). */
export const MIN_GAMES_PER_WORKER: number;
export function wantsWorker(size: { games: number; jobs: number }): boolean;
export function runSize(argv: readonly string[]): { games: number; jobs: number } | undefined;
export function prestart(file: string): void;
export function takePrestarted(file: string): { worker: Worker; error: Error | undefined } | undefined;
export function discardPrestarted(): void;
