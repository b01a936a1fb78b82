import { describe, expect, it } from 'vitest';
import { citadelRuleset } from '../../../../shared/rulesets/citadel/ruleset';
import { chooseAction, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { figures, group } from '../../../../shared/rulesets/citadel/game/monsters';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, listed, start } from './helpers';

describe('Citadel view, records and summary', () => {
  it('the map has three levels, the party on the Gateway, and the people with wounds, CB, RV and MP', () => {
    const { state } = start(2);
    const view = citadelRuleset.view!(state);
    expect(view.map).toMatchObject({ kind: 'tiles', levels: 3, party: { x: 0, y: 0, level: 1 } });
    if (view.map?.kind === 'tiles') expect(view.map.tiles.map((t) => t.label)).toEqual(['Gateway']);
    expect(view.people).toHaveLength(6);
    // The party card's numbers, spelled out for a screen reader; Magic Potential per sun and under the dominant sun for
    // those who have any, left off for the others; a caster's card also names the spells the dominant sun lets him use
    // (4.1 D).
    const sun = { red: 'Red', yellow: 'Yellow', blue: 'Blue' }[state.dominantSun];
    for (const p of view.people) {
      const c = state.party.find((x) => x.id === p.id)!;
      const mp = c.magicPotential;
      const caster = mp.red + mp.yellow + mp.blue > 0;
      const knows = c.spells.length > 0;
      expect(p.stats.map((s) => s.label)).toEqual([
        'CB', 'RV', ...(caster ? ['MP R/Y/B', `MP ${sun}`] : []), ...(knows ? [`Spells (${sun} Sun)`] : []), 'GM',
      ]);
      expect(p.stats.every((s) => s.title)).toBe(true);
      if (caster) {
        expect(p.stats[2]!.value).toBe(`${mp.red}/${mp.yellow}/${mp.blue}`);
        expect(p.stats[3]).toEqual({ label: `MP ${sun}`, title: `Magic Potential under the dominant ${sun} Sun`, value: String(mp[state.dominantSun]) });
      }
    }
    expect(view.people.some((p) => p.stats.some((s) => s.label.startsWith('MP')))).toBe(true);
    expect(view.facts.map((f) => f.label)).toContain('Dominant sun');
    expect(view.phase.ended).toBe(false);
  });

  it('a fight shows both sides in rows, and its choices are the combat module\'s', () => {
    const { state: s0, rng } = start(3);
    const made = figures(s0, rng, 'harpy', 5, 1, []);
    const key = keyOf(s0.position);
    const s: CitadelState = { ...made.state, tiles: { ...made.state.tiles, [key]: { ...made.state.tiles[key]!, monsters: group('room', 1, made.figures) } }, encounter: { where: 'segment', group: null, solo: null, reward: null }, phase: { kind: 'encounter', negotiated: false, bribed: false } };
    const fighting = act(s, { type: 'fight' }, rng).state;
    expect(fighting.phase.kind).toBe('combat');
    const view = citadelRuleset.view!(fighting);
    expect(view.combat?.rows.filter((r) => r.side === 'monsters').flatMap((r) => r.members)).toHaveLength(5);
    expect(view.combat?.rows.filter((r) => r.side === 'party' && r.row === 1)[0]?.members.length).toBe(3);
    const choices = listed(fighting);
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((a) => a.type === 'combat')).toBe(true);
    expect(chooseAction(fighting).type).toBe('combat');
  });

  it('a Character Record names race or hero, CB, RV, MP per sun, spells, skills, Gold Marks, jewels and talismans', () => {
    const { state } = start(4);
    const sheets = citadelRuleset.sheets!(state, { campaign: 'Test', seed: 'ABCD-2345' });
    expect(sheets).toHaveLength(6);
    for (const sheet of sheets) {
      expect(sheet.gameTitle).toBe('Citadel of Blood');
      expect(sheet.role).toMatch(/(hero|initiate)$/);
      const labels = sheet.sections.flatMap((s) => [...s.fields.map((f) => f.label), ...s.lists.map((l) => l.label)]);
      for (const l of ['Wound Points', 'Combat Bonus', 'Resistance Value', 'Magic Potential (Red/Yellow/Blue)', 'Skills', 'Spells', 'Gold Marks', 'Jewels', 'Talismans']) expect(labels).toContain(l);
      expect(sheet.campaign).toBe('Test');
    }
  });

  it('the summary says who is in the party and how far the campaign has come', () => {
    const { state, rng } = start(5);
    const s = citadelRuleset.summary(state);
    expect(s.party.split(', ')).toHaveLength(6);
    expect(s.progress).toMatch(/^Expedition 1, 1 tile placed, 0 combats/);
    const ended = act(act(state, { type: 'leave' }, rng).state, { type: 'endCampaign' }, rng).state;
    expect(citadelRuleset.summary(ended).finished).toBe(true);
    expect(citadelRuleset.choices(ended)).toEqual([]);
  });
});
