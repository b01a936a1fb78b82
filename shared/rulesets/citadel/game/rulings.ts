import type { Ruling } from '../../../engine/ruleset';

/**
 * The engine's readings: how the reducer plays what the texts leave open (the tile mix, the Gateway, landings,
 * defaults where the players would choose). Shown in-app and in RULINGS.md with the data rulings.
 */
export const engineRulings: readonly Ruling[] = [
  {
    section: '3.0',
    title: 'The tile mix (reconstructed)',
    text: 'No source prints the counter sheet. One pile of 100 double-sided tiles: 80 with a room face and a corridor face, 20 with a corridor face on both sides. 48 of the rooms hold a feature, 8 for each column of the Feature Table (13.9), and 5 a staircase (6.5), whose rooms have a door on every side. Room faces show 1 to 4 doors (dead ends, straight, bends, T and cross shapes, as the Deathmaze tiles); on every other room tile one passage is an open arch onto a corridor. A corridor face\'s first passage is an open corridor end and its others alternate corridor ends and doors, so corridors lead to rooms and rooms to corridors.',
  },
  {
    section: '4.1',
    title: 'The Gateway (reconstructed)',
    text: 'PL 4.1 sets the entrance tile aside before play. The Gateway lies at the centre of the shared grid on level 1, a corridor end opening north and walls elsewhere. Every expedition starts there, and the party leaves the Citadel only there (17.0).',
  },
  {
    section: '6.0',
    title: 'Doors and corridor ends meet',
    text: 'PL 6.0 matches corridor with corridor, door with door and wall with wall. Since corridors must lead into rooms, a doorway and a corridor end are both passages: a placed tile fits when every placed neighbour meets passage with passage and wall with wall, and its side back toward the party is a passage. The face comes from the exit taken (5.0 A3): room side up through a doorway, corridor side up through a corridor end. A tile that fits no way goes to the bottom of the pile and the next is drawn (as Deathmaze [5.25]); when no tile in the pile fits, that exit leads nowhere.',
  },
  {
    section: '5.0',
    title: 'Turning a tile that fits more than one way',
    text: '5.0 A3: "If the Dungeon Tile can be placed in more than one way, it is up to the players to decide its placement." The players are offered every turn in which it fits; a tile that fits one way only is placed at once.',
  },
  {
    section: '6.3',
    title: 'The maze is never sealed before the Hellgate is found',
    text: 'A draw whose every fit would leave the maze with no way on (no passage of any placed tile, on any level, onto an empty cell, and no staircase to a level whose landing is not yet placed) goes to the bottom of the pile, as a misfit does. Once the Hellgate is found this guard lapses.',
  },
  {
    section: '6.5',
    title: 'Landings (reconstructed)',
    text: '6.5: descending "a new maze is begun by placing a second staircase Dungeon Tile" apart. The landing is placed at the same cell on the new level (the levels share one grid), with the staircase room\'s own design and turn. It is placed without the draw; a passage that meets a wall of a tile already on that level is simply closed. Arriving by the stairs counts as entering a room: there is no door, so no trap check, and a room entered for the first time is checked for room monsters (1–3). A staircase drawn on level 2 or 3 leads to the levels next to it in the same way.',
  },
  {
    section: '4.1',
    title: 'Spells and weapons when the player does not choose',
    text: 'A caster knows as many spells as his highest Magic Potential (PL 4.1 B6). Without a choice they are taken in this order: Heal, Lightning, Blast, Rejuvenate, Oratory, Mage Armor, Sleep, Cow, Sway, Mental Attack, Cajole, Strength, Charm, Thief and the rest. Under the dominant sun he may use the first of them, as many as his Magic Potential on that sun; a spell learnt later (Wrath of God, Resurrect, Lightning from an altar) is added at the end of his list. An initiate without chosen weapons carries his race weapon (4.3a) and a dagger.',
  },
  {
    section: '14.0',
    title: 'Sharing treasure',
    text: 'PL 14.0: treasure is shared as the players like. The engine shares the Gold Marks equally among the living who fought (the remainder to the first in the marching order) and hands jewels and magic items out in turn down the marching order. A magic weapon of a kind he does not carry replaces his second weapon (14.3). A chest (J, K, L) is opened by the best disarmer, who makes the trap check and the Detrap roll (14.1). Below a trap door the lone investigator takes everything.',
  },
  {
    section: '8.9',
    title: 'Who pays a bribe',
    text: 'A bribe is paid from the party\'s purses, the richest first; below a trap door (13.3) only the investigator can pay. Only amounts the payers hold can be offered. Sway and Cajole (10.7) will lower the roll once the party\'s spells are cast outside combat; the engine does not offer them yet.',
  },
  {
    section: '13.2',
    title: 'The Medusa statue and X\'s statue',
    text: 'Medusa: the investigator makes a Resistance Check; failing it he is stone and counts as dead (the engine does not yet offer Stone-Flesh outside combat, so a character petrified in a fight, 15.3, also dies when it ends). The Medusa then comes alive and is met as a monster of the room: negotiate, bribe or fight. X: failing the Resistance Check, the investigator fights the party from the monsters\' side as the combat rules place him (13.2, 15.0), until he dies, the party dies, or a Redemption he fails to resist frees him. A character alone when possessed has no one to fight: he walks off to serve X and is lost.',
  },
  {
    section: '14.6',
    title: 'The Evil talisman',
    text: 'On taking an Evil talisman the bearer makes a Resistance Check; failing it he turns on the party exactly as a servant of X\'s statue does (13.2). Sun talismans add 1D3 Magic Potential on their sun (All Suns on each) when taken, and the bearer learns new spells at once up to his new highest Magic Potential.',
  },
  {
    section: '13.6',
    title: 'The tapestry takes a weapon\'s place',
    text: 'The tapestry is carried in place of the investigator\'s second weapon, worth a Jewel Table roll + 4 Gold Marks as a jewel. A character carrying one weapon leaves it on the wall rather than go unarmed.',
  },
  {
    section: '13.3',
    title: 'Trap-door treasure',
    text: 'The Trap result is detrapped like a door (PL) and then yields its Type J treasure to the investigator alone, as the room below does after its monsters are dealt with (or at once if it is empty). Type J is not shifted by the level, since it is the trap door\'s treasure, not a monster\'s.',
  },
  {
    section: '16.0',
    title: 'Withdrawing from the Hellgate',
    text: 'The party may withdraw during the Hellgate fight or instead of trying to destroy the Gate. It steps back into the segment it came from; the Gate keeps its place, and the party meets 2D3+1 fresh Demons and X the Unknown when it enters again.',
  },
  {
    section: '17.0',
    title: 'A party wiped out ends the campaign',
    text: 'Replacements are made between expeditions (PL 17.0), and only survivors go home. When every character in the Citadel is dead, the campaign is lost; characters held in the Hellgate\'s shaft (13.3) are lost with them. Characters held in the shaft when the others walk out stay there, out of play, until the Gate is destroyed on a later expedition.',
  },
  {
    section: '12.0',
    title: 'Which skill advancement raises',
    text: 'PL 12.2 lets advancement raise the "race skill". A hero\'s is the skill printed for him (4.3), an initiate\'s his race\'s (4.3a); raising it keeps the cap of 5. Weapon skill is raised for one of the weapons he carries, Magic Potential on one sun.',
  },
];
