import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { playCampaign, playExpedition, type DeathmazeAction, type DeathmazeState, type GameItem } from '../../../../shared/rulesets/deathmaze/game';
import { gameSeed } from '../../../../electron/cli/commands/simulate';
import { act, attackNow, autoplayUntil, fresh, R } from './helpers';

const ADVANCED = {
  variant: 'advanced',
  party: [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard' }, { name: 'Bree', class: 'thief' }, { name: 'Dee', class: 'thief' }],
};

function withItem(state: DeathmazeState, id: string, item: GameItem): DeathmazeState {
  return { ...state, party: state.party.map((a) => (a.id === id ? { ...a, magicItems: [...a.magicItems, item] } : a)) };
}

describe('the Advanced game through the ruleset API', () => {
  it('creates a Wizard with the default spell, and refuses one in the Basic game', () => {
    const { state, events } = fresh(3, ADVANCED);
    const wyn = state.party.find((a) => a.name === 'Wyn')!;
    expect(state.gameVariant).toBe('advanced');
    expect(wyn).toMatchObject({ class: 'wizard', woundPoints: 5, magicResistance: 2, weapons: ['dagger', 'throwingDagger'], spells: ['lightning'] });
    expect(events.some((e) => /Wyn the Wizard takes the default/.test(e.text))).toBe(true);
    expect(R.setupSchema.safeParse({ party: [{ name: 'W', class: 'wizard' }] }).success).toBe(false);
    expect(R.setupSchema.safeParse({ variant: 'advanced', party: [{ name: 'W', class: 'wizard', weapons: ['sword', 'dagger'] }] }).success).toBe(false);
  });

  it('a Wizard casts Lightning in combat instead of attacking, paying wounds that are never healed', () => {
    let cast = false;
    for (let seed = 1; seed < 40 && !cast; seed++) {
      const { state, rng } = fresh(seed, ADVANCED);
      const inFight = autoplayUntil(state, rng, (s) => s.phase.kind === 'combat' && R.choices(s).some((c) => c.action.type === 'combat' && c.action.action.type === 'castSpell'));
      if (inFight.state.phase.kind !== 'combat') continue;
      const choice = R.choices(inFight.state).find((c) => c.action.type === 'combat' && c.action.action.type === 'castSpell')!;
      expect(choice.label).toMatch(/Wyn casts Lightning at /);
      expect(choice.section).toBe('11.21');
      const after = act(inFight.state, choice.action, rng);
      expect(after.events.some((e) => e.section === '11.22' && /Wyn suffers 2 wounds casting Lightning/.test(e.text))).toBe(true);
      expect(after.events.some((e) => e.roll?.table === 'Magic Resistance (11.24)')).toBe(true);
      // Fight on to the end: the spell-casting wounds are written on his record.
      const done = autoplayUntil(after.state, rng, (s) => s.phase.kind !== 'combat');
      const wyn = done.state.party.find((a) => a.name === 'Wyn')!;
      if (!wyn.dead) expect(wyn.spellWounds).toBeGreaterThanOrEqual(2);
      cast = true;
    }
    expect(cast).toBe(true);
  });

  it('a spell ring is used once in one expedition and is ready again in the next [12.13]', () => {
    const { state: start, rng } = fresh(5, ADVANCED);
    let s = withItem(start, 'a2', { kind: 'ring', ring: 'heal', id: 'ring-1' });
    s = { ...s, party: s.party.map((a) => (a.id === 'a1' ? { ...a, wounds: 5 } : a)) };
    const heal = R.choices(s).find((c) => c.action.type === 'cast' && c.action.spell === 'ring:ring-1' && c.action.targetId === 'a1');
    expect(heal?.label).toBe('Wyn casts Heal from his ring on Arn');
    s = act(s, heal!.action, rng).state;
    expect(s.ringsUsed).toEqual(['ring-1']);
    expect(s.party.find((a) => a.id === 'a2')!.wounds).toBe(0);
    expect(R.apply(s, { type: 'cast', adventurerId: 'a2', spell: 'ring:ring-1', targetId: 'a1' }, rng)).toMatchObject({ ok: false, rule: '12.13' });
    s = act(s, { type: 'leave' }, rng).state;
    s = act(s, { type: 'home' }, rng).state;
    expect(s.phase.kind).toBe('home');
    expect(s.campaign!.roster.find((a) => a.id === 'a2')!.magicItems).toEqual([{ kind: 'ring', ring: 'heal' }]);
    s = act(s, { type: 'beginExpedition' }, rng).state;
    expect(s.phase.kind).toBe('exploring');
    expect(s.ringsUsed).toEqual([]);
    const ring = s.party.find((a) => a.id === 'a2')!.magicItems.find((i) => i.kind === 'ring')!;
    s = { ...s, party: s.party.map((a) => (a.id === 'a1' ? { ...a, wounds: 4 } : a)) };
    expect(R.apply(s, { type: 'cast', adventurerId: 'a2', spell: `ring:${ring.id}`, targetId: 'a1' }, rng).ok).toBe(true);
  });

  it('a potion with a dose left and a tested medallion go home and come out on the next expedition as they were [13.0]', () => {
    const { state: start, rng } = fresh(5, ADVANCED);
    let s = withItem(start, 'a2', { kind: 'potion', potion: 'healing', id: 'p-1', doses: 1 });
    s = withItem(s, 'a2', { kind: 'medallion', medallion: 'oratory', id: 'm-1', tested: true });
    s = act(s, { type: 'leave' }, rng).state;
    s = act(s, { type: 'home' }, rng).state;
    s = act(s, { type: 'beginExpedition' }, rng).state;
    const items = s.party.find((a) => a.id === 'a2')!.magicItems;
    const potion = items.find((i) => i.kind === 'potion')!;
    const medallion = items.find((i) => i.kind === 'medallion')!;
    expect(potion).toMatchObject({ potion: 'healing', doses: 1 });
    expect(medallion).toMatchObject({ medallion: 'oratory', tested: true });
    expect(potion.id).not.toBe('p-1');
  });

  it('a charmed monster turns on the party when its controller dies outside combat [9.45]', () => {
    const { state: start, rng } = fresh(7, ADVANCED);
    let s: DeathmazeState = withItem(start, 'a4', { kind: 'armour', bonus: 2, id: 'arm-1' });
    // Dee lives only by his magical armour, and controls an Orc.
    s = { ...s, party: s.party.map((a) => (a.id === 'a4' ? { ...a, wounds: 7 } : a)), charmed: [{ id: 'c9', type: 'orc', name: 'Orc', woundPoints: 4, wounds: 0, controllerId: 'a4' }] };
    const r = act(s, { type: 'give', itemId: 'arm-1', adventurerId: 'a1' }, rng);
    expect(r.state.party.find((a) => a.id === 'a4')).toMatchObject({ dead: true });
    expect(r.events.some((e) => e.section === '9.45' && /controller is dead/.test(e.text))).toBe(true);
    expect(r.state.charmed).toEqual([]);
    // [8.41] The party readies its weapons, then fights the Orc.
    expect(r.state.phase.kind).toBe('beforeCombat');
    if (r.state.phase.kind === 'beforeCombat') expect(r.state.phase.group.type).toBe('orc');
  });

  it('a troll regenerates in a fight played through the reducer [12.35]', () => {
    let seen = false;
    for (let seed = 1; seed < 30 && !seen; seed++) {
      const { state, rng } = fresh(seed, { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Cal', class: 'hero' }] });
      const troll = { type: 'troll' as const, source: 'room' as const, count: 1, monsters: [{ index: 1, woundPoints: 14, wounds: 0 }], treasure: 'J' as const };
      let s: DeathmazeState = { ...state, phase: { kind: 'encounter', group: troll, negotiated: 'no', tribute: null, mayPeg: false, then: 'feature' } };
      s = attackNow(s, rng).state;
      const fight = autoplayUntil(s, rng, (x) => x.phase.kind !== 'combat');
      seen = fight.events.some((e) => e.section === '12.35' && /regenerates a Wound Point/.test(e.text));
    }
    expect(seen).toBe(true);
  });

  it('100 seeded autoplayed Advanced games all end', () => {
    for (let i = 0; i < 100; i++) {
      const run = playExpedition(ADVANCED, gameSeed('ADV-END', i), (s) => chooseAction(s));
      expect(run.finished).toBe(true);
    }
  });
});

describe('a campaign through the ruleset API', () => {
  it('a Basic party-only setup plays as before and gains its campaign at home', () => {
    const { state, rng } = fresh(11);
    expect(state.campaign).toBeUndefined();
    const end = autoplayUntil(state, rng, () => false);
    expect(end.state.phase.kind).toBe('ended');
    const home = act(end.state, { type: 'home' }, rng).state;
    expect(home.phase.kind).toBe('home');
    const c = home.campaign!;
    expect(c.expeditions).toHaveLength(1);
    expect(c.expeditions[0]!.status).toBe('finished');
    for (const a of end.state.party) {
      const r = c.roster.find((x) => x.id === a.id)!;
      expect(r.status).toBe(a.dead ? 'dead' : 'available');
      if (a.dead) expect(r.death).toMatchObject({ expedition: 1, cause: a.causeOfDeath });
    }
    expect(R.summary(home).finished).toBe(false);
    expect(R.choices(home).some((c2) => c2.action.type === 'recruit' && c2.section === '3.1')).toBe(true);
  });

  it('advancement between expeditions costs 75 Experience and 100 Bezants a point [13.11]', () => {
    const { state, rng } = fresh(12, { variant: 'basic', party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] });
    let s: DeathmazeState = { ...state, party: state.party.map((a) => ({ ...a, experience: 160 })), pool: { bezants: 500, gems: [] } };
    s = act(s, { type: 'leave' }, rng).state;
    s = act(s, { type: 'home' }, rng).state;
    const arn = s.campaign!.roster.find((a) => a.name === 'Arn')!;
    expect(arn).toMatchObject({ experience: 160, bezants: 250 });
    const options = R.choices(s).filter((c) => c.action.type === 'advance' && c.action.adventurerId === arn.id);
    expect(options.every((c) => c.section === '13.11')).toBe(true);
    s = act(s, { type: 'advance', adventurerId: arn.id, option: { kind: 'woundPoint' } }, rng).state;
    // [13.11] One point at the end of a game: the second waits for the end of his next.
    expect(R.choices(s).some((c) => c.action.type === 'advance' && c.action.adventurerId === arn.id)).toBe(false);
    expect(R.apply(s, { type: 'advance', adventurerId: arn.id, option: { kind: 'weaponSkill', weapon: 'sword' } }, rng)).toMatchObject({ ok: false, rule: '13.11' });
    const after = s.campaign!.roster.find((a) => a.name === 'Arn')!;
    expect(after).toMatchObject({ woundPoints: 9, weaponSkills: { sword: 1 }, experience: 85, bezants: 150 });
    expect(R.apply(s, { type: 'advance', adventurerId: arn.id, option: { kind: 'woundPoint' } }, rng)).toMatchObject({ ok: false, rule: '13.11' });
    expect(R.apply(s, { type: 'advance', adventurerId: arn.id, option: { kind: 'detrap' } }, rng)).toMatchObject({ ok: false });
    s = act(s, { type: 'chooseParty', members: [{ id: arn.id, weapons: [{ weapon: 'axe' }, { weapon: 'bow' }] }] }, rng).state;
    s = act(s, { type: 'beginExpedition' }, rng).state;
    expect(s.party).toHaveLength(1);
    expect(s.party[0]).toMatchObject({ name: 'Arn', woundPoints: 9, wounds: 0, weapons: ['axe', 'bow'], experience: 0, bezants: 0 });
  });

  it('keeps the dead on the roster with how and where they died', () => {
    const run = playCampaign({ variant: 'basic', party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] }, gameSeed('DEAD', 1), 3, (s) => chooseAction(s));
    const dead = run.state.campaign!.roster.filter((a) => a.status === 'dead');
    expect(dead.length).toBeGreaterThan(0);
    for (const a of dead) {
      expect(a.death!.cause.length).toBeGreaterThan(3);
      expect(a.death!.where).toMatch(/^in the .*(of the entrance|at the entrance)$/);
    }
  });

  it('replays a three-expedition autoplayed campaign byte for byte from its seed and actions', () => {
    const seed = gameSeed('REPLAY', 3);
    const run = playCampaign(ADVANCED, seed, 3, (s) => chooseAction(s));
    expect(run.finished).toBe(true);
    expect(run.state.campaign!.expeditions.filter((e) => e.status === 'finished')).toHaveLength(3);
    const again = playCampaign(ADVANCED, seed, 3, (s) => chooseAction(s));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(run.state));
    // Replaying the recorded actions alone (as a save slot does) gives the same state.
    const { replayed } = replay(seed, run.actions);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(run.state));
  });
});

function replay(seed: string, actions: readonly DeathmazeAction[]): { replayed: DeathmazeState } {
  const rng = new Rng(rngStateFromSeed(seed));
  let s = R.newGame(R.setupSchema.parse(ADVANCED), rng).state;
  for (const a of actions) s = act(s, a, rng).state;
  return { replayed: s };
}
