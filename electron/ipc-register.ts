import { ipcMain, type WebContents } from 'electron';
import { IPC_PREFIX, ipcChannels, type IpcResult } from '../shared/ipc/contract';
import { dispatch, type Handlers } from './services/api-handlers';
import type { EventHub } from './services/event-hub';
import { isTrustedSender } from './security-policy';

/** Registers one ipcMain handler per contract channel; each checks the sending frame, then validates and dispatches. */
export function registerIpc(handlers: Handlers, appEntryUrl: () => string): void {
  for (const channel of ipcChannels) {
    ipcMain.handle(IPC_PREFIX + channel, async (event, request: unknown): Promise<IpcResult<unknown>> => {
      if (!isTrustedSender(event.senderFrame?.url, appEntryUrl())) {
        return { ok: false, error: { code: 'forbidden', message: 'This page may not talk to Mazewright.' } };
      }
      return dispatch(handlers, channel, request);
    });
  }
}

/** Forwards main-process events to a window for as long as it lives. */
export function forwardEvents(events: EventHub, contents: WebContents): void {
  const unsubscribe = events.subscribe((name, payload) => {
    if (!contents.isDestroyed()) contents.send(IPC_PREFIX + name, payload);
  });
  contents.once('destroyed', unsubscribe);
}
