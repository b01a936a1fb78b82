import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AppInfo } from '@shared/ipc/contract';
import { call } from '../lib/call';

export const useAppInfoStore = defineStore('app-info', () => {
  const info = ref<AppInfo | null>(null);

  async function load(): Promise<void> {
    const value = await call('app:info', {}, 'Starting up');
    if (value) info.value = value;
  }

  return { info, load };
});
