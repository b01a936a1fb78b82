import { computed, ref } from 'vue';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'mazewright.theme';

function readStored(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage can be blocked; the system preference still applies
  }
}

const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
const systemDark = ref(media?.matches ?? false);
media?.addEventListener('change', (e) => (systemDark.value = e.matches));

/** The player's explicit pick, or null to follow the system. */
const chosen = ref<Theme | null>(readStored());

export const theme = computed<Theme>(() => chosen.value ?? (systemDark.value ? 'dark' : 'light'));

function applyToDocument(): void {
  if (chosen.value) document.documentElement.dataset.theme = chosen.value;
  else delete document.documentElement.dataset.theme;
}

export function initTheme(): void {
  applyToDocument();
}

export function toggleTheme(): void {
  chosen.value = theme.value === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem(STORAGE_KEY, chosen.value);
  } catch {
    // not persisted, but still applied for this run
  }
  applyToDocument();
}
