import { dialog, ipcMain, type BrowserWindow, type OpenDialogOptions, type SaveDialogOptions, type WebContents } from 'electron';
import { IPC_PREFIX, ipcChannels, type IpcResult } from '../shared/ipc/contract';
import { dispatch, type Handlers } from './services/api-handlers';
import type { EventHub } from './services/event-hub';
import type { PathPicker } from './services/path-picker';
import { isTrustedSender } from './security-policy';

/** Registers one ipcMain handler per contract channel; each checks the sending frame, then validates and dispatches. */
export function registerIpc(handlers: Handlers, appEntryUrl: () => string): void {
  for (const channel of ipcChannels) {
    ipcMain.handle(IPC_PREFIX + channel, async (event, request: unknown): Promise<IpcResult<unknown>> => {
      const frame = event.senderFrame;
      if (!isTrustedSender(frame ? { url: frame.url, isTopFrame: frame.parent === null } : null, appEntryUrl())) {
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

/**
 * The native file dialogs, shown by main over the app window. Paths come only from here, never from the page:
 * a page can ask for "Export…", but only the player decides where the file goes.
 */
export function electronPathPicker(window: () => BrowserWindow | null): PathPicker {
  const filters = (extension: string) => {
    const ext = extension.replace(/^\./, '');
    return [{ name: ext === 'pdf' ? 'PDF document' : 'Mazewright saved game', extensions: [ext] }];
  };
  return {
    async saveFile({ title, defaultName, extension }) {
      const options: SaveDialogOptions = { title, defaultPath: defaultName, filters: filters(extension), properties: ['createDirectory', 'showOverwriteConfirmation'] };
      const owner = window();
      const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? undefined : result.filePath;
    },
    async openFile({ title, extension }) {
      const options: OpenDialogOptions = { title, filters: filters(extension), properties: ['openFile'] };
      const owner = window();
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return result.canceled ? undefined : result.filePaths[0];
    },
    async chooseFolder({ title }) {
      const options: OpenDialogOptions = { title, properties: ['openDirectory', 'createDirectory'] };
      const owner = window();
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return result.canceled ? undefined : result.filePaths[0];
    },
  };
}
