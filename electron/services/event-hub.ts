import type { IpcEventName, IpcEvents } from '../../shared/ipc/contract';

type Listener = <E extends IpcEventName>(event: E, payload: IpcEvents[E]) => void;

/** Fans main-process events out to whoever shows them: Electron windows, or the development host's browsers. */
export class EventHub {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<E extends IpcEventName>(event: E, payload: IpcEvents[E]): void {
    for (const listener of this.listeners) listener(event, payload);
  }
}
