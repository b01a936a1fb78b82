import { defineStore } from 'pinia';
import { ref } from 'vue';

export type Screen = 'title' | 'new-game' | 'game';

/** Which screen is up. Three screens and no deep links: a router would be more machinery than the app needs. */
export const useScreenStore = defineStore('screen', () => {
  const current = ref<Screen>('title');
  function show(screen: Screen): void {
    current.value = screen;
  }
  return { current, show };
});
