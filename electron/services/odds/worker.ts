import { parentPort } from 'node:worker_threads';
import type { Autoplayer } from '../../../shared/sim/outcome';
import type { BatchReply, WorkerInput, WorkerRequest } from './job';
import { loadAutoplayer, playBatch } from './play-batch';
import { mark } from './timeline';

/**
 * A worker thread of an odds run: waits for the job (the first message: the worker may have been started before the
 * run was known, prestart.mjs), loads the job's ruleset (that one alone), then plays the batches the pool sends, one
 * at a time, and replies with their tallies. Batches that arrive while the ruleset loads wait for it in order.
 */
let job: { readonly input: WorkerInput; readonly autoplay: Promise<Autoplayer> } | undefined;
mark('worker ready');
parentPort?.on('message', (request: WorkerRequest) => {
  if ('input' in request) {
    const autoplay = loadAutoplayer(request.input.job.rulesetId);
    // A failed load is answered per batch below; this keeps it from also counting as an unhandled rejection.
    autoplay.catch(() => undefined);
    job = { input: request.input, autoplay };
    return;
  }
  if (!job) return reply({ batch: request.batch, ok: false, message: 'An odds worker was sent a batch before its job.' });
  const { input } = job;
  void job.autoplay.then(
    (player) => {
      try {
        const played = playBatch(player, input.job, request, input.rows);
        mark(`batch ${request.batch} played (${request.count} games)`);
        reply({ batch: request.batch, ok: true, ...played });
      } catch (error) {
        reply({ batch: request.batch, ok: false, message: error instanceof Error ? error.message : String(error) });
      }
    },
    (error: unknown) => reply({ batch: request.batch, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});

function reply(message: BatchReply): void {
  parentPort?.postMessage(message);
}
