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
    text: 'A caster knows as many spells as his highest Magic Potential (PL 4.1 B6). An initiate\'s Magic Potential is rolled only once the party is made, so the set-up takes the player\'s spells for him as a list in order of preference: he learns the first of them, as many as his highest Magic Potential, and never Wrath of God or Resurrect (10.8). A hero, drawn at random, and any gap in an initiate\'s list, take them in this order: Heal, Lightning, Blast, Rejuvenate, Oratory, Mage Armor, Sleep, Cow, Sway, Mental Attack, Cajole, Strength, Charm, Thief and the rest. Under the dominant sun he may use the first of them, as many as his Magic Potential on that sun; a spell learnt later (Wrath of God, Resurrect, Lightning from an altar) is added at the end of his list. An initiate without chosen weapons carries his race weapon (4.3a) and a dagger.',
  },
  {
    section: '14.0',
    title: 'Sharing treasure',
    text: 'PL 14.0: treasure is shared as the players like, and the goods of the dead may be shared too. When it is taken the engine shares the Gold Marks equally among the living who fought (the remainder to the first in the marching order) and hands jewels and magic items out in turn down the marching order; a magic weapon of a kind he does not carry is carried until the players choose the weapon it replaces (see "A magic weapon\'s place"). A trapped chest (J, K, L) is tried by whoever the players name (14.1, see "Chests"). Below a trap door the lone investigator takes everything. The players then settle the shares as they like: whenever the party is not facing monsters or fighting (14.4: no handing over in combat, negotiation or bribery), and between expeditions, anyone may hand any magic item, any jewel or half his Gold Marks (rounded up) to another member able to act, and the goods of a dead member not yet replaced (17.0) may be handed out whole. Armour handed on takes its Wound Points with it, but never kills its old wearer: his wounds stop one short of his new limit (reconstructed). A character turned to stone keeps what he carries until he is revived or the expedition ends.',
  },
  {
    section: '14.3',
    title: 'A magic weapon\'s place',
    text: 'PL 14.3: "a character having two weapons must get rid of one of them if he wants to take a magic weapon"; which one is not said, so the players choose. A magic weapon of a kind he does not carry is carried as treasure when it is taken or handed to him (14.0: a magic item may be kept, handed on, exchanged or sold), and outside a fight, negotiation or bribery (14.4) he may take it up at any time in place of either weapon he carries, or beside a single one. The plain weapon given up is gone; a magic one given up stays carried, to be taken up again or handed on (reconstructed: no text says what becomes of it). A magic weapon of a kind he carries adds its bonus to that weapon at once.',
  },
  {
    section: '8.9',
    title: 'Who pays a bribe',
    text: 'A bribe is paid from the party\'s purses, the richest first; below a trap door (13.3) only the investigator can pay. Only amounts the payers hold can be offered. Sway and Cajole (10.7) lower the roll (see "Negotiation and bribery spells").',
  },
  {
    section: '13.2',
    title: 'The Medusa statue and X\'s statue',
    text: 'Medusa: the investigator makes a Resistance Check; failing it he is stone, out of play until a Stone-Flesh revives him (see "Stone-Flesh and the stone figure"). The Medusa then comes alive and is met as a monster of the room: negotiate, bribe or fight. X: failing the Resistance Check, the investigator fights the party from the monsters\' side as the combat rules place him (13.2, 15.0), until he dies, the party dies, or a Redemption he fails to resist frees him. A character alone when possessed has no one to fight: he walks off to serve X and is lost.',
  },
  {
    section: '14.6',
    title: 'The Evil talisman',
    text: 'On taking an Evil talisman the bearer makes a Resistance Check; failing it he turns on the party exactly as a servant of X\'s statue does (13.2). Sun talismans add 1D3 Magic Potential on their sun (All Suns on each) when taken. PL 14.6: where he may then use more spells than his record holds, "the player may at once choose new, additional spells": the game waits for the players to choose them, one at a time, from every spell he does not know (never a special one, 10.8), as many as his new highest Magic Potential exceeds the spells he knows.',
  },
  {
    section: '14.6',
    title: 'A talisman found in treasure',
    text: 'PL 14.6: "The kind of talisman is found the same way as every other magic item. Its effect is immediate." So a talisman rolled in a monster\'s treasure, a chest or the Type J below a trap door acts on the character who takes it exactly as one taken from a statue or cut glass does: a sun talisman adds its 1D3 Magic Potential and may let him choose new spells, the Evil one asks its Resistance Check. Its power acts once the whole take is shared (after every chest is opened), sun talismans before an Evil one; should two Evil talismans fall to the party in one take, the second bearer is not asked while the first one\'s fight goes on (reconstructed: no source has two at once). A talisman handed on later (14.0) moves as an item: its 1D3 was rolled for its finder ("if, as a result of finding this talisman, he may use more spells") and stays with him, and it asks no new check (reconstructed).',
  },
  {
    section: '13.6',
    title: 'The tapestry takes a weapon\'s place',
    text: '13.6: the investigator "may discard one of his two weapons and take the tapestry with him instead" (PL: "may take it, but must first throw away one of his weapons"). Both the taking and the weapon are the players\' choice: the game waits for them to name the weapon he drops, or to leave the tapestry on the wall. Taken, it is carried as a jewel worth a Jewel Table roll + 4 Gold Marks, rolled then. A magic weapon dropped for it is lost with it (14.3: a weapon given up is gone). A character carrying one weapon is not asked: the English speaks of "his two weapons", and he leaves it on the wall rather than go unarmed.',
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
  {
    section: '10.7',
    title: 'Negotiation and bribery spells',
    text: 'PL 10.7: negotiation (N) spells are cast "before the roll that decides the negotiation", bribery (B) spells "during the attempt to buy the party off". So they are offered while the party faces monsters who talk: Oratory, Cow and Daunt until the party has negotiated with them, Sway and Cajole while a bribe may still be offered (8.8) and the party holds the smallest printed offer. They are cast by those who would speak and pay: the party, or the lone investigator below a trap door (13.3). Oratory adds 4 to the next negotiation roll, Sway takes 2 and Cajole 4 off the next bribery roll; each modifies a roll once (casting it twice adds nothing), the two bribery spells together take 6, and the roll spends them (reconstructed: the text sets no limit but the cost, 10.2). Cow gives the Intimidate result without a roll, with the tribute of 8.5 ("The Intimidate tribute"). Daunt gives it and the monsters hand over all their treasure, rolled then (Gold Marks, jewels, items; a chest is checked for traps as 14.1) and shared as taken treasure is; nothing is left for the party should it kill them later.',
  },
  {
    section: '10.6',
    title: 'Lock seals the door just opened',
    text: 'PL 10.6: Lock is cast "usually after opening a door and finding a monster in the segment the party meant to enter": instead of negotiating, bribing or fighting, the party withdraws and locks the door behind it; the door can never be opened again, and entering that segment later from another side it meets the same monsters (6.9, as Deathmaze\'s Lock). So it is offered while the party faces monsters met on coming into a segment, before it has negotiated or offered a bribe, when it came in through a door (not an open corridor end, not a staircase) from the segment next to it: the party steps back there and that door is shut from both sides. It is not offered against monsters a feature brings out (the party is already in the room), at the Hellgate, nor, before the Hellgate is found, where the party could then reach no unexplored way on (6.3, reconstructed).',
  },
  {
    section: '10.6',
    title: 'Teleport sends a monster away (reconstructed)',
    text: 'PL 10.6: Teleport sends "any character or monster" to a segment the party has visited, named by the caster ("the monster stays in that segment"); not in a fight, never X, the Demons or the Hellgate. It is offered on a monster the party faces in its own segment, before a fight: the caster names it, then the segment, any the party has entered but this one, the Hellgate\'s, and those where monsters wait (so groups never merge), and pays the 3 Wound Points when it goes. The monster waits there alone, met as new when the party comes (6.9), with no treasure rolled yet; if it was the last, the encounter is over. Teleport is not offered on characters: the rules describe no party split in two, and a character sent away alone would be one (reconstructed).',
  },
  {
    section: '15.3',
    title: 'Stone-Flesh and the stone figure',
    text: 'Exc 15.3: "At the end of combat, a character which knows the spell Stone-Flesh may revive the character. If there is no character who knows the spell, the affected character is dead." PL 10.6: Stone-Flesh is not cast in a fight nor on oneself, and the revived character has the wounds he had. A character turned to stone, by the Medusa in a fight or by her statue (13.2), is out of play with his wounds as they were. Any other member able to use Stone-Flesh this expedition (a known spell usable under the dominant sun, 4.1 D) whose cost would not kill him may revive him, out of a fight, in the segment where he stands, for as long as the expedition lasts. When the expedition ends with him still stone, he is dead for good; so is he if no one in the party can ever cast it.',
  },
  {
    section: '4.1',
    title: 'Changing the marching order',
    text: 'PL 4.1 C3: the players may change the marching order freely until a fight begins; in a fight only by reorganizing (9.8). So whenever the party explores, faces monsters before the fight, or rests between expeditions, any member able to act may step up past the one in front of him, as often as the players like. The first three able to act form the first row, so it always holds at least two while two live (4.1 C2).',
  },
  {
    section: '17.0',
    title: 'Weapons between expeditions',
    text: 'PL 4.1 D counts changing weapons among the reasons for leaving the maze, and the digest\'s 17.0 has the weapons chosen anew, at most two. Between expeditions each character able to act, hero or initiate, may take any weapon of the Weapon Types (9.9, "freely", PL 4.1 B4) in place of either of his two, or as a second weapon when he carries only one (a throw dagger lost in a fight), never two of one kind. A magic weapon stays in his pack and counts whenever he carries a weapon of its kind (14.3).',
  },
  {
    section: '10.6',
    title: 'Thief on a trapped door',
    text: 'PL 10.6: Thief adds 3 to the Detrap skill for one attempt and may not be cast on someone without the skill. It is offered when a trapped door is found, before anyone investigates it, on any member with Detrap (the caster himself included), once per trap; the bonus lasts for that character\'s one attempt, and the cap of 5 on the skill (7.3) does not limit it. Chests (14.1) are opened by the best disarmer as part of taking treasure, with no moment to cast it (reconstructed).',
  },
  {
    section: '10.8',
    title: 'Resurrect right after the fight',
    text: 'PL 10.8: Resurrect is not cast in a fight; it brings back a character killed in a fight, and "must be cast at once after the end of the fight in which he died, since cast later it will not work"; he returns with the wounds he had on entering the maze. So it is offered when a fight ends, on each character slain in it (not one turned to stone, see "Stone-Flesh and the stone figure", nor one lost to the monsters), by a member who may use it this expedition and whose 5 Wound Points would not kill him; the party\'s next action of any other kind lets the chance pass. Every wound heals between expeditions (17.0), so he returns unwounded, keeping what he carried. The Resurrect ring\'s free cast (14.8) is not offered outside a fight yet.',
  },
];
