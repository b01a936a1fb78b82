import type { IpcErrorCode } from '../../shared/ipc/contract';

/** An error meant for the player: its message is shown as is, its code tells the UI what kind of trouble it is. */
export class ApiError extends Error {
  constructor(
    readonly code: IpcErrorCode,
    message: string,
    readonly rule?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
