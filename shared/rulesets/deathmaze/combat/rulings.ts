import type { Ruling } from '../../../engine/ruleset';

/**
 * Readings of combat [8.0]–[8.9] and marching order [5.11]–[5.14] where the 1979 text and the revised transcription
 * disagree, are silent, or reach us garbled. Sections cite the 1979 numbering; the revised text renumbers the phases
 * (its 8.21–8.24 are 1979's 8.22–8.25, its 8.45–8.48 are 8.44–8.47, its 8.7 "Evil Heroes" is 1979's 8.9).
 */
export const combatRulings: readonly Ruling[] = [
  {
    section: '8.7',
    title: 'Combat Results Table columns',
    text:
      'The revised text prints no charts, and the 1979 chart sheet survives only as OCR: the header reads "Sword Throwing Hammer / Die Dagger ' +
      'Dagger Bow Axe Monsters" over five result columns. Read as three two-line headers and two one-line ones, the columns are Sword/Dagger, ' +
      'Throwing Dagger, Bow, Hammer/Axe and Monsters. This is a judgement, not the only possible reading. The other plausible one takes ' +
      '"Sword" and "Dagger" as headers of their own (Sword, Dagger, Throwing Dagger, Bow, Hammer/Axe), which leaves no column for the ' +
      'Monsters the OCR prints last and [8.44] needs, or needs a sixth result column the sheet does not have. The chosen reading wins because ' +
      'it keeps every word of both OCR lines in order over exactly five columns and gives each of the six weapons of [3.1]/[9.24] and the ' +
      'Monster column of [8.44] one column. The cells are taken as printed.',
  },
  {
    section: '8.7',
    title: 'Rolls beyond the printed rows',
    text:
      'The table prints rows 1-3 to 17+. A modified roll below 1 (a drunk adventurer rolling 1, [6.14]) reads the 1-3 row: no wounds. Any roll ' +
      'of 17 or more reads the 17+ row (4 wounds). Neither text says more.',
  },
  {
    section: '5.12',
    title: 'First-row minimum',
    text:
      '1979 [5.12]: at least two adventurers in the first row "unless there is only one adventurer in the party". The revised [5.12] drops the ' +
      'exception, which would make a lone adventurer unplayable. The first row must hold at least two, or the whole party if it is one ' +
      'adventurer; a party of two therefore marches side by side. In combat the rule gives way to [8.24]: deaths may leave the front row short ' +
      'and reorganization refills it one adventurer per phase.',
  },
  {
    section: '5.12',
    title: 'No empty rows inside the marching order',
    text:
      'Both texts number rows but say nothing of an empty row between occupied ones. Outside combat such a gap is refused (close up the order); ' +
      'in combat, deaths may open one, and [8.52]\'s "closest to the front row" then picks the nearest occupied row.',
  },
  {
    section: '5.14',
    title: 'Rearranging the marching order',
    text:
      '1979 [5.14] allows any rearrangement outside combat and negotiation "in accordance with 5.72", a case neither text contains; the revised ' +
      '[5.14] drops the reference. Rearrangement is free except during combat or negotiation; in combat only the Party Reorganization Phase ' +
      'moves of [8.24]/[8.52] are allowed.',
  },
  {
    section: '8.52',
    title: 'Eight rows at most',
    text:
      'Neither text bounds the number of rows: a step back from the last row during the Party Reorganization Phase opens a new row behind it, ' +
      'so one adventurer could walk back a row every round without end. The marching order reaches eight rows at most (the bound saved ' +
      'actions always had); a step back from the eighth row is refused and not offered. No party of six needs more to keep its order.',
  },
  {
    section: '8.52',
    title: 'Boxes, left and right',
    text:
      'Each row has three boxes [8.52]: left, centre, right, as the player sees the party facing the monsters; the monsters\' rows use the same ' +
      'frame, so "rightmost" in [8.33], [8.35] and [8.51] means the same side for both. "Closest" in [8.32]/[8.33] is the distance in boxes; ' +
      'the box directly across is the "opposite number" of [8.31].',
  },
  {
    section: '8.53',
    title: 'Closing up the front lines',
    text:
      '[8.53] rearranges both front lines after movement "so that as many counters touch as possible", citing a Diagram B that neither text ' +
      'reproduces. Sliding the monsters\' front line (keeping its order) always reaches that maximum, so only the monsters slide and the ' +
      'party keeps the boxes its player chose; among equal slides the smallest movement wins, then the leftmost. It is applied when combat is ' +
      'joined and after each Monster Reorganization Phase.',
  },
  {
    section: '8.13',
    title: 'Placing the monsters',
    text:
      '[8.13] puts the three monsters with the most Wound Points in front and lets the player choose who faces whom; ties for third place are ' +
      'the player\'s choice too (default: the order listed). Neither text places the second row in its boxes: it fills from the left in the ' +
      'order given. More than six monsters (two rows of three) are not supported; the Basic monster tables produce at most six.',
  },
  {
    section: '8.42',
    title: 'Declaring and resolving attacks',
    text:
      '1979 [8.42]: "determine which monster each adventurer is attacking, and then resolve each attack" (the revised text drops 8.42). In ' +
      'the Party Combat Phase each adventurer\'s attack is declared (target and weapon, with the closest-monster rule of [8.31]/[8.32] read ' +
      'as the phase stands); nothing is rolled until the player ends the phase, when the declared attacks are resolved in the order declared. ' +
      'An attack on a monster that died earlier in the phase is wasted. "Combat results are applied immediately" [8.22] is kept within the ' +
      'resolution: each attack\'s wounds count before the next is rolled, so a monster killed by the first is not struck again. Items and ' +
      'spells used instead of an attack take effect at once, as they are not attacks; a monster they kill wastes the attacks declared on it. ' +
      'Declaring one at a time and seeing each result before choosing the next target would always favour the party, which the text rules out.',
  },
  {
    section: '5.12',
    title: 'Which weapons work from which row',
    text:
      '[5.12]: the first row "will have to use melee weapons", the second row missile weapons [8.34]. A bow cannot attack from the first row ' +
      '(changing from it costs the attack, [8.41]); from the second row only a bow or a throwing dagger attacks. A throwing dagger used from the ' +
      'first row is a melee attack on the Throwing Dagger column and is not thrown: [8.47] makes it thrown only "from the second row". Rows ' +
      'three and beyond never attack but may change weapons or use items.',
  },
  {
    section: '8.47',
    title: 'Thrown daggers and the unarmed switch',
    text:
      'A thrown dagger is gone until all combat is over, when it is recovered if the party won (listed for whoever holds the dead man\'s ' +
      'gear). An adventurer left unarmed by a throw takes up his other weapon without losing an attack (revised 8.48 agrees); with nothing ' +
      'left he cannot attack again in this combat. Bows never run out.',
  },
  {
    section: '8.41',
    title: 'Changing weapons',
    text:
      'An adventurer holding a weapon who changes to the other spends his Party Combat Phase doing so [8.41]; monsters switch between a melee ' +
      'weapon and a bow for free, using the bow in their second row and the other weapon in front [8.44].',
  },
  {
    section: '8.24',
    title: 'The forced move forward',
    text:
      '1979 [8.24] and revised [8.23]: with one or no adventurer in the front row, one adventurer "from the second row (if any)" must move up. ' +
      '1979 [8.52] says "the adventurer closest to the front row in the direction of the front row (preferably ... second row into the front ' +
      'row)". The mover must come from the nearest occupied row behind the front and must move one row forward; the player picks which of ' +
      'that row\'s adventurers. The phase cannot end until the move is made. With two in front neither may step back [8.52]; with three in ' +
      'front one may.',
  },
  {
    section: '8.51',
    title: 'Which monster steps up, and into which gap',
    text:
      'The second-row monster nearest (in boxes) to any gap moves up; if several are equally near, or there are two gaps, 1D6 chooses among ' +
      'the tied monsters (1-3 rightmost, 4-6 leftmost) as [8.51] says. If the chosen monster is then equally near two gaps, a second 1D6 with ' +
      'the same reading picks the gap (the text does not say; it matters only until [8.53] closes the line).',
  },
  {
    section: '8.35',
    title: 'Monsters in the second row',
    text:
      'Only monsters carrying bows attack from the monsters\' second row (the Goblins and Orcs of the Monster Weapons Chart [8.8]); every other ' +
      'second-row monster waits. A bowman facing one front-row adventurer needs no roll; two use the [8.33] roll; three the 1-2/3-4/5-6 roll.',
  },
  {
    section: '8.44',
    title: 'Weapon-wielding monsters',
    text:
      'A monster whose counter shows "W" rolls 1D6 on its weapon\'s column with no Combat Bonus, adding only a weapon skill: the Evil Hero\'s ' +
      'sword skill of [8.9] (revised 8.7), rolled when combat begins if the encounter did not already roll it.',
  },
  {
    section: '9.55',
    title: 'Items used in combat',
    text:
      'Red Pepper replaces the weapon attack [9.55]; the texts are silent for potions and spices drunk or eaten in combat, and by analogy with ' +
      '[8.41] and [9.55] using any of them takes the adventurer\'s Party Combat Phase. Red Pepper\'s "opponent" is a monster he could attack by ' +
      '[8.31]/[8.32]. A second Strength roll in one combat does not add to the first; the higher stands [9.44]. Cannabis taken during combat ' +
      'gives two attacks from the next Party Combat Phase; if the first attack kills the monster the second is lost, since both must strike ' +
      'the same monster [9.56].',
  },
  {
    section: '9.32',
    title: 'Armour in combat',
    text:
      'Magic armour adds only to Wound Points [9.31]/[9.32]; it does not change the Combat Results Table roll. Its bonus arrives in the ' +
      'adventurer\'s Wound Point total, and it cannot change hands during combat.',
  },
  {
    section: '6.14',
    title: 'Drunkenness',
    text:
      'A drunk adventurer\'s -2 [6.14] applies to every attack he makes, with any weapon, for the rest of the game; it stacks with Strength, ' +
      'skill, magic and Dexterity.',
  },
  {
    section: '8.6',
    title: 'Experience and charmed monsters',
    text:
      '1979 [8.6]: charmed monsters "do not count as party members when calculating Experience Points"; revised: they "do not accrue Experience ' +
      'Points". Following 1979, they neither receive a share nor count in the divisor. Experience is given only when every monster is dead, ' +
      'on all the monsters\' starting Wound Points, and only to adventurers alive at the end.',
  },
  {
    section: '8.11',
    title: 'End of combat',
    text:
      'Combat ends when every monster is dead (the party won) or every adventurer is dead; charmed monsters left standing do not keep the ' +
      'fight going for a dead party. There is no retreat [8.11].',
  },
];
