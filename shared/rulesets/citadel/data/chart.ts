/**
 * A printed chart that is looked up by name rather than rolled on (the same shape as Deathmaze's reference charts,
 * restated here so this ruleset does not import Deathmaze's internals).
 */
export interface ReferenceChart {
  readonly kind: 'chart';
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: Readonly<Record<string, unknown>>;
  /** A footnote printed under the chart. */
  readonly note?: string;
}
