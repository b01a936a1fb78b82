// Under tsx (the CLI, the development host, tests) a worker thread does not inherit tsx's loader: this bootstrap
// registers it and imports the TypeScript worker. The bundled app runs the built odds-worker.js directly instead.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
