import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  IPC_PREFIX,
  ipcChannels,
  ipcEventNames,
  type IpcChannel,
  type IpcEventName,
  type IpcEvents,
  type IpcRequest,
  type IpcResponse,
  type IpcResult,
  type MazewrightApi,
} from '../shared/ipc/contract';

/**
 * The only door from the page to the main process: one frozen object with `invoke` for the contract's channels and
 * `on` for its events. No ipcRenderer, no send, nothing else crosses the bridge.
 */
const channels = new Set<string>(ipcChannels);
const eventNames = new Set<string>(ipcEventNames);

const api: MazewrightApi = Object.freeze({
  invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResult<IpcResponse<C>>> {
    if (!channels.has(channel)) {
      return Promise.resolve({ ok: false, error: { code: 'unknown-channel', message: `There is no call named “${String(channel)}”.` } });
    }
    return ipcRenderer.invoke(IPC_PREFIX + channel, request) as Promise<IpcResult<IpcResponse<C>>>;
  },
  on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void {
    if (!eventNames.has(event)) throw new Error(`There is no event named “${String(event)}”.`);
    const wrapped = (_event: IpcRendererEvent, payload: IpcEvents[E]): void => listener(payload);
    ipcRenderer.on(IPC_PREFIX + event, wrapped);
    return () => ipcRenderer.removeListener(IPC_PREFIX + event, wrapped);
  },
});

contextBridge.exposeInMainWorld('mazewright', api);
