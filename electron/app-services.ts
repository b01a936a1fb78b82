import { createHandlers, type Handlers } from './services/api-handlers';
import { EventHub } from './services/event-hub';
import { GameSession } from './services/game-session';
import { OddsService } from './services/odds/service';
import type { PathPicker } from './services/path-picker';
import { PendingImports } from './services/pending-imports';
import { SlotStore } from './services/slot-store';
import { sweepStaleTempFiles } from './services/temp-sweep';

export interface AppServices {
  readonly handlers: Handlers;
  readonly events: EventHub;
  readonly store: SlotStore;
  readonly session: GameSession;
  /** Imports waiting on the player, including files the operating system asked us to open. */
  readonly pendingImports: PendingImports;
  /** The start-up sweep of temp files that killed writes left behind (the files removed). */
  readonly tempSweep: Promise<string[]>;
  /** Simulated expeditions for the Odds view, on worker threads. */
  readonly odds: OddsService;
}

/** Wires the main-process services together; the same wiring serves Electron, the development host and the CLI. */
export function createAppServices(options: { dataDir: string; appVersion: string; host: 'electron' | 'web'; picker?: PathPicker }): AppServices {
  const store = new SlotStore(options.dataDir);
  const session = new GameSession(store, options.appVersion);
  const events = new EventHub();
  const pendingImports = new PendingImports();
  const odds = new OddsService(store, events);
  const handlers = createHandlers({ store, session, events, pendingImports, odds, ...options });
  const tempSweep = sweepStaleTempFiles(options.dataDir);
  return { handlers, events, store, session, pendingImports, tempSweep, odds };
}
