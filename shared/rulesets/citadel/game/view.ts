import type { GameSummary } from '../../../engine/ruleset';
import type { GameView, PersonView, TileView, ViewFact } from '../../../engine/view';
import type { RecordSheet, SheetContext } from '../../../engine/sheet';
import { RACE_NAMES, SKILL_NAMES, SUN_NAMES, WEAPON_NAMES, type WeaponId } from '../data/characters';
import { FEATURE_NAMES } from '../data/features';
import { spell, type SpellId } from '../data/spells';
import { describeMagicItem } from '../data/treasure-rolls';
import { combatView } from '../combat';
import { living } from './monsters';
import { combatBonus, maxWounds, usableSpells } from './party';
import type { Character, CitadelState } from './types';
import { describeWinners, individualWinners } from './winner';

function role(c: Character): string {
  return c.kind === 'hero' ? `${RACE_NAMES[c.race]} hero` : `${RACE_NAMES[c.race]} initiate`;
}

function mp(c: Character): string {
  return `${c.magicPotential.red}/${c.magicPotential.yellow}/${c.magicPotential.blue}`;
}

function status(c: Character): string[] {
  const out: string[] = [];
  if (c.prisoner && c.alive) out.push('out of play');
  if (c.drunk) out.push('drunk');
  if (c.expeditionPenalty > 0) out.push(`CB −${c.expeditionPenalty}`);
  if (c.alive && c.mageArmor) out.push(`Mage Armor ${c.mageArmor}`);
  if (c.alive && c.strength) out.push(`Strength +${c.strength} next fight`);
  if (!c.alive) out.push('dead');
  return out;
}

/**
 * Magic Potential on the party card: per sun in the printed order, then under the dominant sun, the one that decides
 * how many of his spells he may cast this expedition (PL 4.1 D). Left off for those with none under any sun.
 */
function magicStats(state: CitadelState, c: Character): ViewFact[] {
  const sun = SUN_NAMES[state.dominantSun];
  if (c.magicPotential.red + c.magicPotential.yellow + c.magicPotential.blue === 0) return [];
  return [
    { label: 'MP R/Y/B', title: 'Magic Potential under the Red / Yellow / Blue Sun', value: mp(c) },
    { label: `MP ${sun}`, title: `Magic Potential under the dominant ${sun} Sun`, value: String(c.magicPotential[state.dominantSun]) },
  ];
}

/** A character on the party card (exported for the test that holds the kept ones equal to it). */
export function personView(state: CitadelState, c: Character): PersonView {
  return {
    id: c.id,
    name: c.name,
    role: role(c),
    wounds: { taken: c.wounds, of: maxWounds(c) },
    alive: c.alive,
    status: status(c),
    stats: [
      { label: 'CB', title: 'Combat Bonus', value: String(combatBonus(c)) },
      { label: 'RV', title: 'Resistance Value', value: String(c.resistance) },
      ...magicStats(state, c),
      // 4.1 D: the spells he may cast this expedition, under the dominant sun.
      ...(c.spells.length > 0 ? [{ label: `Spells (${SUN_NAMES[state.dominantSun]} Sun)`, title: `Spells usable under the dominant ${SUN_NAMES[state.dominantSun]} Sun`, value: usableSpells(state, c).map((s) => spell(s).code).join(' ') || 'none' }] : []),
      { label: 'GM', title: 'Gold Marks', value: String(c.goldMarks) },
    ],
  };
}

/**
 * The app shows the view of every state (the screen after each action), and most actions change neither the map nor
 * most characters' records: states share the tiles object until a tile changes (`withTile`) and each character's
 * record until he changes (`withMember`). So what is drawn from them alone is made once per such object and kept —
 * the last made for the map, and for each character id — and reused while the object is the same. A pure function
 * of what it was made from (the record, the dominant sun, the sheet's context), so games played in turn on one thread
 * never see each other's: a record of another game is another object. The parts are read-only.
 */
let keptTiles: { readonly tiles: CitadelState['tiles']; readonly views: readonly TileView[] } | null = null;

function tileViews(tiles: CitadelState['tiles']): TileView[] {
  if (keptTiles?.tiles !== tiles) keptTiles = { tiles, views: Object.values(tiles).map(keptTileView) };
  // A list of its own for each view (its tiles are shared).
  return keptTiles.views.slice();
}

/**
 * A new map (`withTile`) changes one tile and shares the others: each tile's view is kept with the tile it was made
 * from, by its cell, and made again only for a tile that is a new object (another game's tiles are other objects).
 */
const keptTileViews = new Map<string, { readonly tile: CitadelState['tiles'][string]; readonly view: TileView }>();

function keptTileView(t: CitadelState['tiles'][string]): TileView {
  const kept = keptTileViews.get(t.key);
  if (kept !== undefined && kept.tile === t) return kept.view;
  const view = tileView(t);
  keptTileViews.set(t.key, { tile: t, view });
  return view;
}

interface Kept<T> {
  readonly c: Character;
  readonly sun: CitadelState['dominantSun'];
  readonly value: T;
}

const keptPeople = new Map<string, Kept<PersonView>>();

/** `personView`, made again only when his record or the dominant sun changed (the only things it reads). */
function keptPerson(state: CitadelState, c: Character): PersonView {
  const kept = keptPeople.get(c.id);
  if (kept !== undefined && kept.c === c && kept.sun === state.dominantSun) return kept.value;
  const value = personView(state, c);
  keptPeople.set(c.id, { c, sun: state.dominantSun, value });
  return value;
}

/** A placed tile on the map (exported for the test that holds the kept ones equal to it). */
export function tileView(t: CitadelState['tiles'][string]): TileView {
  return { id: t.key, x: t.x, y: t.y, level: t.level, label: tileLabel(t), rotation: t.rotation };
}

function tileLabel(t: CitadelState['tiles'][string]): string {
  if (t.gateway) return 'Gateway';
  if (t.hellgate) return 'Hellgate';
  if (t.stairs) return 'Room, staircase';
  if (t.feature) return `Room, ${FEATURE_NAMES[t.feature]}${t.featureUsed ? ' (investigated)' : ''}`;
  return t.face === 'room' ? 'Room' : 'Corridor';
}

const PHASE_TITLES: Readonly<Record<CitadelState['phase']['kind'], [string, string]>> = {
  explore: ['Exploring', 'Choose a doorway or corridor, a feature to investigate, or the stairs.'],
  orient: ['Placing a tile', 'The tile fits more than one way: choose how it lies.'],
  trap: ['Trapped door', 'Choose who investigates the trap.'],
  encounter: ['Monsters', 'Negotiate, bribe or fight.'],
  poisoned: ['Poisoned', 'Neutralize Poison may be cast now, and only now; otherwise the poison takes effect.'],
  spellLoss: ['Cursed by Asmoday', 'His Magic Potential fell: choose which of his usable spells he loses this expedition.'],
  chest: ['A trapped chest', 'Choose who tries to disarm it: with the Detrap skill he rolls for it, without it the trap springs on him.'],
  tapestry: ['An Elfin tapestry', 'He may drop one of his two weapons to carry it (worth a jewel roll + 4 Gold Marks), or leave it on the wall.'],
  learnSpell: ['New spells', 'His highest Magic Potential rose above the spells he knows: choose the new spell.'],
  claim: ['Take it?', 'He may take what he found, or leave it; what it is shows only once it is taken.'],
  combat: ['Combat', 'Fight on.'],
  hellgate: ['The Hellgate', 'A character with the Hellgate skill may try to destroy it, or the party withdraws.'],
  home: ['Between expeditions', 'Raise characteristics, replace the fallen, then set out or end the campaign.'],
  over: ['The campaign is over', ''],
};

const SECTIONS: Readonly<Record<CitadelState['phase']['kind'], string>> = { explore: '5.0', orient: '5.0', trap: '7.0', encounter: '8.0', poisoned: '10.6', spellLoss: '13.5', chest: '14.1', tapestry: '13.6', learnSpell: '14.6', claim: '13.2', combat: '9.0', hellgate: '16.0', home: '17.0', over: '17.0' };

export function citadelView(state: CitadelState): GameView {
  const [title, detail] = PHASE_TITLES[state.phase.kind];
  const won = state.phase.kind === 'over' && state.phase.result === 'won';
  const over = state.phase.kind === 'over' ? { won: 'The Hellgate is destroyed: victory!', lost: 'The party has fallen.', ended: 'The campaign was ended.' }[state.phase.result] : null;
  const tiles = tileViews(state.tiles);
  const combat = state.phase.kind === 'combat' ? combatView(state.phase.combat) : null;
  const facts = [
    { label: 'Expedition', value: String(state.expedition) },
    { label: 'Level', value: String(state.position.level) },
    { label: 'Dominant sun', value: SUN_NAMES[state.dominantSun] },
    { label: 'Tiles left', value: String(state.pile.length) },
  ];
  if (won) facts.push({ label: 'Individual winner', value: winnerNames(state) });
  if (state.mirror.level !== null) facts.push({ label: 'Hellgate', value: state.hellgateDestroyed ? 'destroyed' : state.hellgateFound ? 'found' : state.mirror.countdown !== null ? `level ${state.mirror.level}, ${state.mirror.countdown} unexplored segment${state.mirror.countdown === 1 ? '' : 's'} away` : `on level ${state.mirror.level}` });
  return {
    phase: { kind: state.phase.kind, title: over ?? title, detail: (won ? describeWinners(individualWinners(state)) : detail) || undefined, section: SECTIONS[state.phase.kind], ended: state.phase.kind === 'over' },
    people: [...state.order.map((id) => state.party.find((p) => p.id === id)!), ...state.party.filter((p) => !state.order.includes(p.id))].map((c) => keptPerson(state, c)),
    map: { kind: 'tiles', levels: 3, tiles, party: state.phase.kind === 'over' ? null : { ...state.position } },
    combat,
    facts,
  };
}

/** 17.0: the individual winner's name, the names of those who share it, or "none" when no one survived every expedition. */
function winnerNames(state: CitadelState): string {
  return individualWinners(state).map((c) => c.name).join(' and ') || 'none';
}

/** "1 tile", "2 tiles". */
function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function citadelSummary(state: CitadelState): GameSummary {
  return {
    party: state.party.filter((c) => c.alive).map((c) => `${c.name} (${role(c)})`).join(', ') || 'no one left',
    progress: `Expedition ${state.expedition}, ${counted(Object.keys(state.tiles).length, 'tile')} placed, ${counted(state.stats.combats, 'combat')}${state.hellgateDestroyed ? ', Hellgate destroyed' : ''}${state.phase.kind === 'over' && state.phase.result === 'won' ? `, individual winner: ${winnerNames(state)}` : ''}`,
    finished: state.phase.kind === 'over',
  };
}

/** Character Records (shared/engine/sheet.ts): race or hero, CB, RV, MP per sun, spells, skills, wealth. */
export function citadelSheets(state: CitadelState, context: SheetContext): RecordSheet[] {
  return state.party.map((c) => keptSheet(state, c, context));
}

const keptSheets = new Map<string, Kept<RecordSheet> & { readonly campaign: string | null; readonly seed: string | null }>();

/** `characterSheet`, made again only when his record, the dominant sun or the context changed (the only things it reads). */
function keptSheet(state: CitadelState, c: Character, context: SheetContext): RecordSheet {
  const campaign = context.campaign ?? null;
  const seed = context.seed ?? null;
  const kept = keptSheets.get(c.id);
  if (kept !== undefined && kept.c === c && kept.sun === state.dominantSun && kept.campaign === campaign && kept.seed === seed) return kept.value;
  const value = characterSheet(state, c, campaign, seed);
  keptSheets.set(c.id, { c, sun: state.dominantSun, campaign, seed, value });
  return value;
}

/** One Character Record (exported for the test that holds the kept ones equal to it). */
export function characterSheet(state: CitadelState, c: Character, campaign: string | null, seed: string | null): RecordSheet {
  const usable = usableSpells(state, c);
  return {
    gameTitle: 'Citadel of Blood',
    name: c.name,
    role: role(c),
    alive: c.alive,
    death: c.alive ? null : c.death,
    campaign,
    seed,
    sections: [
      {
        title: 'Characteristics',
        fields: [
          { label: 'Wound Points', value: `${maxWounds(c)} (${c.wounds} taken)` },
          { label: 'Combat Bonus', value: c.expeditionPenalty > 0 ? `${c.combatBonus} (${combatBonus(c)} this expedition)` : String(c.combatBonus) },
          { label: 'Resistance Value', value: String(c.resistance) },
          { label: 'Magic Potential (Red/Yellow/Blue)', value: mp(c) },
          { label: 'Experience', value: String(c.experience) },
        ],
        lists: [
          { label: 'Skills', items: (['detrap', 'negotiation', 'hellgate'] as const).filter((s) => c.skills[s] > 0).map((s) => `${SKILL_NAMES[s]} ${s === 'negotiation' ? '+' : ''}${c.skills[s]}`) },
          { label: 'Weapons', items: c.weapons.map((w: WeaponId) => `${WEAPON_NAMES[w]}${c.weaponSkills[w] ? ` (+${c.weaponSkills[w]})` : ''}`) },
        ],
      },
      {
        title: 'Magic',
        fields: [{ label: `Usable under the ${SUN_NAMES[state.dominantSun]} Sun`, value: String(usable.length) }],
        // 4.1 D: which of them the dominant sun lets him use this expedition.
        lists: [{ label: 'Spells', items: c.spells.map((s: SpellId) => `${spell(s).name} (${spell(s).code}, ${spell(s).cost} WP, ${spell(s).type})${usable.includes(s) ? ', usable' : ', not usable this expedition'}`) }],
      },
      {
        title: 'Wealth',
        fields: [
          { label: 'Gold Marks', value: String(c.goldMarks) },
          { label: 'Jewels', value: c.jewels.length ? `${c.jewels.length} (${c.jewels.reduce((s, j) => s + j, 0)} GM)` : '0' },
        ],
        lists: [
          { label: 'Talismans', items: c.items.filter((i) => i.type === 'talisman').map(describeMagicItem) },
          { label: 'Magic items', items: c.items.filter((i) => i.type !== 'talisman').map(describeMagicItem) },
        ],
      },
    ],
  };
}

/** What must hold in every Citadel state (the sweep asks after every step). */
export function citadelInvariants(state: CitadelState): string[] {
  const out: string[] = [];
  for (const c of state.party) {
    if (c.wounds < 0 || c.wounds > maxWounds(c)) out.push(`${c.name} has ${c.wounds} wounds of ${maxWounds(c)}.`);
    if (c.alive && c.wounds >= maxWounds(c)) out.push(`${c.name} is alive with all his Wound Points gone.`);
    if (c.goldMarks < 0) out.push(`${c.name} has ${c.goldMarks} Gold Marks.`);
    if (c.resistance > 5 || c.skills.detrap > 5 || c.skills.hellgate > 5) out.push(`${c.name} has a value above its cap of 5.`);
  }
  if (state.party.filter((c) => c.alive).length > 6) out.push('More than six characters are alive.');
  if (!state.tiles[`${state.position.level}:${state.position.x},${state.position.y}`]) out.push('The party stands on no tile.');
  const keys = Object.keys(state.tiles);
  for (const k of keys) {
    const t = state.tiles[k]!;
    if (k !== `${t.level}:${t.x},${t.y}`) out.push(`Tile ${k} is filed under the wrong cell.`);
    if (t.stairs) for (const l of [1, 2, 3]) {
      const o = state.tiles[`${l}:${t.x},${t.y}`];
      if (o && !o.stairs) out.push(`A staircase at ${t.x},${t.y} clashes with a tile on level ${l}.`);
    }
    if (t.monsters && t.monsters.figures.length > 0 && t.monsters.kind !== 'hellgate' && living(t.monsters).length === 0) out.push(`Dead monsters linger on tile ${k}.`);
  }
  // Every tile is in the pile or on the table (a staircase's landings repeat its design on the other levels).
  const placed = new Set(Object.values(state.tiles).filter((t) => !t.gateway).map((t) => t.designId));
  // A tile drawn and waiting to be turned is in the players' hands.
  if (state.phase.kind === 'orient') placed.add(state.phase.designId);
  const pile = new Set(state.pile);
  if (pile.size !== state.pile.length || placed.size + pile.size !== 100 || [...pile].some((id) => placed.has(id))) out.push('Tiles were created or lost.');
  if (state.phase.kind !== 'over' && state.phase.kind !== 'home' && !state.party.some((c) => c.alive && !c.prisoner)) out.push('No one is left to act, yet the expedition goes on.');
  if (state.phase.kind === 'combat' && state.phase.combat.result !== null) out.push('A finished fight is still in play.');
  if (state.poison !== undefined) out.push('Poison of a finished action is still waiting outside the Poisoned phase.');
  if (state.phase.kind === 'poisoned' && !state.phase.victims.some((v) => state.party.some((c) => c.id === v.id && c.alive))) out.push('The poison waits on no one alive.');
  if (state.phase.kind === 'spellLoss' && (state.party.find((c) => c.id === (state.phase as { character: string }).character)?.marked ?? []).length === 0) out.push('A spell is to be lost by someone who has none marked.');
  return out;
}
