import { parentPort, workerData } from 'node:worker_threads';
import type { BatchReply, BatchRequest, WorkerInput } from './job';
import { loadAutoplayer, playBatch } from './play-batch';
import { mark } from './timeline';

/**
 * A worker thread of an odds run: loads the job's ruleset (that one alone), then plays the batches the pool sends, one
 * at a time, and replies with their tallies. Batches that arrive while the ruleset loads wait for it in order.
 */
const input = workerData as WorkerInput;
const autoplay = loadAutoplayer(input.job.rulesetId);
// A failed load is answered per batch below; this keeps it from also counting as an unhandled rejection.
autoplay.catch(() => undefined);
mark('worker ready');
parentPort?.on('message', (request: BatchRequest) => {
  void autoplay.then(
    (player) => {
      let reply: BatchReply;
      try {
        reply = { batch: request.batch, ok: true, ...playBatch(player, input.job, request, input.rows) };
        mark(`batch ${request.batch} played (${request.count} games)`);
      } catch (error) {
        reply = { batch: request.batch, ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      parentPort?.postMessage(reply);
    },
    (error: unknown) => parentPort?.postMessage({ batch: request.batch, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies BatchReply),
  );
});
