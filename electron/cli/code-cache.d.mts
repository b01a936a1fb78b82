/** Types of code-cache.mjs (a plain ES module, so that launch.mjs and the workers' stub run it without a build). */
export function readCache(file: string): Buffer | undefined;
export function readSource(file: string): string;
export function writeCache(file: string, data: Buffer): void;
export function runBundle(file: string, options?: { saveCache?: boolean }): 'none' | 'accepted' | 'rejected';
export function mark(what: string, at?: number): void;
