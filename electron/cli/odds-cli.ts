import { isMainThread } from 'node:worker_threads';

/**
 * The entry of the CLI's simulator bundle (launch.mjs builds it): one script for the command on the main thread and for
 * its odds workers, so that the one V8 code cache beside it (code-cache.mjs) serves both. Each thread evaluates only its
 * own part: the bundler inlines these imports as modules that run when first imported.
 */
if (isMainThread) void import('./odds-main');
else void import('../services/odds/worker');
