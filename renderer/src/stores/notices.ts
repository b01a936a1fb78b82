import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { IpcError } from '@shared/ipc/contract';

export interface Notice {
  readonly message: string;
  /** The rule section an engine rejection cites. */
  readonly rule?: string;
  /** Which operation failed, in words ("Renaming the slot"). */
  readonly context?: string;
}

/** The one error banner: the latest failure stays visible until the player dismisses it or the next one replaces it. */
export const useNoticeStore = defineStore('notices', () => {
  const current = ref<Notice | null>(null);

  function report(error: IpcError, context?: string): void {
    current.value = {
      message: error.message,
      ...(error.rule ? { rule: error.rule } : {}),
      ...(context ? { context } : {}),
    };
  }

  function dismiss(): void {
    current.value = null;
  }

  return { current, report, dismiss };
});
