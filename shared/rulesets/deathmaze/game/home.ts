import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { checkParty, WEAPON_NAMES } from '../data/characters';
import { describeMagicItem } from '../data/magic-items';
import { defaultMarchingOrder, describeMarchingOrder } from '../combat';
import { createMaze, designOf, ENTRANCE_POSITION } from '../maze';
import { charmedWanderOff } from '../charm/rules';
import {
  advance,
  beginExpedition,
  describeOption,
  endExpedition,
  ownedMagicWeapons,
  recruit,
  renameAdventurer,
  retireAdventurer,
  type AdvancementOption,
  type Campaign,
  type RosterAdventurer,
  type WeaponPick,
} from '../campaign';
import { campaignFromParty, expeditionReport } from './campaign-bridge';
import { refuse, type Refusal } from './flow';
import { createMember, describeMember, memberInput, toGameAdventurer, type MemberSetup } from './setup';
import { gameItem, withAdventurer, withState } from './state-copy';
import { openingAdvancedBookkeeping, openingExpedition } from './expedition-start';
import type { DeathmazeState, GameAdventurer, GameItem, PartyPick } from './types';
import { buildPhase } from './phase-records';

/** The campaign of this game: the one it carries, or (a Basic game set up with a party only) the one it implies. */
export function campaignOf(state: DeathmazeState): Campaign {
  return state.campaign ?? campaignFromParty('Campaign', state.gameVariant, state.party);
}

/** The weapons he carries now, as picks for the next expedition (magic ones by their place in ownedMagicWeapons). */
export function currentWeapons(a: RosterAdventurer): WeaponPick[] {
  let magic = 0;
  return a.weapons.map((w) => (w.bonus > 0 ? { magic: magic++ } : { weapon: w.weapon }));
}

/** Everyone available, in roster order, up to six [3.0], each with the weapons he carries now. */
export function defaultSelection(campaign: Campaign): PartyPick[] {
  return campaign.roster
    .filter((a) => a.status === 'available')
    .slice(0, 6)
    .map((a) => ({ id: a.id, weapons: currentWeapons(a) }));
}

export function describePick(campaign: Campaign, pick: WeaponPick, a: RosterAdventurer): string {
  if ('weapon' in pick) return WEAPON_NAMES[pick.weapon];
  const w = ownedMagicWeapons(a)[pick.magic];
  return w ? `+${w.bonus} ${WEAPON_NAMES[w.weapon]}` : 'a lost weapon';
}

/**
 * [4.0], [9.18], [13.0], [13.21], [13.22] After the expedition: the shares were paid as the party left; survivors come
 * home cured with their magic items and savings; the dead stay on the roster with how and where they died; charmed
 * monsters wander off; the expedition's result is recorded.
 */
export function goHome(state: DeathmazeState, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind !== 'ended') return refuse('13.0', 'The party goes home only when the expedition is over.');
  const campaign = campaignOf(state);
  const report = expeditionReport(state);
  const ended = endExpedition(campaign, report);
  if (!ended.ok) return refuse(ended.rule, ended.message);
  const record = ended.value;
  const wander = charmedWanderOff(state.charmed ?? []);
  events.push(...wander.events);
  for (const m of record.members ?? []) {
    events.push(
      m.survived
        ? { kind: 'home.survivor', section: '13.0', text: `${m.name} comes home cured of all wounds, with ${m.experienceGained} Experience Points and ${m.share} Bezants' worth to add to his savings [13.21].` }
        : { kind: 'home.dead', section: '13.21', text: `${m.name} died ${m.where} (${m.cause}); his savings are lost with him [13.21].` },
    );
  }
  events.push({
    kind: 'home',
    section: '13.0',
    text: `Expedition ${record.id} is over (${record.won ? 'won' : 'not won'}). At home the survivors may buy ability points [13.11], recruits may join, and a new party may set out.`,
    data: { expedition: record.id, won: record.won ?? false },
  });
  const next: DeathmazeState = withState(state, { campaign: ended.campaign, phase: buildPhase({ kind: 'home', selection: defaultSelection(ended.campaign) }) });
  return state.charmed ? withState(next, { charmed: [] }) : next;
}

function atHome(state: DeathmazeState): { campaign: Campaign; selection: readonly PartyPick[] } | Refusal {
  if (state.phase.kind !== 'home' || !state.campaign) return refuse('13.0', 'The roster is managed at home, between expeditions.');
  return { campaign: state.campaign, selection: state.phase.selection };
}

function withCampaign(state: DeathmazeState, campaign: Campaign, selection: readonly PartyPick[]): DeathmazeState {
  const known = new Set(campaign.roster.filter((a) => a.status === 'available').map((a) => a.id));
  return withState(state, { campaign, phase: buildPhase({ kind: 'home', selection: selection.filter((p) => known.has(p.id)) }) });
}

/** [3.1], [11.1] A new adventurer joins the roster (a Wizard only in an Advanced campaign). */
export function recruitMember(state: DeathmazeState, member: MemberSetup, events: GameEvent[]): DeathmazeState | Refusal {
  const home = atHome(state);
  if ('ok' in home) return home;
  let made;
  const setupEvents: GameEvent[] = [];
  try {
    made = createMember(member, home.campaign.game, setupEvents);
  } catch (e) {
    return refuse(member.class === 'wizard' ? '11.1' : '3.1', (e as Error).message);
  }
  const input = memberInput(member);
  const r = recruit(home.campaign, input);
  if (!r.ok) return refuse(r.rule, r.message);
  events.push(...setupEvents, { kind: 'home.recruit', section: made.class === 'wizard' ? '11.1' : '3.1', text: `${r.value.name} joins the roster: ${describeMember(toGameAdventurer(made, r.value.id, 1))}.` });
  const selection = home.selection.length < 6 ? [...home.selection, { id: r.value.id, weapons: currentWeapons(r.value) }] : home.selection;
  return withCampaign(state, r.campaign, selection);
}

export function renameMember(state: DeathmazeState, id: string, name: string, events: GameEvent[]): DeathmazeState | Refusal {
  const home = atHome(state);
  if ('ok' in home) return home;
  const before = home.campaign.roster.find((a) => a.id === id)?.name;
  const r = renameAdventurer(home.campaign, id, name);
  if (!r.ok) return refuse(r.rule, r.message);
  events.push({ kind: 'home.rename', section: '13.0', text: `${before ?? id} is now called ${r.value.name}.` });
  return withCampaign(state, r.campaign, home.selection);
}

export function retireMember(state: DeathmazeState, id: string, events: GameEvent[]): DeathmazeState | Refusal {
  const home = atHome(state);
  if ('ok' in home) return home;
  const r = retireAdventurer(home.campaign, id);
  if (!r.ok) return refuse(r.rule, r.message);
  events.push({ kind: 'home.retire', section: '13.0', text: `${r.value.name} retires with ${r.value.experience} Experience Points and ${r.value.bezants} Bezants saved.` });
  return withCampaign(state, r.campaign, home.selection);
}

/** [13.11] 75 Experience Points and 100 Bezants' worth of savings buy one ability point, spent at once. */
export function advanceMember(state: DeathmazeState, id: string, option: AdvancementOption, events: GameEvent[]): DeathmazeState | Refusal {
  const home = atHome(state);
  if ('ok' in home) return home;
  const r = advance(home.campaign, id, option);
  if (!r.ok) return refuse(r.rule, r.message);
  events.push({
    kind: 'home.advance',
    section: '13.11',
    text: `${r.value.name} spends 75 Experience Points and 100 Bezants on an ability point: ${describeOption(option)} (${r.value.experience} Experience and ${r.value.bezants} Bezants left).`,
  });
  const selection = home.selection.map((p) => (p.id === id ? { ...p } : p));
  return withCampaign(state, r.campaign, selection);
}

/** [3.0], [13.0] Picks the next party (one to six of the available) and the two weapons each will carry. */
export function chooseParty(state: DeathmazeState, members: readonly { readonly id: string; readonly weapons?: readonly WeaponPick[] }[], events: GameEvent[]): DeathmazeState | Refusal {
  const home = atHome(state);
  if ('ok' in home) return home;
  const picks: PartyPick[] = [];
  for (const m of members) {
    const a = home.campaign.roster.find((x) => x.id === m.id);
    if (!a) return refuse('13.0', `No adventurer “${m.id}” on the roster.`);
    if (a.status !== 'available') return refuse('13.0', `${a.name} cannot go: ${a.status === 'dead' ? 'he is dead' : 'he has retired'}.`);
    picks.push({ id: a.id, weapons: m.weapons ? [...m.weapons] : currentWeapons(a) });
  }
  if (new Set(picks.map((p) => p.id)).size !== picks.length) return refuse('3.0', 'An adventurer can be picked once.');
  // Check the weapons now, so a bad pick is refused here rather than when the party sets out.
  const trial = beginExpedition(home.campaign, picks);
  if (!trial.ok) return refuse(trial.rule, trial.message);
  const name = (id: string) => home.campaign.roster.find((a) => a.id === id)!;
  events.push({
    kind: 'home.party',
    section: '13.0',
    text: `The next party: ${picks.map((p) => `${name(p.id).name} (${p.weapons.map((w) => describePick(home.campaign, w, name(p.id))).join(' and ')})`).join(', ')}.`,
  });
  return withState(state, { phase: buildPhase({ kind: 'home', selection: picks }) });
}

/**
 * [13.0], [5.1] The chosen party sets out: cured, with its magic items and chosen weapons, savings left at home
 * [13.21], spell rings fresh [12.13]; a new Deathmaze is built from full cups.
 */
export function beginNextExpedition(state: DeathmazeState, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const home = atHome(state);
  if ('ok' in home) return home;
  if (home.selection.length === 0) return refuse('3.0', 'Choose at least one adventurer for the party [3.0].');
  const players = state.players;
  const check = checkParty(home.selection.length, players);
  if (check.errors.length) return refuse('3.0', check.errors.join(' '));
  const started = beginExpedition(home.campaign, home.selection);
  if (!started.ok) return refuse(started.rule, started.message);
  let nextId = state.nextId;
  const share = home.selection.length / players;
  const party: GameAdventurer[] = started.value.party.map((m, i) => {
    const items: GameItem[] = m.magicItems.map((item) => gameItem(item, `i${nextId++}`));
    return withAdventurer(toGameAdventurer(m, m.id, Math.floor(i / share) + 1, m.weaponBonuses), { magicItems: items });
  });
  for (const warning of check.warnings) events.push({ kind: 'setup.warning', section: '3.2', text: warning });
  const marchingOrder = defaultMarchingOrder(party.map((a) => a.id));
  const maze = createMaze(rng);
  const entrance = maze.placed['0,0'];
  events.push(
    { kind: 'setup.party', section: '13.0', text: `Expedition ${started.value.expedition} sets out: ${party.map(describeMember).join('; ')}.` },
    ...party.flatMap((a) => (a.magicItems.length ? [{ kind: 'setup.items', section: '13.0', text: `${a.name} carries ${a.magicItems.map((i) => describeMagicItem(i)).join(', ')}.` }] : [])),
    { kind: 'setup.order', section: '5.11', text: `Marching order: ${describeMarchingOrder(marchingOrder, (id) => party.find((a) => a.id === id)?.name ?? id)}.` },
    {
      kind: 'maze.entrance',
      section: '5.13',
      text: `Drew ${entrance ? designOf(entrance.chitId).name : 'a corridor'} as the entrance: the party enters a new Deathmaze. This corridor is the only way out [4.0].`,
      data: { chitId: entrance?.chitId, position: ENTRANCE_POSITION },
    },
  );
  return withState(state, {
    campaign: started.campaign,
    ...openingExpedition({ party, marchingOrder, maze, nextId }),
    ...(state.gameVariant === 'advanced' ? openingAdvancedBookkeeping('nextExpedition') : {}),
  });
}
