import { describe, expect, it } from 'vitest';
import type { RecordSheet } from '../../../shared/engine/sheet';
import { applyAction, startGame } from '../../../shared/engine/game';
import { deathmazeRuleset } from '../../../shared/rulesets/deathmaze';
import { adventurerSheet, deathmazeSheets, magicItemLabel } from '../../../shared/rulesets/deathmaze/records';
import { aldric, wat } from '../pdf/fixtures';

/** A field's value (and note) by label, and a list's items, wherever the record keeps them. */
const field = (sheet: RecordSheet, label: string) => sheet.sections.flatMap((s) => s.fields).find((f) => f.label === label);
const value = (sheet: RecordSheet, label: string) => field(sheet, label)?.value;
const list = (sheet: RecordSheet, label: string) => sheet.sections.flatMap((s) => s.lists).find((l) => l.label === label)?.items;

describe('Deathmaze adventurer → Character Record [3.1]', () => {
  it('writes the record as the rules do: "+1 Sword" under Weapon Skill, "2 Detrap" under Skills/Spells [3.1]', () => {
    const hero = adventurerSheet(aldric);
    expect(hero).toMatchObject({ role: 'Hero', roleLabel: 'Class', name: 'Aldric the Bold', alive: true, death: null });
    expect(field(hero, 'Wound Points')).toEqual({ label: 'Wound Points', value: '9', note: 'Wounds taken: 3 · 6 remaining', tally: { of: 9, marked: 3 } });
    expect(value(hero, 'Magic Resistance')).toBe('1');
    expect(value(hero, 'Experience')).toBe('45');
    expect(value(hero, 'Gold/Gems')).toBe('120 Bezants');
    expect(field(hero, 'Gold/Gems')?.note).toBe('Gems (3, worth 170 Bezants): 50, 100, 20');
    expect(list(hero, 'Weapon Skill')).toEqual(['+1 Sword']);
    expect(list(hero, 'Weapon')).toEqual(['Sword', 'Bow']);
    expect(list(hero, 'Skills/Spells')).toEqual([]);
    expect(list(hero, 'Magic Items')).toEqual(['+2 Sword', 'Ring of Sleep', 'Potion (untested)']);
    expect(list(adventurerSheet(wat), 'Skills/Spells')).toEqual(['2 Detrap']);
    expect(list(adventurerSheet(wat), 'Weapon')).toEqual(['Dagger', 'Throwing Dagger']);
  });

  it('keeps an untested medallion’s nature hidden and counts potion doses', () => {
    expect(magicItemLabel({ kind: 'medallion', medallion: 'strangling', tested: false })).toBe('Medallion (untested)');
    expect(magicItemLabel({ kind: 'medallion', medallion: 'strangling' })).toBe('Medallion of Strangling');
    expect(magicItemLabel({ kind: 'potion', potion: 'healing', doses: 2 })).toBe('Potion of Healing (2 doses)');
  });

  it('lists what changes an adventurer for a while (drink, Strength, Mage Armour) only when there is something', () => {
    expect(list(adventurerSheet(aldric), 'Conditions')).toBeUndefined();
    expect(list(adventurerSheet({ ...aldric, drunk: true, strength: 2, mageArmor: 1 }), 'Conditions')).toEqual(['Drunk (−2)', 'Strength +2', 'Mage Armour 1']);
  });
});

describe('Deathmaze sheets from a state', () => {
  it('reads the placeholder’s party of names, classes and Wound Points', () => {
    const sheets = deathmazeSheets({ party: [{ name: 'Arn', class: 'hero', woundPoints: 8 }], segmentsExplored: 0 }, { campaign: 'Slot', seed: 'K7QM-2XPD' });
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatchObject({ name: 'Arn', role: 'Hero', campaign: 'Slot', seed: 'K7QM-2XPD', alive: true });
    expect(value(sheets[0]!, 'Wound Points')).toBe('8');
    expect(field(sheets[0]!, 'Wound Points')?.note).toBe('Wounds taken: 0 · 8 remaining');
    expect(list(sheets[0]!, 'Weapon')).toEqual([]);
  });

  it('reads the engine’s party in play: magic weapons in their slots, spells, the dead and how they died', () => {
    const state = {
      phase: { kind: 'exploring' },
      party: [
        { ...aldric, id: 'a1', weapons: ['sword', 'bow'], weaponBonuses: [2, 0], dead: false, spells: [] },
        { ...wat, id: 'a2', class: 'wizard', spells: ['mageArmor', 'stoneFlesh'], dead: true, causeOfDeath: 'killed fighting 2 Trolls', diedAt: 'in the room north of the entrance' },
      ],
    };
    const [hero, wizard] = deathmazeSheets(state);
    expect(hero!.id).toBe('a1');
    expect(list(hero!, 'Weapon')).toEqual(['+2 Sword', 'Bow']);
    expect(wizard!.role).toBe('Wizard');
    expect(list(wizard!, 'Skills/Spells')).toEqual(['2 Detrap', 'Mage Armour', 'Stone-to-flesh']);
    expect(wizard!.alive).toBe(false);
    expect(wizard!.death).toBe('Killed fighting 2 Trolls, in the room north of the entrance.');
    expect(field(wizard!, 'Status')).toEqual({ label: 'Status', value: 'Dead', note: 'Killed fighting 2 Trolls, in the room north of the entrance.' });
  });

  it('carries the combat board’s wounds and deaths mid-fight [8.6], as the party panel does', () => {
    const state = {
      phase: { kind: 'combat', combat: { adventurers: [{ id: 'a1', wounds: 5, dead: false }, { id: 'a2', wounds: 6, dead: true }] } },
      party: [
        { ...aldric, id: 'a1', wounds: 3 },
        { ...wat, id: 'a2', wounds: 0 },
      ],
    };
    const [hero, thief] = deathmazeSheets(state);
    expect(field(hero!, 'Wound Points')?.note).toBe('Wounds taken: 5 · 4 remaining');
    expect(thief!.alive).toBe(false);
  });

  it('at home prints the campaign roster, living and dead, with expeditions survived', () => {
    const roster = [
      { id: 'a1', name: 'Arn', class: 'hero', woundPoints: 9, magicResistance: 1, weaponSkills: {}, detrap: 0, spells: [], weapons: [{ weapon: 'axe', bonus: 1 }, { weapon: 'bow', bonus: 0 }], magicItems: [], experience: 80, bezants: 150, status: 'available', expeditions: [1, 2], advancement: [] },
      { id: 'a2', name: 'Bree', class: 'thief', woundPoints: 6, magicResistance: 1, weaponSkills: {}, detrap: 2, spells: [], weapons: [], magicItems: [], experience: 0, bezants: 0, status: 'dead', expeditions: [1, 2], advancement: [], death: { expedition: 2, cause: 'killed by an Ogre', where: 'the second room', lostExperience: 10, lostBezants: 0 } },
    ];
    const expeditions = [
      { id: 1, members: [{ id: 'a1', survived: true }, { id: 'a2', survived: true }] },
      { id: 2, members: [{ id: 'a1', survived: true }, { id: 'a2', survived: false }] },
    ];
    const state = { phase: { kind: 'home' }, party: [{ id: 'a1', name: 'Arn (stale)', class: 'hero' }], campaign: { name: 'Deep Delve', roster, expeditions } };
    const sheets = deathmazeSheets(state, { campaign: 'slot name' });
    expect(sheets.map((s) => s.name)).toEqual(['Arn', 'Bree']);
    expect(list(sheets[0]!, 'Weapon')).toEqual(['+1 Axe', 'Bow']);
    expect(sheets[0]).toMatchObject({ campaign: 'Deep Delve' });
    expect(value(sheets[0]!, 'Expeditions Survived')).toBe('2');
    expect(value(sheets[0]!, 'Kills')).toBe('0');
    expect(value(sheets[1]!, 'Expeditions Survived')).toBe('1');
    expect(sheets[1]).toMatchObject({ alive: false, death: 'Killed by an Ogre, the second room.' });
  });

  it('returns no sheets for a state without adventurers', () => {
    expect(deathmazeSheets(null)).toEqual([]);
    expect(deathmazeSheets({ segmentsExplored: 3 })).toEqual([]);
  });

  it('is what the ruleset answers through the contract', () => {
    const state = { party: [{ ...aldric, id: 'a1' }] };
    expect(deathmazeRuleset.sheets?.(state as never, { seed: 'S' })).toEqual(deathmazeSheets(state, { seed: 'S' }));
  });
});

describe('choices the Records view offers beside a record', () => {
  it('rename and give are offered beside the record of the person they are about, so the view never reads an action', async () => {
    const { Rng } = await import('../../../shared/core/rng');
    const { rngStateFromSeed } = await import('../../../shared/core/seed');
    const rng = new Rng(rngStateFromSeed('K7QM2XPD'));
    const { state } = deathmazeRuleset.newGame(deathmazeRuleset.setupSchema.parse({ party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }] }), rng);
    const [arn, bree] = state.party;
    const withRing = { ...state, party: [{ ...arn!, magicItems: [{ id: 'ring-1', kind: 'ring' as const, ring: 'sleep' as const }] }, bree!] };
    const choices = deathmazeRuleset.choices(withRing);
    const renames = choices.filter((c) => c.beside === 'record' && c.text);
    expect(renames.map((c) => c.subjectId)).toEqual([arn!.id, bree!.id]);
    const gives = choices.filter((c) => c.beside === 'record' && !c.text);
    expect(gives).toHaveLength(1);
    expect(gives[0]).toMatchObject({ subjectId: arn!.id, label: 'Arn gives the Ring of Sleep to Bree' });
    // The sheet names the same person, so the view can put the choice beside his record.
    expect(deathmazeSheets(withRing).map((s) => s.id)).toEqual([arn!.id, bree!.id]);
  });
});

describe('Character Records on a long campaign (issue 18: an action must not cost more as the roster grows)', () => {
  /** A seeded campaign played by the autoplayer until its roster holds many more adventurers than its party. */
  function longCampaign(): { before: unknown; after: unknown } {
    const started = startGame(deathmazeRuleset, 'K7QM-2XPD', { party: ['Arn', 'Bree', 'Cade', 'Dara'].map((name, i) => ({ name, class: i % 2 ? 'thief' : 'hero' })) });
    if (!started.ok) throw new Error(started.message);
    let game = started.game;
    let before: unknown = null;
    for (let i = 0; i < 4000; i++) {
      const step = applyAction(deathmazeRuleset, { ...game, actions: [] }, deathmazeRuleset.chooseAction!(game.state));
      if (!step.ok) throw new Error(step.message);
      const roster = (step.game.state.campaign?.roster.length ?? 0);
      // Two states in a row mid-expedition (the same campaign record, a party in the maze), once the roster is long.
      if (before !== null && step.game.state.phase.kind !== 'home' && roster >= 20) return { before, after: step.game.state };
      before = roster >= 20 && step.game.state.phase.kind !== 'home' ? step.game.state : null;
      game = step.game;
    }
    throw new Error('the seeded campaign never reached a roster of 20');
  }

  it('when the roster changes (an expedition begins or ends), rebuilds only the records of the entries that changed', () => {
    const started = startGame(deathmazeRuleset, 'K7QM-2XPD', { party: ['Arn', 'Bree', 'Cade', 'Dara'].map((name, i) => ({ name, class: i % 2 ? 'thief' : 'hero' })) });
    if (!started.ok) throw new Error(started.message);
    let game = started.game;
    let checked = 0;
    for (let i = 0; i < 4000 && checked < 3; i++) {
      const step = applyAction(deathmazeRuleset, { ...game, actions: [] }, deathmazeRuleset.chooseAction!(game.state));
      if (!step.ok) throw new Error(step.message);
      const [before, after] = [game.state.campaign, step.game.state.campaign];
      if (before && after && before.roster !== after.roster && after.roster.length >= 20) {
        checked++;
        const sheetsBefore = new Map(deathmazeSheets(game.state).map((sheet) => [sheet.id, sheet]));
        const sheetsAfter = deathmazeSheets(step.game.state);
        const inParty = new Set([...game.state.party, ...step.game.state.party].map((a) => a.id));
        const unchanged = after.roster.filter((entry) => before.roster.includes(entry) && !inParty.has(entry.id));
        expect(unchanged.length).toBeGreaterThan(10);
        for (const entry of unchanged) expect(sheetsAfter.find((sheet) => sheet.id === entry.id)).toBe(sheetsBefore.get(entry.id));
        expect(sheetsAfter).toEqual(deathmazeSheets(JSON.parse(JSON.stringify(step.game.state))));
      }
      game = step.game;
    }
    expect(checked).toBe(3);
  });

  it('rebuilds only the party’s records after an action; the rest of the roster’s are the ones already built', () => {
    const { before, after } = longCampaign();
    const first = deathmazeSheets(before, { campaign: 'Long', seed: 'K7QM-2XPD' });
    const second = deathmazeSheets(after, { campaign: 'Long', seed: 'K7QM-2XPD' });
    const party = (after as { party: unknown[] }).party.length;
    expect(second.length).toBeGreaterThan(party * 3);
    const rebuilt = second.filter((sheet) => !first.includes(sheet)).length;
    expect(rebuilt).toBe(party);
    // And the records are exactly those built from scratch (a JSON copy shares no object with the cached ones).
    expect(second).toEqual(deathmazeSheets(JSON.parse(JSON.stringify(after)), { campaign: 'Long', seed: 'K7QM-2XPD' }));
  });
});
