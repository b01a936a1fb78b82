import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnRange, type RangeTable } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { crtWounds } from '../data/crt';
import {
  altarTable,
  artworkTable,
  FEATURE_EFFECTS,
  fountainTable,
  furnitureTable,
  mirrorLevelTable,
  mirrorTilesAwayTable,
  statueTable,
  trapDoorTable,
  type FeatureId,
} from '../data/features';
import { LIGHTNING_DAMAGE } from '../data/spells';
import { MAGIC_ITEM_NAMES, medallionTable, potionTable, talismanTable, type TalismanKind } from '../data/treasure';
import { rollJewel } from '../data/treasure-rolls';
import { note, rolled, tableEvents } from './events';
import { poison } from './poison';
import { finishApart, here, startEncounter, startFight, withTile } from './flow';
import { detrap, giveItem } from './loot';
import { figures, group, rollGroup } from './monsters';
import { activeMembers, capSkill, heal, member, resistanceCheck, withMember, wound } from './party';
import { holdSpellLoss } from './spell-loss';
import { feedClavichord } from './clavichord';
import { findTapestry } from './tapestry';
import { holdLearning } from './learning';
import { keyOf } from '../maze/grid';
import type { CitadelState, Claimable } from './types';
import { CLAIM_NAMES } from './claim';


function effect(col: FeatureId, result: string): { name: string; section: string } {
  const all = FEATURE_EFFECTS[col] as Readonly<Record<string, { name: string; section: string }>>;
  return all[result] ?? { name: result, section: '13.9' };
}

function rollColumn<R extends string>(rng: Rng, col: FeatureId, table: RangeTable<R>, who: string, events: GameEvent[]): R {
  const r = rollOnRange(rng, table, (x) => effect(col, x).name, { purpose: `${who} investigates` });
  events.push(...tableEvents('feature', `${table.title}: ${effect(col, r.result).name}.`, r, table.id));
  return r.result;
}

function hurt(state: CitadelState, who: string, code: string, cause: string, section: string, rng: Rng, events: GameEvent[]): CitadelState {
  const r = roll(rng, code, { section, table: 'Feature Table', purpose: cause });
  events.push(rolled('feature', `${cause}: ${r.total} Wound Point${r.total === 1 ? '' : 's'}.`, r));
  const w = wound(state, who, r.total, cause);
  events.push(...w.events);
  return w.state;
}

/** Poison drunk (13.1, 14.5): rolled, then waiting for Neutralize Poison or stopped by its medallion (10.6, 14.7). */
function drinkPoison(state: CitadelState, who: string, cause: string, section: string, rng: Rng, events: GameEvent[]): CitadelState {
  const r = roll(rng, '1D3', { section, table: 'Feature Table', purpose: cause });
  events.push(rolled('feature', `${cause}: ${r.total} Wound Point${r.total === 1 ? '' : 's'} of poison.`, r));
  return poison(state, who, r.total, cause, section, events);
}

function jewel(state: CitadelState, who: string, rng: Rng, bonus: number, events: GameEvent[]): CitadelState {
  const j = rollJewel(rng, `A jewel for ${member(state, who).name}`);
  events.push(...j.rolls.map((roll) => rolled('treasure', `A jewel worth ${j.value + bonus} Gold Marks.`, roll)));
  return withMember(state, who, (c) => ({ ...c, jewels: [...c.jewels, j.value + bonus] }));
}

/** 13.x: one character investigates the room's feature; the result is rolled on its column of 13.9. */
export function investigate(state0: CitadelState, rng: Rng, who: string, events: GameEvent[]): CitadelState {
  const tile = here(state0);
  if (tile.feature === null) return state0;
  const state = withTile(state0, { ...tile, featureUsed: true });
  return column(state, rng, tile.feature, who, events);
}

function column(state: CitadelState, rng: Rng, col: FeatureId, who: string, events: GameEvent[]): CitadelState {
  const name = member(state, who).name;
  switch (col) {
    case 'fountain':
      return fountain(state, rng, rollColumn(rng, col, fountainTable, name, events), who, events);
    case 'statue':
      return statue(state, rng, rollColumn(rng, col, statueTable, name, events), who, events);
    case 'trapDoor':
      return trapDoor(state, rng, rollColumn(rng, col, trapDoorTable, name, events), who, events);
    case 'furniture':
      return furniture(state, rng, rollColumn(rng, col, furnitureTable, name, events), who, events);
    case 'altar':
      return altar(state, rng, rollColumn(rng, col, altarTable, name, events), who, events);
    case 'artwork':
      return artwork(state, rng, rollColumn(rng, col, artworkTable, name, events), who, events);
  }
}

function fountain(state: CitadelState, rng: Rng, r: string, who: string, events: GameEvent[]): CitadelState {
  switch (r) {
    case 'poison':
      return drinkPoison(state, who, 'Poisoned water', '13.1', rng, events);
    case 'potion': {
      // 13.1: he takes the potion's effect and may keep one dose.
      const p = rollOnRange(rng, potionTable, (k) => MAGIC_ITEM_NAMES[k] ?? k, { purpose: 'The fountain\'s potion' });
      events.push(...tableEvents('feature', `A potion of ${MAGIC_ITEM_NAMES[p.result]}.`, p, potionTable.id));
      let next = state;
      if (p.result === 'poison') next = drinkPoison(next, who, 'Poison potion', '14.5', rng, events);
      if (p.result === 'healing') {
        const h = roll(rng, '1D6', { section: '14.5', table: 'Healing potion', purpose: 'Healing' });
        events.push(rolled('feature', `He heals ${h.total}.`, h));
        next = heal(next, who, h.total);
      }
      return giveItem(next, who, { type: 'potion', kind: p.result }, events);
    }
    case 'alcohol': {
      const c = member(state, who);
      // 13.1 ruling: Alcohol's −2 does not stack with itself.
      if (c.drunk) return state;
      events.push(note('feature', `${c.name} is drunk: Combat Bonus −2 this expedition.`, '13.1'));
      return withMember(state, who, (m) => ({ ...m, drunk: true, expeditionPenalty: m.expeditionPenalty + 2 }));
    }
    case 'jewel':
      return jewel(state, who, rng, 0, events);
    case 'blood':
      events.push(note('feature', `${member(state, who).name} is sickened: Combat Bonus −1 this expedition.`, '13.1'));
      return withMember(state, who, (m) => ({ ...m, expeditionPenalty: m.expeditionPenalty + 1 }));
    default:
      return state;
  }
}

function statue(state: CitadelState, rng: Rng, r: string, who: string, events: GameEvent[]): CitadelState {
  switch (r) {
    case 'medusa': {
      const check = resistanceCheck(rng, member(state, who), 'the Medusa\'s gaze');
      events.push(check.event);
      let next = state;
      if (!check.passed) {
        events.push(note('feature', `${member(state, who).name} is turned to stone.`, '13.2'));
        next = withMember(next, who, (c) => ({ ...c, alive: false, death: 'turned to stone by a Medusa statue' }));
        // 10.6: a Stone-Flesh cast here may revive him.
        next = { ...next, statues: { ...next.statues, [who]: keyOf(next.position) } };
      }
      const made = figures(next, rng, 'medusa', 1, here(next).level, events);
      next = withTile(made.state, { ...here(made.state), monsters: group('feature', here(made.state).level, made.figures) });
      if (activeMembers(next).length === 0) return next;
      return startEncounter(next, { where: 'segment', group: null, solo: null, reward: null }, events);
    }
    case 'jewels':
      return jewel(jewel(state, who, rng, 0, events), who, rng, 0, events);
    case 'medallion':
      return offerClaim(state, who, 'medallion', events);
    case 'talisman':
      return offerClaim(state, who, 'talisman', events);
    case 'demon':
      return column(state, rng, 'altar', who, events);
    case 'x': {
      const check = resistanceCheck(rng, member(state, who), 'the will of X');
      events.push(check.event);
      if (check.passed) return state;
      return possessed(state, rng, who, 'xStatue', events);
    }
    default:
      return state;
  }
}

/**
 * 13.2 X statue, 14.6 Evil talisman: he turns on the party and fights it from the monsters' side (the combat module
 * places him) until he dies, the party dies, or he is freed.
 */
function possessed(state: CitadelState, rng: Rng, who: string, by: 'xStatue' | 'evilTalisman', events: GameEvent[]): CitadelState {
  const c = member(state, who);
  events.push(note('feature', `${c.name} ${by === 'xStatue' ? 'serves X' : 'is seized by the Evil talisman'} and turns on the party!`, by === 'xStatue' ? '13.2' : '14.6'));
  if (activeMembers(state).length < 2) {
    // Alone, he has no one to fight: he is lost to X (13.2 ruling).
    events.push(note('feature', `${c.name} walks into the dark to serve X, and is lost.`, '13.2'));
    return withMember(state, who, (m) => ({ ...m, alive: false, death: 'lost to X the Unknown' }));
  }
  return startFight({ ...state, encounter: { where: 'apart', group: null, solo: null, reward: null } }, rng, events, { possessed: { characterId: who, by } });
}

/** 13.2, 13.6: the investigator is asked whether he takes it (game/claim.ts); where play cannot wait he takes it. */
function offerClaim(state: CitadelState, who: string, what: Claimable, events: GameEvent[]): CitadelState {
  if (state.phase.kind !== 'explore') return state;
  events.push(note('feature', `${member(state, who).name} may take ${CLAIM_NAMES[what].what}.`, CLAIM_NAMES[what].section));
  return { ...state, phase: { kind: 'claim', character: who, what, resume: state.phase } };
}

/** The players' answer: taken, the item is rolled and takes effect (14.6–14.7); left, nothing happens. */
export function claimFound(state: CitadelState, rng: Rng, who: string, take: boolean, events: GameEvent[]): CitadelState {
  const p = state.phase;
  if (p.kind !== 'claim') return state;
  const next: CitadelState = { ...state, phase: p.resume };
  if (!take) {
    events.push(note('feature', `${member(next, who).name} leaves ${CLAIM_NAMES[p.what].what}.`, CLAIM_NAMES[p.what].section));
    return next;
  }
  if (p.what === 'medallion') return medallion(next, rng, who, events);
  if (p.what === 'talisman') return talisman(next, rng, who, events);
  const d = roll(rng, '1D6', { section: '13.6', table: 'Cut Glass', purpose: '1–3 a talisman, 4–6 a medallion' });
  events.push(rolled('feature', d.total <= 3 ? 'A talisman in the glass.' : 'A medallion in the glass.', d));
  return d.total <= 3 ? talisman(next, rng, who, events) : medallion(next, rng, who, events);
}

function medallion(state: CitadelState, rng: Rng, who: string, events: GameEvent[]): CitadelState {
  const m = rollOnRange(rng, medallionTable, (k) => MAGIC_ITEM_NAMES[k] ?? k, { purpose: 'A medallion' });
  events.push(...tableEvents('feature', `A medallion of ${MAGIC_ITEM_NAMES[m.result]}.`, m, medallionTable.id));
  return giveItem(state, who, { type: 'medallion', kind: m.result }, events);
}

function talisman(state: CitadelState, rng: Rng, who: string, events: GameEvent[]): CitadelState {
  const t = rollOnRange(rng, talismanTable, (k) => MAGIC_ITEM_NAMES[k] ?? k, { purpose: 'A talisman' });
  events.push(...tableEvents('feature', `A talisman of ${MAGIC_ITEM_NAMES[t.result]}.`, t, talismanTable.id));
  return takeTalisman(state, rng, who, t.result, events);
}

/** 14.6: a talisman found is taken, and its power acts at once (talismanPower). */
export function takeTalisman(state: CitadelState, rng: Rng, who: string, kind: TalismanKind, events: GameEvent[]): CitadelState {
  return talismanPower(giveItem(state, who, { type: 'talisman', kind }, events), rng, who, kind, events);
}

/**
 * 14.6 (PL: "its effect is immediate"), on whoever found it, however it was found (a statue, cut glass, a monster's
 * treasure): sun talismans add 1D3 MP on their sun (All Suns on each, new spells chosen at once); the Evil one
 * possesses.
 */
export function talismanPower(state: CitadelState, rng: Rng, who: string, kind: TalismanKind, events: GameEvent[]): CitadelState {
  let next = state;
  if (kind === 'evil') {
    const check = resistanceCheck(rng, member(next, who), 'the Evil talisman');
    events.push(check.event);
    return check.passed ? next : possessed(next, rng, who, 'evilTalisman', events);
  }
  const suns = kind === 'redSun' ? (['red'] as const) : kind === 'yellowSun' ? (['yellow'] as const) : kind === 'blueSun' ? (['blue'] as const) : kind === 'allSuns' ? (['red', 'yellow', 'blue'] as const) : [];
  for (const sun of suns) {
    const r = roll(rng, '1D3', { section: '14.6', table: 'Talisman', purpose: `${sun} Magic Potential` });
    events.push(rolled('feature', `+${r.total} Magic Potential (${sun}).`, r));
    next = withMember(next, who, (c) => ({ ...c, magicPotential: { ...c.magicPotential, [sun]: c.magicPotential[sun] + r.total } }));
  }
  // 14.6: new spells up to his highest MP, keeping those he knows, chosen by the players at once (game/learning.ts).
  return holdLearning(next, who, events);
}

function trapDoor(state: CitadelState, rng: Rng, r: string, who: string, events: GameEvent[]): CitadelState {
  const level = here(state).level;
  switch (r) {
    case 'trap': {
      // 13.3: the trap (detrapped as any, PL), then the Type J treasure it guards.
      const next = detrap(state, rng, who, 'trap door', events);
      if (!member(next, who).alive) return next;
      return finishApart({ ...next, encounter: { where: 'apart', group: null, solo: who, reward: 'J' } }, rng, events);
    }
    case 'room': {
      events.push(note('feature', `${member(state, who).name} falls into a room below.`, '13.3'));
      const check = roll(rng, '1D6', { section: '13.3', table: 'Monster check', purpose: 'Room monsters below the trap door (1–3)' });
      const present = check.total <= 3;
      events.push(rolled('feature', present ? 'Something waits below.' : 'The room below is empty.', withResult(check, present ? 'Monsters' : 'None')));
      const apart = { where: 'apart' as const, group: null, solo: who, reward: 'J' as const };
      if (!present) return finishApart({ ...state, encounter: apart }, rng, events);
      const g = rollGroup(state, rng, 'room', level, events);
      return startEncounter(g.state, { ...apart, group: g.group }, events);
    }
    case 'pit': {
      events.push(note('feature', `${member(state, who).name} falls into a pit of Cronks.`, '13.3'));
      const n = roll(rng, '1D3', { section: '13.3', table: 'Feature Table', purpose: 'Cronks in the pit' });
      const count = n.total * (level === 3 ? 2 : 1);
      events.push(rolled('feature', `${count} Cronk${count === 1 ? '' : 's'}.`, n));
      const made = figures(state, rng, 'cronk', count, level, events);
      return startEncounter(made.state, { where: 'apart', group: group('room', level, made.figures), solo: who, reward: null }, events);
    }
    case 'hellgate':
      events.push(note('feature', `${member(state, who).name} falls into the shaft of the Hellgate: out of play until it is destroyed.`, '13.3'));
      return withMember(state, who, (c) => ({ ...c, prisoner: true }));
    default:
      return state;
  }
}

function furniture(state: CitadelState, rng: Rng, r: string, who: string, events: GameEvent[]): CitadelState {
  switch (r) {
    case 'coffin': {
      // 13.4: a Vampire fights him alone for the first round, no negotiation or bribe; then the party may join.
      const made = figures(state, rng, 'vampire', 1, here(state).level, events);
      const next = withTile(made.state, { ...here(made.state), monsters: group('feature', here(made.state).level, made.figures, false) });
      return startFight({ ...next, encounter: { where: 'segment', group: null, solo: null, reward: null } }, rng, events, { aloneFirstRound: who });
    }
    case 'bookcase': {
      const b = roll(rng, '1D6', { section: '13.4', table: 'Bookcase', purpose: '1–3 it falls, 4–6 a spell' });
      if (b.total <= 3) {
        events.push(rolled('feature', 'The bookcase falls on him.', withResult(b, 'Falls')));
        return hurt(state, who, '1D3', 'A falling bookcase', '13.4', rng, events);
      }
      events.push(rolled('feature', `${member(state, who).name} learns Resurrect.`, withResult(b, 'Resurrect')));
      return learn(state, who, 'resurrect');
    }
    case 'desk': {
      const next = detrap(state, rng, who, 'desk drawer', events);
      return member(next, who).alive ? medallion(next, rng, who, events) : next;
    }
    case 'bed': {
      const h = roll(rng, '1D3', { section: '13.4', table: 'Bed', purpose: 'Rest' });
      events.push(rolled('feature', `${member(state, who).name} rests and heals ${h.total}.`, h));
      return heal(state, who, h.total);
    }
    case 'clavichord': {
      const check = resistanceCheck(rng, member(state, who), 'the clavichord\'s music');
      events.push(check.event);
      if (check.passed) return state;
      const c = member(state, who);
      const lost = Math.floor(c.goldMarks / 2);
      events.push(note('feature', `${c.name} places ${lost} Gold Marks inside the clavichord.`, '13.4'));
      return feedClavichord(withMember(state, who, (m) => ({ ...m, goldMarks: m.goldMarks - lost })), lost);
    }
    case 'mirror':
      return mirror(state, rng, events);
    default:
      return state;
  }
}

/**
 * 13.7: the first mirror rolls the Hellgate's level; on that level (at once if it is the current one, otherwise at a
 * second mirror there) Tiles Away is rolled. Other mirrors show nothing.
 */
export function mirror(state: CitadelState, rng: Rng, events: GameEvent[]): CitadelState {
  const level = here(state).level;
  let m = state.mirror;
  if (m.level === null) {
    const r = rollOnRange(rng, mirrorLevelTable, (l) => `Level ${l}`, { purpose: 'The mirror shows the Hellgate\'s level' });
    events.push(...tableEvents('mirror', `The mirror shows the Hellgate on level ${r.result}.`, r, mirrorLevelTable.id));
    m = { ...m, level: r.result };
    if (r.result !== level) return { ...state, mirror: m };
  } else if (m.countdown !== null || m.level !== level) {
    events.push(note('mirror', 'The mirror shows only the party\'s reflection.', '13.7'));
    return state;
  }
  const t = rollOnRange(rng, mirrorTilesAwayTable, (n) => `${n} segments`, { purpose: 'How far the Hellgate lies' });
  events.push(...tableEvents('mirror', `The Hellgate lies in the ${t.result}th unexplored segment the party enters.`, t, mirrorTilesAwayTable.id));
  return { ...state, mirror: { ...m, countdown: t.result } };
}

function learn(state: CitadelState, who: string, spell: 'resurrect' | 'wrathOfGod' | 'lightning'): CitadelState {
  return withMember(state, who, (c) => (c.spells.includes(spell) ? c : { ...c, spells: [...c.spells, spell] }));
}

function altar(state: CitadelState, rng: Rng, r: string, who: string, events: GameEvent[]): CitadelState {
  const c = member(state, who);
  const check = resistanceCheck(rng, c, `the altar of ${effect('altar', r).name}`);
  events.push(check.event);
  const pass = check.passed;
  switch (r) {
    case 'alloces':
      if (pass) {
        events.push(note('feature', 'Alloces favours him: combat spells are free in his next fight.', '13.5'));
        return withMember(state, who, (m) => ({ ...m, freeCombatSpells: true }));
      }
      events.push(note('feature', `${c.name}: Combat Bonus −1 this expedition.`, '13.5'));
      return withMember(state, who, (m) => ({ ...m, expeditionPenalty: m.expeditionPenalty + 1 }));
    case 'vassago':
      events.push(note('feature', pass ? `${c.name}: Detrap +3.` : `${c.name} loses his Detrap skill for good.`, '13.5'));
      return withMember(state, who, (m) => ({ ...m, skills: { ...m.skills, detrap: pass ? capSkill(m.skills.detrap + 3) : 0 } }));
    case 'avnas':
      if (pass) {
        events.push(note('feature', `${c.name} may cast Lightning at 1 Wound Point.`, '13.5'));
        return learn(withMember(state, who, (m) => ({ ...m, cheapLightning: true })), who, 'lightning');
      }
      return hurt(state, who, LIGHTNING_DAMAGE, 'Avnas\'s Lightning', '13.5', rng, events);
    case 'malthus':
      if (pass) {
        events.push(note('feature', `${c.name} learns Wrath of God.`, '13.5'));
        return learn(state, who, 'wrathOfGod');
      }
      return hurt(state, who, '2D6+2', 'Malthus\'s Wrath of God', '13.5', rng, events);
    case 'leraje': {
      if (pass) {
        events.push(note('feature', `${c.name}: bow skill +3.`, '13.5'));
        return withMember(state, who, (m) => ({ ...m, weaponSkills: { ...m.weaponSkills, bow: (m.weaponSkills.bow ?? 0) + 3 } }));
      }
      let next = state;
      for (let i = 1; i <= 3; i++) {
        const a = roll(rng, '1D6', { section: '13.5', table: 'Combat Results Table (Bow)', purpose: `Magic arrow ${i} of 3` });
        const dmg = crtWounds('bow', a.total);
        events.push(rolled('feature', `Magic arrow ${i}: ${dmg}.`, withResult(a, String(dmg))));
        const w = wound(next, who, dmg, 'the arrows of Leraje');
        next = w.state;
        events.push(...w.events);
      }
      return next;
    }
    case 'asmoday':
      if (pass) {
        events.push(note('feature', `${c.name}: Combat Bonus +3, and he may cast Lightning at 1 Wound Point.`, '13.5'));
        return learn(withMember(state, who, (m) => ({ ...m, combatBonus: m.combatBonus + 3, cheapLightning: true })), who, 'lightning');
      }
      events.push(note('feature', `${c.name} loses 1 Magic Potential on every sun, for good.`, '13.5'));
      return holdSpellLoss(state, withMember(state, who, (m) => ({
        ...m,
        magicPotential: { red: Math.max(0, m.magicPotential.red - 1), yellow: Math.max(0, m.magicPotential.yellow - 1), blue: Math.max(0, m.magicPotential.blue - 1) },
      })), who, events);
    default:
      return state;
  }
}

function artwork(state: CitadelState, rng: Rng, r: string, who: string, events: GameEvent[]): CitadelState {
  switch (r) {
    case 'tapestry':
      return findTapestry(state, who, events);
    case 'painting': {
      let next = state;
      for (const m of activeMembers(state)) {
        const d = roll(rng, '1D6', { section: '13.6', table: 'Painting', purpose: `Is ${m.name} depicted? (on a 1)` });
        if (d.total === 1) {
          events.push(rolled('feature', `${m.name} is depicted in the painting!`, withResult(d, 'Depicted')));
          next = hurt(next, m.id, '1D3', 'The painting', '13.6', rng, events);
        } else events.push(rolled('feature', `${m.name} is not depicted.`, withResult(d, 'Not depicted')));
      }
      return next;
    }
    case 'statue':
      return column(state, rng, 'statue', who, events);
    case 'cutGlass':
      return offerClaim(state, who, 'cutGlass', events);
    case 'icon':
      return column(state, rng, 'altar', who, events);
    case 'manuscript':
      events.push(note('feature', `${member(state, who).name} learns Wrath of God.`, '13.6'));
      return learn(state, who, 'wrathOfGod');
    default:
      return state;
  }
}

