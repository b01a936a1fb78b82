import { performance } from 'node:perf_hooks';

export interface Measurement {
  readonly name: string;
  readonly operations: number;
  readonly totalMs: number;
  /** A line printed as it stands instead of a cost (a ratio of two measurements). */
  readonly text?: string;
}

export interface MeasureOptions {
  /** How long to measure for. */
  readonly budgetMs?: number;
  /** How long to run the operation first, unmeasured, so that V8 has compiled it (at least 20 runs either way). */
  readonly warmUpMs?: number;
}

/** Runs `operation` repeatedly for about `budgetMs` after a warm-up, and reports the cost per operation. */
export function measure(name: string, operation: () => void, options: MeasureOptions = {}): Measurement {
  const budgetMs = options.budgetMs ?? 1000;
  const warmUpEnd = performance.now() + (options.warmUpMs ?? 0);
  for (let i = 0; i < 20 || performance.now() < warmUpEnd; i++) operation();
  let operations = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    operation();
    operations++;
    now = performance.now();
  }
  return { name, operations, totalMs: now - start };
}

export function report(m: Measurement): string {
  if (m.text !== undefined) return m.text;
  const perOp = m.totalMs / m.operations;
  const perOpText = perOp >= 1 ? `${perOp.toFixed(2)} ms/op` : `${(perOp * 1000).toFixed(1)} µs/op`;
  return `${m.name.padEnd(52)} ${perOpText.padStart(14)}  (${Math.round((m.operations / m.totalMs) * 1000).toLocaleString('en-US')} ops/s)`;
}
