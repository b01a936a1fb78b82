import {
  ipcEventNames,
  type IpcChannel,
  type IpcEventName,
  type IpcEvents,
  type IpcRequest,
  type IpcResponse,
  type IpcResult,
  type MazewrightApi,
} from '@shared/ipc/contract';

/**
 * The browser-side twin of the preload API, speaking to the development host: calls are POSTs to /api/invoke,
 * events arrive on one server-sent event stream.
 */
export function createHttpApi(origin: string): MazewrightApi {
  const listeners = new Map<IpcEventName, Set<(payload: never) => void>>();
  let stream: EventSource | null = null;

  function ensureStream(): void {
    if (stream) return;
    stream = new EventSource(`${origin}/api/events`);
    for (const name of ipcEventNames) {
      stream.addEventListener(name, (message) => {
        const payload = JSON.parse((message as MessageEvent<string>).data) as never;
        for (const listener of listeners.get(name) ?? []) listener(payload);
      });
    }
  }

  return Object.freeze({
    async invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResult<IpcResponse<C>>> {
      try {
        const response = await fetch(`${origin}/api/invoke`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ channel, request }),
        });
        return (await response.json()) as IpcResult<IpcResponse<C>>;
      } catch {
        return { ok: false, error: { code: 'io', message: 'The development host is not answering. Is `npm run dev:web` still running?' } };
      }
    },
    on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void {
      ensureStream();
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: never) => void);
    },
  });
}
