import { createHandlers, type Handlers } from './services/api-handlers';
import { EventHub } from './services/event-hub';
import { GameSession } from './services/game-session';
import { SlotStore } from './services/slot-store';

export interface AppServices {
  readonly handlers: Handlers;
  readonly events: EventHub;
  readonly store: SlotStore;
  readonly session: GameSession;
}

/** Wires the main-process services together; the same wiring serves Electron, the development host and the CLI. */
export function createAppServices(options: { dataDir: string; appVersion: string; host: 'electron' | 'web' }): AppServices {
  const store = new SlotStore(options.dataDir);
  const session = new GameSession(store, options.appVersion);
  const events = new EventHub();
  const handlers = createHandlers({ store, session, events, ...options });
  return { handlers, events, store, session };
}
