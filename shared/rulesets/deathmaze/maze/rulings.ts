import type { Ruling } from '../../../engine/ruleset';
import { DEATHMAZE_CHIT_MIX } from './chits';

/**
 * Choices made where the texts are silent or disagree about building the maze. "1979" is the SPI rules booklet,
 * "revised" the later transcription.
 */
export const mazeRulings: readonly Ruling[] = [
  {
    section: '2.2',
    title: 'The segment chit mix',
    text:
      `${DEATHMAZE_CHIT_MIX.reasoning} Corridor cup: 8 straight, 8 straight with one door, 4 straight with two doors, ` +
      '8 bends, 4 + 4 bends with one door (the two mirror images), 4 bends with two doors. Room cup: 10 one-door ' +
      '(2 with a trap door), 10 two adjacent doors (2 with a statue), 10 two opposite doors (2 with a fountain), 14 ' +
      'three doors (2 each with a fountain, statue, trap door), 10 four doors, and 6 marked Corridor (2 straight, 2 ' +
      'straight with a door, 2 bends with a door). (1979 [2.1]–[2.2], revised [2.2]–[2.22]; the revised text’s chit ' +
      'pictures are lost.)',
  },
  {
    section: '2.2',
    title: 'What a chit side can be',
    text:
      'Every side is an open corridor end, a door, or a blank wall. Corridor chits have exactly two open ends (1979 and ' +
      'revised [5.22]: "one of the two open sides"), so corridors never branch; branching comes from doors. Room chits ' +
      'have only doors and walls. Chits are printed on one face: they may be turned but not flipped.',
  },
  {
    section: '5.13',
    title: 'The entrance corridor',
    text:
      'Neither text has a special entrance chit: 1979 and revised [5.13] draw one Corridor chit at random and place it ' +
      'facing any direction (the player’s choice; as printed by default). It stands at 0,0 and is the only way out ' +
      '(1979 [4.0], revised [3.1]).',
  },
  {
    section: '5.23',
    title: 'Room chits marked Corridor',
    text:
      'Drawn through a door while Corridor chits remain, a marked chit goes back into the Room cup and a Corridor chit ' +
      'is drawn instead (1979 and revised [5.23]). Once the Corridor cup is empty the marked chits are used as ' +
      'corridors, both through doors and through open ends: 1979 says "If the Corridor cup is empty", revised "If the ' +
      'Corridor chits are all used". They are laid as corridors and count as Corridor segments for [5.27].',
  },
  {
    section: '5.23',
    title: 'A door into an area beside an open corridor',
    text:
      'The area "abuts on an open, previously drawn Corridor segment" (1979; revised drops "previously drawn") when a ' +
      'placed neighbour shows an open corridor end toward it. A Corridor chit is then drawn, even though the party ' +
      'goes through a door.',
  },
  {
    section: '5.23',
    title: 'A corridor without doors drawn through a door',
    text:
      'Any corridor chit without doors drawn for a door, whether through a marked chit or beside an open corridor, may ' +
      'put an open end against the door the party went through (1979 and revised [5.23]). This applies to that one ' +
      'side only; other doors must still meet doors.',
  },
  {
    section: '5.23-b',
    title: 'An open end when no corridor chits are left',
    text:
      'Both texts are silent. When the Corridor cup is empty and no marked chit is left, a Room chit is drawn for an ' +
      'open end, and one of its doors may meet that open end (the mirror of the [5.23] rule above). This lets the ' +
      'corridors go on into the remaining rooms.',
  },
  {
    section: '5.23-c',
    title: 'Empty cups',
    text:
      'Both texts are silent. When the Room cup is empty, a door draws a Corridor chit. When both cups are empty the ' +
      'Deathmaze is fully built: sides onto segments with no chit are no longer exits.',
  },
  {
    section: '5.24',
    title: 'Facings that look the same',
    text:
      'Only distinct layouts are offered: a four-door room turned any way is one placement. Any rotation that gives ' +
      'an offered layout is accepted.',
  },
  {
    section: '5.25-a',
    title: 'Throwing back and drawing again',
    text:
      'A chit that does not fit is thrown back (1979 [5.25]; revised throws the misfits back once a fit is found: the ' +
      'same result). It is not drawn again in the same search, since it would be thrown back again. This gives the ' +
      'same chance to each fitting chit. "No chits fit" (1979 and revised) means every chit the draw could have ' +
      'produced has been tried. Every thrown-back chit is logged.',
  },
  {
    section: '5.25-b',
    title: 'When no chit fits',
    text:
      'The chit matching the most placed neighbours is used (1979 and revised [5.25]). Between equals, a facing the ' +
      'party can step into wins; then a chit is picked at random and the player chooses among its best facings. Each ' +
      'side that does not match is impassable from both segments. Every neighbour counts, not only the one the party ' +
      'leaves; empty neighbours do not constrain.',
  },
  {
    section: '5.29',
    title: 'The last way on',
    text:
      'A "potential exit" is a side the party can walk to and cross onto a segment with no chit. Pegged doors do not ' +
      'count, and several sides onto the same empty segment count as one, because filling it closes them all. When ' +
      'the side being used is the last, a chit "results in a dead end" if, once placed, the party could reach no way ' +
      'on. Such a chit is thrown back and another drawn (1979 and revised [5.29]). A chit is kept if it has at least ' +
      'one facing that fits and keeps a way on, and only those facings are offered.',
  },
  {
    section: '5.29-b',
    title: 'When no chit can keep the maze open',
    text:
      'Both texts are silent. If no chit left can keep a way on (for instance, the last empty segment is boxed in by ' +
      'walls), the best chit is placed and the nearest blank wall facing an empty segment becomes a door: "the old ' +
      'wall has fallen down" (the same remedy as the Arms Reach variant’s [5.29]). The maze is never sealed while ' +
      'chits remain.',
  },
  {
    section: '9.57',
    title: 'Pegged doors',
    text:
      'A door pegged shut with Cloves ([9.57]) or the Lock spell (1979 [11.4]) cannot be crossed from either side and ' +
      'is not an exit.',
  },
  {
    section: '5.27',
    title: 'Visited segments',
    text:
      'Placing a chit does not mark it visited. The game marks a segment visited when the party steps onto it, so a ' +
      'Room seen only through a door pegged shut ([9.57]) stays unvisited.',
  },
];
