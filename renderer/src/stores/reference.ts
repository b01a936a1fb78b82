import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { ReferenceTables } from '@shared/ipc/contract';
import { call } from '../lib/call';

/** What the tables dialog shows: a table (with the row or cell a roll read), or the list of every table and ruling. */
export interface TableFocus {
  readonly tableId: string;
  readonly cell?: { readonly row: number; readonly column?: number };
  /** The roll's own words, shown above the table. */
  readonly caption?: string;
}

/** Every table and ruling of the open ruleset, fetched once per ruleset from main (`rules:reference`). */
export const useReferenceStore = defineStore('reference', () => {
  /** Shallow: replaced whole, never edited, and read through its many tables only when the dialog is open. */
  const reference = shallowRef<ReferenceTables | null>(null);
  const loadedFor = ref('');
  const open = ref(false);
  const focus = ref<TableFocus | null>(null);
  /** A rule section to open the rulings at (the first-game guide's links); the rule text itself is the rulebook's. */
  const section = ref('');

  async function load(rulesetId: string): Promise<void> {
    if (loadedFor.value === rulesetId && reference.value) return;
    const value = await call('rules:reference', { rulesetId }, 'Loading the tables');
    if (value) {
      reference.value = value;
      loadedFor.value = rulesetId;
    }
  }

  function show(next: TableFocus | null): void {
    focus.value = next;
    section.value = '';
    open.value = true;
  }

  function showSection(next: string): void {
    focus.value = null;
    section.value = next;
    open.value = true;
  }

  function close(): void {
    open.value = false;
  }

  return { reference, open, focus, section, load, show, showSection, close };
});
