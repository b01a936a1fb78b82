import type { Ruling } from '../../../engine/ruleset';
import { characteristics, MONSTERS, monsterCounters } from './monsters';

/**
 * Rulings for the tables and resolutions of this folder. "1979" is the SPI rules text (deathmaze-1979-rules.txt),
 * "revised" the later transcription (deathmaze-revised-rules.txt), which prints none of the charts.
 */
const textRulings: readonly Ruling[] = [
  // Characters and party
  {
    section: '3.1',
    title: 'Two weapons may be the same',
    text: '[3.1] asks for two weapons from the Combat Results Table without forbidding a pair; [8.47] speaks of an adventurer "both of whose weapons were throwing daggers", so two of one kind are allowed.',
  },
  {
    section: '3.1',
    title: 'Initial weapon skill with any weapon',
    text: '[3.1] b (and revised [4.0] b) gives "skill with one weapon" without requiring that he carry it; any of the six weapons may be chosen, which matters once he finds a magic weapon [9.23].',
  },
  {
    section: '3.1',
    title: 'No Magic Resistance as initial experience',
    text: '[3.1] offers three choices: a Wound Point, a weapon skill, or (Thieves) a point of Detrap. 1979 [11.13] (revised [4.13]) speaks of "increasing his Wound Points, Magic Resistance, or giving him a Weapon Skill", echoing the ability points of [13.11]. Heroes and Thieves follow the [3.1] list (in both games); only a Wizard, whom [11.13] is about, may take a point of Magic Resistance as initial experience (Advanced ruling "A Wizard\'s initial experience"). Otherwise Magic Resistance is raised only by ability points between games [13.11].',
  },
  {
    section: '3.0',
    title: 'Players share the adventurers equally',
    text: '1979 [3.0] requires every player to control the same number of adventurers (at most six in all); [3.2]\'s split (two players three each, three players two each, four to six one each) is advice and only warned about. Fewer than four adventurers is allowed with the warning of [3.2] ("about the minimum number that have a chance of success"); the revised [4.0] says the same.',
  },
  {
    section: '5.12',
    title: 'A lone adventurer may march alone in the first row',
    text: '1979 [5.12]: "At least two adventurers must be present in the first row (unless there is only one adventurer in the party)". Revised [5.12] drops the exception, which would make a one-adventurer party (allowed by [3.2] and revised [4.0]) impossible. The 1979 exception is followed.',
  },
  // Exploration
  {
    section: '5.3',
    title: '"Room trapped on 1" is the door trap check',
    text: 'The 1979 Exploration Table prints "Room Trapped on 1"; [5.26], [5.28] and [10.11] (and revised [3.0] a) put the trap on the door the party moves through. It is rolled whenever the party passes a door into a segment not entered before, never for doors onto explored segments [5.28].',
  },
  {
    section: '9.81',
    title: 'Chest traps: the footnote\'s "see [9.6]" means [9.16]',
    text: 'The 1979 Treasure Type Table footnote says "Treasure types I and J may be trapped see [9.6]"; [9.6] is Medallions. It is a typo for [9.16], which gives the chest rule (trapped on 1–3, as the Exploration Table [5.3] also says).',
  },
  {
    section: '9.16',
    title: 'One chest per monster, and only if it holds something',
    text: 'Treasure is rolled separately for each monster [9.13] and "Treasure from monsters with Treasure Type I or J will be in chests. Roll a die for each chest" [9.16]: each monster\'s treasure is its own chest. A treasure that rolled nothing at all has no chest to open, so no trap check is made for it. The Type J Treasure under a trap door [6.33] is treated as a chest too, because the Exploration Table [5.3] ties the trap to the Treasure Type ("Treasure Type I or J trapped on 1-3").',
  },
  // Monsters
  {
    section: '7.4',
    title: 'Room Monster Table layout',
    text: 'The 1979 chart OCR prints columns 1–3 row by row and columns 4–6 column by column ("4 Gargoyle 1D6 Goblins Sklton Vampire EvlWzrd 2GntAnts" is column 4, rows 1–6). Read so, row 2 is all groups (1D6 Orcs, 1D3 Ogres, 1D6 Skeletons, 1D6 Goblins, 1D3 Cronks, 1D6 Vampire Bats) and all nineteen monsters of [7.5] appear. "VmptBats" is read as Vampire Bats. The revised text prints no table.',
  },
  {
    section: '7.3',
    title: 'Which die reads the row',
    text: '[7.11] says only to cross-reference the two dice "as directed". The first die reads the row (1–6), the second the column: 1-2 / 3-4 / 5-6 on the Wandering Monster Table (a D3 in the sense of [2.3]), 1–6 on the Room Monster Table. Either order gives the same odds.',
  },
  {
    section: '7.14',
    title: 'Monster Wound Points are rolled when the monsters are found',
    text: '[7.14] rolls Wound Points when combat is joined. They are rolled as soon as the group is found (same dice, same odds) so the group is complete data from the start; a Wound Die Code can never give less than 1 Wound Point.',
  },
  {
    section: '7.15',
    title: 'Evil Wizards in the Basic game',
    text: '1979 [7.15] and revised [7.15] agree: in the Basic game an Evil Wizard result means the segment is empty of monsters (no negotiation, no treasure). A Wandering Monster Table "Evil Wizard" is ignored the same way.',
  },
  {
    section: '7.5',
    title: 'Monsters that never negotiate',
    text: 'Skeletons, Cronks and Werewolves (Negotiation 9) and Mummies (7) can never reach Agreement (6) on 2D6 without Oratory: their best roll is 3 or 5. This is taken as intended (mindless undead and beasts), not a misprint, and the chart is kept as printed.',
  },
  {
    section: '7.24',
    title: 'Who is cowed: Orcs, not Ogres',
    text: '1979 [7.24]: "an Evil Hero, Wizard, Thief, Ores or Goblins" ("Ores" an OCR slip for Orcs); revised [7.21] says "Ogres or Goblins". The 1979 list is followed: it is the same list as the Charm Person potion [9.45], the humanoids who carry weapons [8.8] and share Treasure H/B with Goblins. Ogres treat Cow as Agreement.',
  },
  {
    section: '7.24',
    title: 'The Cow tribute',
    text: '"One-quarter of their Bezants" is rounded down. The whole treasure of the group is rolled at the Cow result (each monster separately [9.13]) and kept: if the party later defeats the monsters it gets that same treasure less the Bezants already taken [7.24], rather than a new roll. On Agreement, and on Cow from other monsters, there is no treasure ([9.11] "sometimes" after negotiation means the Cow tribute).',
  },
  {
    section: '7.21',
    title: 'Negotiation modifiers',
    text: 'The roll is 2D6 minus the Negotiation Value [7.21], plus 2 for each Oratory medallion wearer in the party [9.64] and, in the Advanced game, 4 for an Oratory spell [11.3]; they are cumulative [9.64]. Totals beyond the printed rows read "5 or less" and "9 or more".',
  },
  // Features
  {
    section: '6.13',
    title: 'Fountain potions',
    text: '[6.13]: the investigator undergoes the potion\'s effects at once (its type is rolled on the Potion Table [9.47]) and the party may take one dose, which is identified. A Charm potion drunk with no suitable monster present has no effect [9.45].',
  },
  {
    section: '6.14',
    title: 'Drunkenness does not add up',
    text: '[6.14] makes a drunk adventurer fight at −2 "for the remainder of the game"; drinking Alcohol again leaves him drunk, still −2.',
  },
  {
    section: '6.22',
    title: 'A statue Gargoyle',
    text: 'The statue becomes one Gargoyle with Wound Points from its counter; the party may negotiate or fight, and its treasure is Type G (the Gargoyle has one letter for room and wandering alike).',
  },
  {
    section: '6.24',
    title: 'Statue gems',
    text: '"The statue\'s two eyes are gems": two gems, each valued by 2D6 on the Gems Table [9.82].',
  },
  {
    section: '6.34',
    title: 'Trap door traps may be detrapped',
    text: '[6.34] sends a trap door\'s trap to [10.0]; since the feature is investigated "preferably by a Thief" [6.0], a Thief investigator may try to remove it by [10.12] (or Sesame used [9.53]); anyone else suffers it [10.13].',
  },
  // Treasure
  {
    section: '9.12',
    title: 'Treasure chances',
    text: 'Both texts ([9.12]): for each column roll 1D6; if it is at most the number before the colon, roll the code after it. "0:0" never yields anything and a chance of 6 always does, so no presence die is rolled for them; a bare number after the colon ("1") is that many.',
  },
  {
    section: '9.41',
    title: 'A potion\'s type is rolled when it is tested',
    text: '[9.41]: "One adventurer must be delegated to test the potion before rolling on the Table." A potion found as treasure (or in a statue [6.23]) is kept untested; its type is rolled when someone tests it (or a Potion Appraisal medallion identifies it [9.63]). Fountain water [6.13] is rolled at once because the investigator drinks it.',
  },
  {
    section: '9.61',
    title: 'A medallion\'s kind stays unknown until it is worn',
    text: '[9.61]: a medallion must be tested to learn what it does. Unlike a potion [9.41], neither text says when its kind is rolled, so the Medallion Table [9.67] is rolled when it is found (as the Magic Item Table [9.83] leads straight to it), but that roll is not shown: the log and the item read "Medallion (untested)" until an adventurer puts it on, and the test names it.',
  },
  {
    section: '9.22',
    title: 'Roll Twice on the bonus tables',
    text: 'Weapon Effects [9.22] and Armour [9.31]: a 6 is replaced by two more rolls whose bonuses are added; each further 6 is replaced the same way, without limit.',
  },
  {
    section: '9.7',
    title: 'Rings in the Basic game',
    text: 'Both texts [9.7]: a Ring result on the Magic Item Table is rolled again, as many times as needed, so in the Basic game each of the other five items comes up one time in five.',
  },
  // Traps
  {
    section: '10.27',
    title: 'Roll Twice on the Trap Table',
    text: 'A 6 is replaced by two rolls, and any 6 among them by two more ("If a second Roll Twice results, roll twice again (for a total of three traps)"). Every trap falls on the one who opened the door or chest, except the Explosion, which wounds everyone in the party [10.25].',
  },
  {
    section: '10.22',
    title: 'Trap arrows',
    text: '1D6 on the Combat Results Table Bow column with no Combat Bonus [10.22] (a Medallion of Dexterity helps only the wearer\'s own shots [9.65]). A Poison Arrow adds 1D3 poison Wounds only if the arrow strikes, i.e. the Bow column gives at least 1 Wound [10.23].',
  },
  {
    section: '9.62',
    title: 'Neutralize Poison medallion',
    text: 'Its wearer ignores the 1D3 poison of poison potions, poisonous fountains, Poison Gas and the poison of a Poison Arrow [9.62]; the arrow\'s own Wound still counts.',
  },
  {
    section: '10.12',
    title: 'One detrap attempt',
    text: '1979 [10.12]/[10.13] and revised [10.12] agree: one Thief tries once, 1D6 at most his Detrap skill removes the trap and earns 10 Experience Points; if he fails he suffers the trap himself. If the party sends someone other than a Thief, he suffers the trap automatically [10.13]. Sesame must be used before any detrap attempt [9.53].',
  },
];

/** One ruling per reconstructed counter: the counter sheet is not in either text. */
const counterRulings: readonly Ruling[] = MONSTERS.map((id) => {
  const c = monsterCounters.rows[id];
  const bonus = c.combatBonus === 'W' ? 'W (weapon)' : `+${c.combatBonus}`;
  return {
    section: '7.14',
    title: `${characteristics(id).name} counter: ${bonus}, ${c.woundCode}`,
    text: `${id === 'mummy' ? '' : 'Reconstructed: the counter sheet is not reproduced in the 1979 or revised text. '}${c.reasoning}`,
  };
});

export const dataRulings: readonly Ruling[] = [...textRulings, ...counterRulings];
