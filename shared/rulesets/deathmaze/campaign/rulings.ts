import type { Ruling } from '../../../engine/ruleset';

/** Rulings of campaign play [13.0] and treasure sharing [9.18]; 1979 and revised numbering agree except as noted. */
export const campaignRulings: readonly Ruling[] = [
  {
    section: '9.18',
    title: 'Who shares the treasure, and in what',
    text: '[9.18] divides the value of all Bezants and Gems "among the adventurers equally" at the end of the game; charmed monsters get nothing. Only those who come out alive share (the dead cannot carry treasure home, [13.21]). Gems are shared by value, so each share is a sum in Bezants\' worth, which is all [13.11] ("or equivalent value in Gems") needs; the odd Bezants that cannot be divided equally are left behind rather than given to some.',
  },
  {
    section: '13.11',
    title: 'One ability point at the end of a game',
    text: '[13.11] reads "If at the end of a game, an adventurer has at least 75 Experience Points and 100 Bezants … give the adventurer one additional point of ability". A survivor of the expedition just ended may take one point then (at home, before the next expedition sets out), paid with 75 experience and 100 Bezants\' worth of his savings, those left at home included [13.21]; not several at once, not points banked for a later time, and not by one who stayed at home. [13.0]\'s "commensurate with the amount" is met by a point every game his savings pay for. What is not spent stays saved for the end of his next game.',
  },
  {
    section: '13.11',
    title: 'Limits on ability points',
    text: 'Magic Resistance stops at 5 (both texts). No cap is set on Wound Points, weapon skills or Detrap: the texts set none, and a Detrap of 6 is a sure success as a Combat Bonus may be "infinite" [9.22]. A Wizard\'s weapon skill must be with a weapon he may carry [11.11]; the new spell must be one he does not know.',
  },
  {
    section: '13.0',
    title: 'Weapons between expeditions',
    text: '"May acquire any non-magical weapons he desires (but may only carry two as before)": each expedition he picks two weapons, ordinary ones or magic ones he owns. A magic weapon he does not carry is kept with his magic items, not lost.',
  },
  {
    section: '13.21',
    title: 'Savings and the expedition\'s own gains',
    text: 'Experience and Bezants are left at home [13.21] (revised [13.12]), so an adventurer enters with none and the victory test of [4.0] counts only what he gains in that game. A survivor adds his experience and share to his savings; an adventurer who dies loses both his savings and what he gained.',
  },
  {
    section: '13.0',
    title: 'Retired adventurers',
    text: 'The texts do not speak of retiring. A retired adventurer stays on the roster with his record and savings but is not picked again; the dead are kept with how and where they died.',
  },
  {
    section: '13.22',
    title: 'Charmed monsters do not come home',
    text: '[13.22] (same number in both texts): a monster charmed on one expedition wanders off before the next. The roster holds no monsters; the expedition\'s record names those lost.',
  },
];
