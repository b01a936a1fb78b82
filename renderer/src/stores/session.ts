import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { IpcRequest, SessionView } from '@shared/ipc/contract';
import type { GameEvent } from '@shared/engine/ruleset';
import { api } from '../api/bridge';
import { call } from '../lib/call';

/** The log is capped in memory; the slot file keeps all of it. */
const LOG_LIMIT = 500;

/** The live game as main holds it. The renderer only mirrors the view and the log and sends the player's intents. */
export const useSessionStore = defineStore('session', () => {
  const view = ref<SessionView | null>(null);
  /** Oldest first, as the engine produced it. */
  const log = ref<GameEvent[]>([]);
  const busy = ref(false);
  /** Actions the engine accepted in this window: lets tests and live regions tell that a step has landed. */
  const accepted = ref(0);

  let unsubscribe: (() => void) | null = null;
  function subscribe(): void {
    unsubscribe ??= api.on('session:changed', (next) => {
      view.value = next;
      if (!next) log.value = [];
    });
  }

  function adopt(next: { view: SessionView; log: readonly GameEvent[] }): void {
    view.value = next.view;
    log.value = next.log.slice(-LOG_LIMIT);
  }

  async function resume(): Promise<boolean> {
    const current = await call('session:current', {}, 'Restoring the open game');
    if (current) adopt(current);
    return Boolean(current);
  }

  async function create(request: IpcRequest<'slots:create'>): Promise<boolean> {
    busy.value = true;
    try {
      const created = await call('slots:create', request, 'Starting the game');
      if (created) adopt(created);
      return created !== undefined;
    } finally {
      busy.value = false;
    }
  }

  async function open(id: string): Promise<boolean> {
    busy.value = true;
    try {
      const opened = await call('slots:open', { id }, 'Opening the slot');
      if (opened) adopt(opened);
      return opened !== undefined;
    } finally {
      busy.value = false;
    }
  }

  async function act(action: unknown): Promise<boolean> {
    if (busy.value) return false;
    busy.value = true;
    try {
      const result = await call('session:act', { action }, 'The engine refused that');
      if (!result) return false;
      view.value = result.view;
      log.value = [...log.value, ...result.events].slice(-LOG_LIMIT);
      accepted.value++;
      return true;
    } finally {
      busy.value = false;
    }
  }

  async function close(): Promise<boolean> {
    const closed = await call('session:close', {}, 'Closing the game');
    if (closed === undefined) return false;
    view.value = null;
    log.value = [];
    return true;
  }

  return { view, log, busy, accepted, subscribe, resume, create, open, act, close };
});
