import type { RecordSheet, SheetContext } from '../../../engine/sheet';
import { adventurerSheet, type LooseRecord, type SheetExtras } from './adventurer-sheet';

type Loose = LooseRecord;
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

/**
 * [8.6] During a fight the engine keeps wounds and deaths on the combat board and writes them back to the records
 * only when the fight ends; a record shown or printed mid-fight carries the board's, as the party panel does.
 */
function withFightWounds(state: Loose, party: Loose[]): Loose[] {
  const phase = isRecord(state.phase) ? state.phase : null;
  if (phase?.kind !== 'combat' || !isRecord(phase.combat)) return party;
  const board = new Map(records(phase.combat.adventurers).map((a) => [a.id, a] as const));
  return party.map((a) => {
    const fighting = board.get(a.id);
    if (!fighting || (fighting.wounds === a.wounds && fighting.dead === a.dead)) return a;
    return { ...a, ...(typeof fighting.wounds === 'number' ? { wounds: fighting.wounds } : {}), ...(typeof fighting.dead === 'boolean' ? { dead: fighting.dead } : {}) };
  });
}

/**
 * What the campaign record knows of its roster, indexed once: each roster entry by id (per roster list), and how
 * many expeditions [13.0] each adventurer came home alive from (per expeditions list). A state shares these lists
 * with the state before it until they change (an expedition begins or ends, someone dies or is recruited), and an
 * unchanged roster entry stays the same object, so a long campaign's records are neither searched again nor rebuilt
 * for every action (issue 18: the roster and the expeditions grow with the campaign; an action rebuilds the party's
 * records, and a change to the roster only the records of the entries that changed).
 */
interface CampaignIndex {
  readonly rosterById: ReadonlyMap<unknown, Loose>;
  readonly survived: ReadonlyMap<unknown, number>;
}

const rosterIndexes = new WeakMap<object, ReadonlyMap<unknown, Loose>>();
const survivedIndexes = new WeakMap<object, ReadonlyMap<unknown, number>>();
/** The roster's records not in the party, per campaign object, with the key (context and party) they were built for. */
const rosterSheets = new WeakMap<Loose, { readonly key: string; readonly sheets: readonly RecordSheet[] }>();
/** One roster entry's record, with the key (what else it shows) it was built for. */
const entrySheets = new WeakMap<Loose, { readonly key: string; readonly sheet: RecordSheet }>();

/** Memoized by the identity of `list` when it is an object (the engine's lists are never changed in place). */
function cachedBy<T>(cache: WeakMap<object, T>, list: unknown, build: () => T): T {
  if (typeof list !== 'object' || list === null) return build();
  const known = cache.get(list);
  if (known !== undefined) return known;
  const built = build();
  cache.set(list, built);
  return built;
}

function indexOf(campaign: Loose, roster: readonly Loose[]): CampaignIndex {
  const rosterById = cachedBy(rosterIndexes, campaign.roster, () => {
    const byId = new Map<unknown, Loose>();
    // The first entry of an id wins, as a search from the start would find it.
    for (const r of roster) if (r.id !== undefined && !byId.has(r.id)) byId.set(r.id, r);
    return byId;
  });
  const survived = cachedBy(survivedIndexes, campaign.expeditions, () => {
    const counts = new Map<unknown, number>();
    for (const expedition of records(campaign.expeditions)) {
      // An adventurer listed twice in one expedition still came home from it once.
      const home = new Set(records(expedition.members).filter((m) => m.survived === true).map((m) => m.id));
      for (const id of home) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  });
  return { rosterById, survived };
}

/** Expeditions from which the campaign records this adventurer coming home alive [13.0]. */
function expeditionsSurvived(campaign: Loose | null, index: CampaignIndex | null, id: unknown): number | null {
  if (!campaign || !index || typeof id !== 'string') return null;
  return index.survived.get(id) ?? 0;
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
 * Every adventurer's Character Record from a Deathmaze state (`Ruleset.sheets`): the party in play first (their live
 * wounds, items and treasure), then the rest of the campaign roster, living and dead. It reads the engine's `party[]`
 * of GameAdventurer (dead included) and its `campaign.roster[]`, and the old placeholder's `party[]` of {name, class,
 * woundPoints}, defensively: a save of any age prints, and missing fields print as zero. Kills: the roster's count
 * from earlier expeditions plus this expedition's (the engine counts them); unknown only for a record that is not the
 * engine's (no id).
 */
export function deathmazeSheets(input: unknown, context: SheetContext = {}, gameTitle = 'Deathmaze'): RecordSheet[] {
  if (!isRecord(input)) return [];
  const state = input;
  const campaign = isRecord(state.campaign) ? state.campaign : null;
  const roster = records(campaign?.roster);
  const index = campaign ? indexOf(campaign, roster) : null;
  // At home the roster is the truth (advancement bought, wounds cured); `party` still holds the last expedition.
  const atHome = isRecord(state.phase) && state.phase.kind === 'home' && roster.length > 0;
  const party = atHome ? [] : withFightWounds(state, partyEntries(state));
  const inParty = new Set<unknown>(party.map((a) => a.id).filter((id) => typeof id === 'string'));
  const sheetOf = (entry: Loose, rosterOnly: boolean): RecordSheet => {
    const rosterEntry = (entry.id !== undefined ? index?.rosterById.get(entry.id) : undefined) ?? null;
    return adventurerSheet(entry, {
      gameTitle,
      expeditionsSurvived: optNumber(entry.expeditionsSurvived) ?? expeditionsSurvived(campaign, index, entry.id),
      kills: killsOf(entry, rosterEntry, rosterOnly),
      dead: deathOf(entry, rosterEntry),
      campaign: optString(campaign?.name) ?? context.campaign ?? null,
      seed: context.seed ?? null,
    });
  };
  const partySheets = party.map((entry) => sheetOf(entry, atHome));
  // A roster entry's record depends on the entry (the same object while it is unchanged) and on what the key says.
  const rosterSheetOf = (entry: Loose): RecordSheet => {
    if (index?.rosterById.get(entry.id) !== entry) return sheetOf(entry, true);
    const key = JSON.stringify([expeditionsSurvived(campaign, index, entry.id), gameTitle, optString(campaign?.name) ?? context.campaign ?? null, context.seed ?? null]);
    const known = entrySheets.get(entry);
    if (known?.key === key) return known.sheet;
    const sheet = sheetOf(entry, true);
    entrySheets.set(entry, { key, sheet });
    return sheet;
  };
  // The rest of the roster changes only with the campaign object: the list is made once per campaign, party and
  // context, not on every action (a campaign of thousands of expeditions has thousands of dead on its roster).
  if (!campaign) return [...partySheets, ...roster.filter((r) => !inParty.has(r.id)).map(rosterSheetOf)];
  const key = JSON.stringify([gameTitle, context.campaign ?? null, context.seed ?? null, [...inParty]]);
  const cached = rosterSheets.get(campaign);
  const rest = cached?.key === key ? cached.sheets : roster.filter((r) => !inParty.has(r.id)).map(rosterSheetOf);
  if (cached?.key !== key) rosterSheets.set(campaign, { key, sheets: rest });
  return [...partySheets, ...rest];
}
