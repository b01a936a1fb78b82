import type { Adventurer } from '../rulesets/deathmaze/data/characters';
import type { CharacterSheet, SheetExtras } from './character-sheet';
import { deathmazeSheet } from './deathmaze-sheet';

/** What a saved game does not say about itself: the save slot's name (the campaign's, if it has none) and seed. */
export interface SheetContext {
  readonly campaign?: string | null;
  readonly seed?: string | null;
}

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const records = (v: unknown): Loose[] => (Array.isArray(v) ? v.filter(isRecord) : []);
const optNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const optString = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The adventurers in play: `party[]` (placeholder and engine), `party.adventurers[]` or `adventurers[]`. */
function partyEntries(state: Loose): Loose[] {
  const party = state.party;
  if (Array.isArray(party)) return records(party);
  if (isRecord(party)) return records(party.adventurers);
  return records(state.adventurers);
}

/** Expeditions from which the campaign records this adventurer coming home alive [13.0]. */
function expeditionsSurvived(campaign: Loose | null, id: unknown): number | null {
  if (!campaign || typeof id !== 'string') return null;
  let survived = 0;
  for (const expedition of records(campaign.expeditions)) {
    if (records(expedition.members).some((m) => m.id === id && m.survived === true)) survived++;
  }
  return survived;
}

/** Death from whichever fields the entry uses: the roster's `death` record, or play's `dead`/`causeOfDeath`/`diedAt`. */
function deathOf(entry: Loose, rosterEntry: Loose | null): SheetExtras['dead'] {
  const record = [entry.death, rosterEntry?.death].find(isRecord) ?? null;
  const dead = record !== null || entry.dead === true || entry.status === 'dead' || entry.petrified === true;
  if (!dead) return null;
  return {
    where: optString(record?.where ?? entry.diedAt),
    how: optString(record?.cause ?? record?.how ?? entry.causeOfDeath ?? (entry.petrified === true ? 'turned to stone' : null)),
  };
}

/** Kills so far: the roster's (earlier expeditions) and, for one in play, this expedition's. */
function killsOf(entry: Loose, rosterEntry: Loose | null, rosterOnly: boolean): number | null {
  if (typeof entry.id !== 'string') return optNumber(entry.kills);
  const before = optNumber(rosterEntry?.kills) ?? 0;
  return rosterOnly ? (optNumber(entry.kills) ?? before) : before + (optNumber(entry.kills) ?? 0);
}

/**
 * Every adventurer's sheet from a saved game's state: the party in play first (their live wounds, items and
 * treasure), then the rest of the campaign roster, living and dead. This is the one place that knows where each
 * ruleset keeps its adventurers. Deathmaze: the old placeholder's `party[]` of {name, class, woundPoints}, the
 * engine's `party[]` of GameAdventurer (dead included) and its `campaign.roster[]`. Missing fields print as zero.
 * Kills: the roster's count from earlier expeditions plus this expedition's (the engine counts them); unknown only
 * for a record that is not the engine's (no id).
 */
export function sheetsFromGameState(rulesetId: string, state: unknown, context: SheetContext = {}): CharacterSheet[] {
  if (!isRecord(state)) return [];
  switch (rulesetId) {
    case 'deathmaze':
    default: {
      // Only Deathmaze exists so far; its mapping reads unknown shapes defensively, so it is the best fallback.
      const campaign = isRecord(state.campaign) ? state.campaign : null;
      const roster = records(campaign?.roster);
      // At home the roster is the truth (advancement bought, wounds cured); `party` still holds the last expedition.
      const atHome = isRecord(state.phase) && state.phase.kind === 'home' && roster.length > 0;
      const party = atHome ? [] : partyEntries(state);
      const inParty = new Set<unknown>(party.map((a) => a.id).filter((id) => typeof id === 'string'));
      const entries = [...party, ...roster.filter((r) => !inParty.has(r.id))];
      return entries.map((entry) => {
        const rosterEntry = roster.find((r) => r.id !== undefined && r.id === entry.id) ?? null;
        const extras: SheetExtras = {
          expeditionsSurvived: optNumber(entry.expeditionsSurvived) ?? expeditionsSurvived(campaign, entry.id),
          kills: killsOf(entry, rosterEntry, atHome || !party.includes(entry)),
          dead: deathOf(entry, rosterEntry),
          campaign: optString(campaign?.name) ?? context.campaign ?? null,
          seed: context.seed ?? null,
        };
        return deathmazeSheet(entry as unknown as Adventurer, extras);
      });
    }
  }
}
