/** One event of a Chrome trace (Playwright's `tracing`), as the bench tools read it: `tdur` is thread CPU time. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: {
    readonly name?: string;
    readonly elementCount?: number;
    readonly beginData?: { readonly dirtyObjects?: number };
    /** `message`: a `console.timeStamp` label (the bench marks the end of the frame it waited for). */
    readonly data?: { readonly requestId?: string; readonly url?: string; readonly message?: string };
  };
}
