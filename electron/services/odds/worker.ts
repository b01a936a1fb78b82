import { parentPort, workerData } from 'node:worker_threads';
import type { BatchReply, BatchRequest, WorkerInput } from './job';
import { playBatch } from './play-batch';
import { mark } from './timeline';

/** A worker thread of an odds run: plays the batches the pool sends, one at a time, and replies with their tallies. */
const input = workerData as WorkerInput;
mark('worker ready');
parentPort?.on('message', (request: BatchRequest) => {
  let reply: BatchReply;
  try {
    reply = { batch: request.batch, ok: true, ...playBatch(input.job, request, input.rows) };
    mark(`batch ${request.batch} played (${request.count} games)`);
  } catch (error) {
    reply = { batch: request.batch, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
