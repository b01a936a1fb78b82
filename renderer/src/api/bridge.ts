import type { MazewrightApi } from '@shared/ipc/contract';
import { createHttpApi } from './http-api';

declare global {
  interface Window {
    /** Set by the Electron preload; absent when the renderer runs in a plain browser against the development host. */
    readonly mazewright?: MazewrightApi;
  }
}

/** The typed API: the preload's in Electron, the development host's over HTTP in a browser. */
export const api: MazewrightApi = window.mazewright ?? createHttpApi(window.location.origin);
export const hostKind: 'electron' | 'web' = window.mazewright ? 'electron' : 'web';
