import type { MagicItem } from '../data/magic-items';
import { designAt, type Maze, type Position } from '../maze';
import type { Campaign, ExpeditionReport, MemberReport, RosterAdventurer } from '../campaign/roster';
import type { DeathmazeState, GameAdventurer, GameItem } from './types';

/**
 * The campaign as it stands when a party of new adventurers has just entered the Deathmaze: each on the roster, on
 * expedition 1. Built from the Character Records alone, so a Basic game that gains its campaign only at the end
 * (set up with a party and nothing more) gets the same roster as one that started with it.
 */
export function campaignFromParty(name: string, game: 'basic' | 'advanced', party: readonly GameAdventurer[]): Campaign {
  const roster: RosterAdventurer[] = party.map((a) => ({
    id: a.id,
    name: a.name,
    class: a.class,
    woundPoints: a.woundPoints,
    magicResistance: a.magicResistance,
    weaponSkills: { ...a.weaponSkills },
    detrap: a.detrap,
    spells: [...(a.spells ?? [])],
    weapons: a.weapons.map((weapon) => ({ weapon, bonus: 0 })),
    magicItems: [],
    experience: 0,
    bezants: 0,
    status: 'onExpedition',
    expeditions: [1],
    advancement: [],
  }));
  const highest = party.reduce((n, a) => Math.max(n, Number(a.id.replace(/\D/g, '')) || 0), 0);
  return {
    version: 1,
    name,
    game,
    roster,
    expeditions: [{ id: 1, game, party: party.map((a) => a.id), status: 'underway' }],
    nextId: highest + 1,
  };
}

/** "the Large Room, 2 segments east and 3 north of the entrance": where something happened, in words. */
export function placeText(maze: Maze, p: Position): string {
  const design = designAt(maze, p);
  const parts: string[] = [];
  if (p.x) parts.push(p.x > 0 ? `${p.x} east` : `${-p.x} west`);
  if (p.y) parts.push(p.y < 0 ? `${-p.y} north` : `${p.y} south`);
  const offset = parts.length ? `${parts.join(' and ')} of the entrance` : 'at the entrance';
  return `in the ${design?.name.toLowerCase() ?? 'maze'}, ${offset}`;
}

/** An item as the roster keeps it: without the id of this expedition (tested medallions and doses stay known). */
function kept(item: GameItem): MagicItem {
  const { id: _id, ...rest } = item;
  void _id;
  return rest as MagicItem;
}

/** [13.0], [13.21] How each member of the party came out, for endExpedition. */
export function expeditionReport(state: DeathmazeState): ExpeditionReport {
  const members: MemberReport[] = state.party.map((a) =>
    a.dead
      ? {
          id: a.id,
          survived: false,
          experienceGained: a.experience,
          cause: a.causeOfDeath ?? 'died in the Deathmaze',
          where: a.diedAt ?? 'in the Deathmaze (the place was not recorded)',
          ...(a.kills ? { kills: a.kills } : {}),
        }
      : {
          id: a.id,
          survived: true,
          experienceGained: a.experience,
          // [9.18] leaveMaze has already paid each survivor his share.
          share: a.bezants + a.gems.reduce((s, g) => s + g, 0),
          weapons: a.weapons.map((weapon, i) => ({ weapon, bonus: a.weaponBonuses[i] ?? 0 })),
          magicItems: a.magicItems.map(kept),
          ...(a.kills ? { kills: a.kills } : {}),
        },
  );
  const survivors = state.party.filter((a) => !a.dead).length;
  const pool = state.pool.bezants + state.pool.gems.reduce((s, g) => s + g, 0);
  const left = state.phase.kind === 'ended' && state.phase.reason === 'left';
  return {
    won: state.results?.some((r) => r.won) ?? false,
    members,
    unshared: left && survivors > 0 ? pool - Math.floor(pool / survivors) * survivors : pool,
    charmedMonsters: (state.charmed ?? []).map((c) => c.name),
  };
}
