import type { CitadelAction } from './actions';
import { bestDetrapper } from './loot';
import { defaultSpells } from './setup';
import { tapestryDrop } from './tapestry';
import type { CitadelState } from './types';

/**
 * The built-in player's answers to the questions the rules leave to the players and the engine once answered for them
 * (14.1 the chest's opener, 13.6 the tapestry, 14.6 and 12.2 new spells, 14.3 a magic weapon's place, 13.2 and 13.6 what a feature offers): each the simplest sensible answer, the one the engine gave before, so the autoplayer
 * plays as it did. Kept apart from the autoplayer's strategy (autoplay.ts).
 */

/** 14.1: the best disarmer tries the trapped chest (the first in the marching order among equals). */
export function chestOpener(state: CitadelState): CitadelAction {
  return { type: 'openChest', character: bestDetrapper(state) ?? state.order[0]! };
}

/** 13.6: he drops a plain, unskilled weapon for the tapestry, or leaves it (the panel's suggestion, tapestry.ts). */
export function tapestryAnswer(state: CitadelState): CitadelAction {
  const p = state.phase;
  const who = p.kind === 'tapestry' ? p.character : state.order[0]!;
  const c = state.party.find((m) => m.id === who);
  return { type: 'tapestry', character: who, drop: c ? tapestryDrop(c) : 'none' };
}

/**
 * 14.6, 12.2: the next spell of the usual order he does not know (the spells the engine gave before the players chose;
 * past those, the first listed).
 */
export function newSpell(state: CitadelState, listed: readonly CitadelAction[]): CitadelAction {
  const p = state.phase;
  const c = p.kind === 'learnSpell' ? state.party.find((m) => m.id === p.character) : undefined;
  const usual = c ? defaultSpells(c.magicPotential).filter((s) => !c.spells.includes(s)) : [];
  return listed.find((a) => a.type === 'learnSpell' && a.spell === usual[0]) ?? listed[0]!;
}

/**
 * 14.3: a carried magic weapon is taken up at once in place of his second weapon (where the engine put it), if any is
 * carried — but not when both weapons he fights with are magic ones already. A magic weapon given up stays carried, so
 * with three of them he would take up each in turn for ever (the bench met a member doing so 4,366 times in one game);
 * with two in hand he keeps the third as treasure.
 */
export function wieldAnswer(listed: readonly CitadelAction[], state: CitadelState): CitadelAction | undefined {
  return listed.find((a) => {
    if (a.type !== 'wield') return false;
    const c = state.party.find((m) => m.id === a.character);
    const weapons = c?.weapons ?? [];
    if (weapons.length < 2) return a.drop === 'none';
    const magic = (w: string) => c!.items.some((item) => item.type === 'weapon' && item.weapon === w);
    return a.drop === weapons[1] && !weapons.every(magic);
  });
}

/** 13.2, 13.6: he takes what the feature offers (the engine always took it). */
export function claimAnswer(state: CitadelState): CitadelAction {
  const p = state.phase;
  return { type: 'claim', character: p.kind === 'claim' ? p.character : state.order[0]!, take: true };
}
