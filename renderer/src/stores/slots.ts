import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { SlotListing, SlotMeta } from '@shared/saves/slot-schema';
import { api } from '../api/bridge';
import { call } from '../lib/call';

type ReadableListing = Extract<SlotListing, { readable: true }>;
type UnreadableListing = Extract<SlotListing, { readable: false }>;

/** The save slots as main reports them; main pushes 'slots:changed' after every change, so the list never goes stale. */
export const useSlotStore = defineStore('slots', () => {
  const listings = ref<readonly SlotListing[]>([]);
  const loaded = ref(false);

  const readable = computed<SlotMeta[]>(() =>
    listings.value
      .filter((l): l is ReadableListing => l.readable)
      .map((l) => l.meta)
      .sort((a, b) => b.lastPlayed.localeCompare(a.lastPlayed)),
  );
  const unreadable = computed<UnreadableListing[]>(() =>
    listings.value.filter((l): l is UnreadableListing => !l.readable),
  );

  let unsubscribe: (() => void) | null = null;
  function subscribe(): void {
    unsubscribe ??= api.on('slots:changed', (next) => {
      listings.value = next;
      loaded.value = true;
    });
  }

  async function refresh(): Promise<void> {
    const value = await call('slots:list', {}, 'Listing the save slots');
    if (value) listings.value = value;
    loaded.value = true;
  }

  async function rename(id: string, name: string): Promise<boolean> {
    const meta = await call('slots:rename', { id, name }, 'Renaming the slot');
    if (meta) await refresh();
    return meta !== undefined;
  }

  async function duplicate(slot: SlotMeta): Promise<boolean> {
    const meta = await call('slots:duplicate', { id: slot.id, name: copyName(slot.name) }, 'Duplicating the slot');
    if (meta) await refresh();
    return meta !== undefined;
  }

  async function remove(id: string): Promise<boolean> {
    const done = await call('slots:delete', { id }, 'Deleting the slot');
    if (done) await refresh();
    return done !== undefined;
  }

  return { listings, loaded, readable, unreadable, subscribe, refresh, rename, duplicate, remove };
});

/** "Crypt run" → "Crypt run (copy)", kept inside the 60-character name limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return name.length + suffix.length <= 60 ? name + suffix : name.slice(0, 60 - suffix.length).trimEnd() + suffix;
}
