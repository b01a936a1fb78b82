import type { Ruling } from '../../engine/ruleset';
import type { RulingGroup } from '../../kit/rulings-markdown';
import { engineRulings } from './game/rulings';

/**
 * The Citadel of Blood rulings, in the app and (generated) in RULINGS.md. "Exc" is the English excerpts
 * (citadel-of-blood-excerpts.md), "PL" the Polish edition (Labirynt Śmierci, 1982, transcribed in
 * marcinbarylka/cob.core docs/polish_manual.md), "DM" the Deathmaze rules. A title ending "(reconstructed)" marks a
 * value no source gives.
 */

const sourceRulings: readonly Ruling[] = [
  {
    section: '1.0',
    title: 'Sources and their order',
    text: 'The English excerpts are the authority wherever they survive. Where they are silent or a die face is lost, the Polish edition (whose section numbers match the excerpts) fills the gap; where the two differ, the English wins and the difference is a ruling here. Deathmaze supplies mechanics Citadel inherits. The fan implementation in the same Polish repository is unverified and is used only where no rule text gives a value, and then as a reconstruction.',
  },
  {
    section: '1.0',
    title: 'Lost die faces are read 1 to 6 from the top',
    text: 'The excerpts\' Trap Table (7.1), Room and Wandering Monster Tables (8.3), Feature and Mirror Tables (13.9), Weapon and Magic Items Tables (14.9) print "☐" where the die faces were, and the MP Table (4.4) prints no die column. Every such table is read with its rows 1–6 from the top (columns 1–6 from the left on the Room Monster Table): the Polish edition numbers the same rows, in the same order, that way.',
  },
];

const characterRulings: readonly Ruling[] = [
  {
    section: '4.3',
    title: 'Curvenol\'s Wound Points and Sliggoth\'s race',
    text: 'The Polish chart gives Curvenol 9 Wound Points and makes Sliggoth a Dwarf; the English prints 5 and "Swamp Creature". The English is kept: Curvenol has 5 Wound Points (with Magic Potential 5 5 5, a frail caster) and Sliggoth is a Swamp Creature. Every other hero agrees in both charts.',
  },
  {
    section: '4.3',
    title: 'Which weapons are used from which row',
    text: 'The excerpt\'s "Weapon Types" block is garbled ("Dagger Sword Range: Row 1 / Throw Dagger Hammer Range: Row 2 / Bow Ax Range: Row 2"). 9.0 B1 settles it: the party\'s first row attacks with weapons, the second fires bows, throws daggers and casts. PL 9.2 adds that the first row may not use bows or throwing daggers. So Dagger, Sword, Hammer and Ax are first-row weapons; Bow and Throw Dagger are used only from the second row.',
  },
  {
    section: '4.3a',
    title: 'Initiates have Combat Bonus 0',
    text: 'The Initiate Chart prints Wound Points, Resistance, Weapon Skill and Skills but no Combat Bonus, and the Polish chart has none either. An initiate\'s Combat Bonus is 0 until raised by advancement (12.3).',
  },
  {
    section: '4.1',
    title: 'Setting up the party',
    text: 'PL 4.1: solo, three heroes drawn at random and three initiates of the player\'s chosen races (Elf, Dwarf, Human); with several players the heroes are drawn in turn. At most six characters, at least four advised. Each initiate chooses two weapons, rolls his Magic Potential on the MP Table (4.4), and takes one point of initial experience: +1 Wound Point, +1 skill with his main weapon, or +1 to his race skill. Each character with Magic Potential above 0 chooses as many spells as his highest Magic Potential; special (S) spells cannot be chosen (10.8). At least two characters march in the first row.',
  },
  {
    section: '4.1',
    title: 'The dominant sun',
    text: 'The excerpts name Magic Potential "per Sun" without the roll. PL 4.1 D: at the start of every expedition one 1D6 sets the dominant sun, 1–2 Red, 3–4 Yellow, 5–6 Blue; each caster may use, this expedition, as many of his known spells as his Magic Potential under that sun (4/5/6 under Yellow: 5 of his 6 spells). The players choose which: while the party still stands on the Gateway at the start of an expedition, a caster whose pool of spells (4.1 B6) holds more than that number may mark any of them in place of one marked (the engine marks the first of the pool until the player does, and keeps a player\'s marks from one expedition to the next); the mark is closed by the first step off the Gateway. A Heal or Rejuvenate marked in rolls its 1D6 uses at once, as on entering (10.6). His record and card show which spells are usable. Where the Magic Potential later falls (Asmoday, 13.5) below the number marked, the players choose which marked spell is lost (see the 13.5 ruling on Asmoday\'s curse); where it rises (a sun talisman, 14.6), the next of the pool becomes usable.',
  },
  {
    section: '11.0',
    title: 'Caps on Resistance, Detrap and the Hellgate skill',
    text: 'PL 11.0, 7.3 and 16.0: Resistance Value, Detrap and the Hellgate skill never exceed 5, whatever altars, rings or advancement add. A Resistance Check passes on 1D6 at most the Resistance Value.',
  },
];

const mazeRulings: readonly Ruling[] = [
  {
    section: '6.7',
    title: 'Reading the Level Chart',
    text: 'PL 6.8: the Monster WP modifier is added to the counter\'s wound code (2D6+2 on level 2 is 2D6+4); the CB and NV modifiers are added to those values; "No. of Monsters x2" doubles the number rolled, a fixed "2" included (two Chimeras on level 3 are four); "Treasure Type +n" moves the letter n rows down the Treasure Table (C on level 3 is E); "Experience x2" doubles the fight\'s experience. A Negotiation Value of "None" stays None.',
  },
  {
    section: '6.7',
    title: 'Treasure shifted past L stays L (reconstructed)',
    text: 'No source says what "+1" or "+2" does to a type near the end of the table. L is the last row of the Treasure Table; a shift past it reads L (X\'s L is L on every level).',
  },
  {
    section: '6.5',
    title: 'The three levels share one grid',
    text: 'Each staircase links all three levels, and a further staircase may be placed only if it would not clash with a tile already placed on the other levels. So a staircase stands at the same grid position on every level, and a staircase whose position is taken on another level is refused. Moving between levels is one level per stage and counts as entering a room.',
  },
  {
    section: '7.0',
    title: 'Doors are checked for traps when a room is first entered',
    text: 'Exc 5.0 B performs the Trap Phase "only if the party enters a room"; PL 7.0 limits it to the first entry. PL 5.0 B1 also checks when the party leaves a room by another door; the English sequence has no Trap Phase for leaving, so that check is not made. A door is trapped on a 1; a character with Detrap disarms it on 1D6 at most his skill, anyone else springs it. Detrapping earns no experience.',
  },
  {
    section: '7.1',
    title: 'Flaming Oil does 1 Wound Point',
    text: 'The excerpt: "Affected character suffers one Wound Point damage"; PL 7.2 gives 1D3. The English is kept.',
  },
  {
    section: '7.1',
    title: 'Poison Gas is poison',
    text: 'The Poisoned Arrow\'s extra 1D3 is "from poison" (7.1) and the Poison Gas is named so: both are poison, which Neutralize Poison (cast at once) and its medallion prevent. The arrow itself is not.',
  },
];

const monsterRulings: readonly Ruling[] = [
  {
    section: '8.2',
    title: 'Monster counters: Wound Points and Combat Bonus (reconstructed)',
    text: 'The counters\' wound codes and Combat Bonuses are printed on the counter sheet, which neither the excerpts nor the Polish rules reproduce. The only public source is the fan implementation, whose values are adopted provisionally (Chimera 2D6+2/7, Cronk 1D6+1/4, Demon 1D6+2/5, Dire Wolf 1D3+1/1, Evil Hero 1D6+4/5, Evil Mage 1D6+3/4, Gargoyle 3D6+1/9, Harpy 1D3/0, Hydra 2D6+3/0, Medusa 2D6/2, Minotaur 2D6+4/10, Ogre 1D6+2/5, Orc 1D6/3, Skeleton 1D6+1/2, Troll 2D6+3/6, Vampire 3D6/11, Warg 1D3+2/3, Wight 2D6/6, Wraith 1D6+3/3, X the Unknown 1D6+6/5), to be balance-tested. They agree with what the rules do say: the armed monsters of 8.2 (Evil Hero, Evil Mage, Ogre, Orc, X) are the ones marked "w", and the Hydra starts at 0 because its bonus grows with its wounds (15.6). PL 3.2 says a counter\'s first figure always counts D6; the three D3 codes (Dire Wolf, Harpy, Warg) are kept, as Deathmaze counters print "½" for 1D3, rather than inflating the weakest beasts.',
  },
  {
    section: '8.2',
    title: 'The Evil Hero\'s "+1D6 Sword"',
    text: 'The Evil Hero fights with a sword and a weapon skill of 1D6, rolled for each Evil Hero when the monsters are found; his attack is 1D6 + that skill + his Combat Bonus (and the level\'s), read on the Sword column, where 17 or more reads the "17+" row.',
  },
  {
    section: '8.2',
    title: 'The Evil Mage knows Lightning only',
    text: 'The Polish chart gives the Evil Mage Lightning and Magic Shield; the English chart and PL 15.7 itself say Evil Mages (and X) know one spell, Lightning. Lightning only.',
  },
  {
    section: '8.2',
    title: 'Dire Wolves, not werewolves',
    text: 'The Polish edition calls the Dire Wolf "Wilkołak" (werewolf) with the same Resistance, Negotiation Value and Treasure; the English name is kept. The Wraith and Wight are the Polish "Zły duch" and "Upiór".',
  },
  {
    section: '8.3',
    title: 'Reading the monster tables',
    text: 'PL 8.1: the first 1D6 reads the row, the second the column. On the Wandering Monster Table the columns are headed "1 or 2", "3 or 4", "5 or 6", which is a D3. Where the Polish Room Monster Table differs (row 5 column 1 Harpies 1D6+1; row 6 columns 3–5 Skeletons 1D3, Troll, Wraiths 1D3+2) the English cells are kept.',
  },
  {
    section: '8.3',
    title: 'The monster check',
    text: '5.0 C2: a room never entered holds room monsters on 1–3; a room entered before and every corridor holds wandering monsters on 1, unless monsters left there earlier remain (6.9), who are met again, alone, with no check, and as new: any earlier negotiation or bribe lapses.',
  },
  {
    section: '8.5',
    title: 'Negotiation modifiers',
    text: 'PL 8.4: 2D6 minus the monsters\' Negotiation Value (level modifier included), plus the Negotiation skill of one party member (the best), plus 4 for an Oratory spell (10.7) and 3 for each Oratory medallion worn by someone in the segment (14.7; cumulative, as Deathmaze\'s medallions are). "6 or less" and "10 or more" are open-ended. X the Unknown and the Demons cannot be negotiated with or bribed (8.4, 8.7).',
  },
  {
    section: '8.5',
    title: 'The Intimidate tribute',
    text: 'One quarter of the monsters\' Gold Marks, rounded down. Their treasure is rolled when they are intimidated and kept: if the party then attacks and kills them it takes that treasure less the tribute already paid, not a new roll (as the Deathmaze Cow ruling).',
  },
  {
    section: '8.9',
    title: 'Bribery',
    text: 'PL 8.7: the column is the Wound Points (at the start of the encounter, level included) plus the Negotiation Value of the group\'s strongest monster, the one with the most Wound Points; the row is the offer; the bribe is accepted on 1D6 at most the cell, less 2 for Sway and 4 for Cajole. Accepted, it is an Agreement. Refused, the monsters strike first: the first Party Combat phase is skipped. The gold is lost either way and recovered if the monsters are killed. One attempt per group (8.8). Only the printed amounts may be offered; anything from 400 up reads "400+". The Polish copy\'s "9" (80 GM, 6-9) and "0" (150 GM, 10-12) are OCR slips; the English rows rise steadily and are kept.',
  },
];

const combatRulings: readonly Ruling[] = [
  {
    section: '9.9',
    title: 'The Monsters column on 14 reads 2',
    text: 'The Polish CRT gives 3 in the Monsters column on 14; the English prints 2, as Deathmaze\'s Monsters column also reads there. The English is kept.',
  },
  {
    section: '9.9',
    title: 'Rolls off the table',
    text: 'A modified roll below 1 reads the "1-3" row (no wounds); 17 and above read "17+".',
  },
  {
    section: '9.0',
    title: 'One party move per reorganization',
    text: 'Exc 9.0 B4: "A Player may move one character"; PL 9.2 lets one character move from each row. The English is kept: one character moves per Party Reorganization, with the 9.0 H limits (one row at a time, straight or diagonal, never past another; a lone front-row character must be joined from row 2; two front-row characters may not drop back).',
  },
  {
    section: '9.0',
    title: 'One monster moves per reorganization',
    text: 'Exc 9.0 B5 and H: "one monster (only) must be moved forward"; PL 9.8 has "one or two" fill the gaps. The English is kept: one monster moves per Monster Reorganization, forward only (diagonals allowed, never sideways or back), and it must move if the first row holds fewer than three; a die picks between equally near open spaces (1–3 the left, 4–6 the right; 1–2, 3–4, 5–6 among three).',
  },
  {
    section: '9.0',
    title: 'More than three monsters',
    text: '9.0 A: the three with the most Wound Points stand in the first row and the rest fill the rows behind, three to a row, strongest first, in as many rows as they need (level-3 Harpies may number sixteen). Ties in Wound Points that decide which row a monster stands in are broken by a die for each tied monster, highest first. Monsters beyond the second row do nothing until they move up (only the Hellgate acts from the third row, 9.0 B3).',
  },
  {
    section: '9.0',
    title: 'An emptied row closes up at once (reconstructed)',
    text: 'Results apply at once (9.0 B), but the excerpt does not say what happens when a whole first row falls before a reorganization. A row left empty on either side is closed up at once: every row behind it steps forward a row, each fighter keeping his box, so each side always fights with its first occupied row as its front. Without this neither side could reach the other until several reorganizations had passed, which no text suggests.',
  },
  {
    section: '9.1',
    title: 'How the monsters face the party (reconstructed)',
    text: 'PL 9.1: one monster faces the centre of the party\'s first row, two face its flanks, three fill it; the players may choose which monster faces whom. Here every row of monsters is laid out that way in the order 9.0 A gives (strongest first, left to right), the boxes sharing one left-to-right frame with the party\'s, and the facing is not offered as a choice: the three strongest are in front either way, and the party arranges its own march order before the fight. Equal Wound Points are diced only where the tie decides which row a monster stands in.',
  },
  {
    section: '9.3',
    title: 'Who strikes whom',
    text: 'PL 9.3: a first-row character strikes the monster opposite him or, if none, the nearest in the monsters\' first row, choosing between equally near ones; from the second row he may shoot or cast at any monster of that row. A first-row monster strikes the character opposite or nearest, a die choosing between equally near ones (1–3 the left, 4–6 the right; 1–2, 3–4, 5–6 among three); a monster casting from the second row rolls among the whole first row. Characters in the third row and beyond, and monsters in the third row and beyond, do nothing.',
  },
  {
    section: '9.4',
    title: 'Weapons in hand (reconstructed)',
    text: 'PL 9.4: each character declares his weapon before the fight, and a change costs his attack that round. When the engine declares none, he holds the first weapon he carries that can be used from his row. A throw dagger leaves his hand when thrown; taking up his other weapon with empty hands costs nothing, as in Deathmaze ([8.47]). A character who steps into the first row with a bow must change weapons before he can strike.',
  },
  {
    section: '9.5',
    title: 'Thrown daggers after the fight (reconstructed)',
    text: 'PL 9.5: a throw dagger is thrown once per fight and may be picked up after a victory. It is recovered when the party wins the fight or destroys the Hellgate; after a Cease Fire, a withdrawal from the Gate, or the party\'s death it stays where it fell and is lost.',
  },
  {
    section: '9.0',
    title: 'Which monster moves up (reconstructed)',
    text: 'Exc 9.0 H names no monster. Of the monsters that can step into an open box of the row ahead (straight or diagonally), the one with the most Wound Points left moves, straight ahead where it can, a die choosing between two equally near boxes. If no monster of the second row can reach a gap in the first, the phase\'s one move fills the first gap further back that a monster can reach, so large groups keep advancing. Sleeping monsters do not move.',
  },
  {
    section: '9.0',
    title: 'A party with no one left fighting for it has lost (reconstructed)',
    text: 'The fight goes on "until one side or the other is eliminated" (9.0 B). When no character remains in the party\'s march order (dead, turned to stone, or charmed to the monsters\' side) the party has lost the fight; characters still charmed are lost with it. Monsters the party had charmed do not keep the fight going on their own.',
  },
  {
    section: '13.4',
    title: 'The Coffin\'s first round',
    text: 'The investigator and the Vampire "must immediately fight"; "after the first round of combat, the rest of the party may join". In the first round only the investigator acts in the Party Combat Phase, and the Vampire attacks only him; from the second round the fight is an ordinary one.',
  },
];

const magicRulings: readonly Ruling[] = [
  {
    section: '10.0',
    title: 'The spell list',
    text: 'Section 10.0 is missing from the excerpts. The 26 spells, their costs, types and effects are the Polish edition\'s (PL 10.5–10.9). English names are the excerpts\' where they name a spell (Charm, Blast, Lightning, Sleep, Redemption, Stone-Flesh, Strength, Heal, Neutralize Poison, Oratory, Wrath of God, Resurrect) and otherwise an English rendering of the Polish (Explosion, Magic Shield, Hesitate, Cease Fire, Mental Attack, Lock, Mage Armor, Teleport, Rejuvenate, Thief, Cow, Daunt, Sway, Cajole). The Polish type letters W (combat), O (general), N, V (bribery), S are shown as C, NC, N, B, S. The Strength spell copies the potion the Polish calls "Zręczność" and the English Magic Items Table calls Strength: Combat Bonus +1D6 for the next fight.',
  },
  {
    section: '10.8',
    title: 'Wrath of God costs 3',
    text: 'The Polish spell summary (10.9) gives Wrath of God a cost of 2; its own description (10.8) says 3. The description is the rule: 3 Wound Points.',
  },
  {
    section: '10.5',
    title: 'Lightning does 1D3×2',
    text: 'PL 10.5: Lightning does 1D3×2 Wound Points (2, 4 or 6) to a monster in the first row that fails to resist; Deathmaze\'s Lightning did 1D6+2. The Citadel value is used, for the party\'s casters, Evil Mages and X alike; Avnas and Asmoday make it cost 1 instead of 2.',
  },
  {
    section: '10.5',
    title: 'Which spells can be resisted',
    text: 'A spell may be resisted (11.0) where the Polish text says so: Charm, Blast, Explosion, Lightning, Sleep, Mental Attack and Wrath of God by their targets, and Redemption by the charmed or possessed character. Hesitate and Cease Fire "cannot be resisted"; the Polish gives none of the other spells a Resistance Check (a Teleported monster included), so none is resisted.',
  },
  {
    section: '10.4',
    title: 'Party casters use the second row',
    text: 'PL 10.4 and Exc 9.0 B1–B2: in combat the party casts only from its second row; monsters cast from either row. A character who casts makes no weapon attack that round (PL 10.3), and may cast any number of times while the cost does not kill him (PL 10.2).',
  },
  {
    section: '10.6',
    title: 'Heal and Rejuvenate uses',
    text: 'PL 10.6: before entering, a caster of Heal rolls 1D6 for the times he may cast it this expedition; Rejuvenate is limited "by the same rule". Each of the two spells has its own 1D6 uses, rolled on entering. Neither may be cast on oneself.',
  },
  {
    section: '10.5',
    title: 'Where combat spells are aimed (reconstructed)',
    text: 'PL 10.5 gives Blast, Lightning and Mental Attack a monster of the monsters\' first row, Charm one of the first two rows and Sleep any monster; Wrath of God (10.8) has no stated target and is aimed like Mental Attack, at a fighter of the monsters\' first row. Magic Shield may be cast on any member of the party, the caster included. Redemption is cast at a character fighting for the monsters. A character charmed to the monsters\' first row is a fighter of that row and may be struck by the party\'s spells.',
  },
  {
    section: '10.5',
    title: 'Explosion spares its caster (reconstructed)',
    text: 'PL 10.5: Explosion "acts on all who are engaged in the fight": every character and monster who fails to resist takes 1 Wound Point. Its caster, who already pays 1 Wound Point to cast it, is not caught in it; everyone else is, the party included.',
  },
  {
    section: '10.5',
    title: 'Hesitate is cast before the fight begins',
    text: 'PL 10.5: Hesitate "gives the party time, just before the fight begins, to use potions and healing spells". It is cast when the monsters are met, before the first Party Combat Phase, and opens that moment for potions and Heal or Rejuvenate; it is not an action within the rounds of combat.',
  },
  {
    section: '10.5',
    title: 'Monsters charmed by the party',
    text: 'PL 10.5: a charmed monster becomes a member of the party and is placed at once in a free box of its march order (the first free one from the front, here). It fights with its own attack and Combat Bonus from the party\'s first row, casts nothing (reconstructed: no text gives charmed monsters spells), and earns no experience (12.1). If its caster dies it turns on the party at once, placed in the monsters\' march order as near the party as it can be.',
  },
  {
    section: '10.5',
    title: 'Sleepers in a fight',
    text: 'PL 10.5: a sleeping monster may be killed without a roll once the others are dealt with. A sleeper neither attacks, casts nor moves; it can still be struck in the usual way; when no waking enemy is left it is killed, and it counts as slain for experience and treasure.',
  },
  {
    section: '10.1',
    title: 'Which spells may be cast in a fight',
    text: 'PL 10.1: combat (C) spells only in a fight, every other type at any time. So besides the combat spells and Wrath of God, a second-row caster may cast in a fight the any-time spells that act on one: Heal and Rejuvenate (never on himself, from their limited casts), Mage Armor and Strength. Stone-Flesh, Teleport and Resurrect say they are not cast in a fight; Lock, Thief and Neutralize Poison have nothing to act on there; Negotiation (N) and Bribery (B) spells belong to those procedures. A cast in a fight takes the caster\'s turn, like a weapon attack (PL 10.3).',
  },
  {
    section: '10.6',
    title: 'Strength and Mage Armor, in a fight and out of one',
    text: 'Both are any-time spells (PL 10.1), cast in a fight from the second row or at any time outside one (exploring, facing monsters before a fight, before a trapped door is investigated), on any member able to act, the caster included. Strength works as the potion (14.5), Combat Bonus +1D6 "only in the next fight": cast outside a fight, the 1D6 is rolled at once and added in the next fight the character takes part in, then it is gone; cast during a fight it lasts for the rest of that fight. It does not stack: it is not offered on someone whose Strength still waits or who has it in this fight. Mage Armor absorbs the next 1D3+1 wounds, in fights and out of them (traps, fountains, altars), never a spell\'s cost (PL: nor a spell that deals no wounds); it lasts until used up, through fights, and what is left of it lapses when the expedition ends, as a waiting Strength does (reconstructed: the text gives no end; six months pass before the next expedition, 17.0). Cast again on the same character it leaves him the larger of the two amounts, so it is offered only on someone with less than its most, 4 (reconstructed: no text says they add).',
  },
  {
    section: '10.6',
    title: 'Lock never shuts the party off from the unknown before the Hellgate is found (reconstructed)',
    text: 'PL 10.6 gives Lock the effect of Deathmaze\'s Cloves (DM [9.57]): the door just opened on monsters is sealed for ever and the party withdraws into the segment it came from. Before the Hellgate is found no draw may seal the maze (= DM [5.29]); no text says whether a Lock may, and the same guard is applied to it: Lock is not offered where, from the segment the party steps back into, with that door sealed, no known passage or staircase leads to a way into the unknown. Once the Hellgate is found, Lock may seal any such door.',
  },
  {
    section: '10.8',
    title: 'Spells given in play are not limited by the sun (reconstructed)',
    text: 'PL 4.1 D has the players choose the usable spells from those given to a character at the start (4.1 B6), and 10.8 says special spells are never among those: they are "gained only in play". So Wrath of God (a Manuscript or the altar of Malthus) and Resurrect (a Bookcase or its ring) are usable from the moment they are learnt, on every expedition and whatever the dominant sun, even by a character with no Magic Potential; so is the Lightning that the altar of Avnas or Asmoday grants "whether or not he had the spell" (13.5), which that character casts at 1 Wound Point for the rest of the campaign. The boon of Alloces is kept on his record until his next fight and spent by it.',
  },
  {
    section: '10.6',
    title: 'Neutralize Poison is cast at once',
    text: 'PL 10.6: Neutralize Poison (cost 1) is cast "on a character who drank poison, investigates a poisoned fountain or fell into a trap holding poison" and "must be cast at once after the poisoning"; it cancels the poison. The poisons are the Poisoned Arrow\'s extra 1D3 and the Poison Gas (7.1), the fountain\'s Poison (13.1) and a Poison potion poured by a fountain (14.5). When a member able to act could cast it (he may use it this expedition and its cost does not kill him, or his Neutralize Poison ring\'s free cast is unused, 14.8), the poison\'s Wound Points are not suffered at once: the action that poisoned finishes (a door\'s trap still leads to the monster check, 5.0 C) and the game then waits, before anything else, for the spell on each victim or for the players to let the poison work; those not saved then suffer it. Only the poison waits: the Poisoned Arrow\'s own wounds land at once. The victim may cast it on himself (the text names no exception); below a trap door only the investigator can (13.3). With no one able to cast it, or in a fight (see "Which spells may be cast in a fight"), nothing waits. A Neutralize Poison medallion (14.7) makes its wearer immune: he is never poisoned.',
  },
  {
    section: '13.5',
    title: 'Alloces frees combat spells only',
    text: 'The boon of Alloces lets its bearer "cast combat spells in the next Combat Sequence (only) at no cost". It covers the combat (C) spells and Wrath of God, which is cast only in combat; any-time spells cast during that fight (Heal, Mage Armor…) still cost their Wound Points.',
  },
  {
    section: '13.5',
    title: 'Asmoday\'s curse: the players choose the spell lost',
    text: 'The excerpts: a character failing Asmoday\'s check "is cursed and his Magic Potential for each sun is immediately and permanently reduced by 1"; the Polish says the same. Neither says which spell goes when that leaves him fewer spells usable this expedition than were marked (4.1 D). Since the players chose the marked spells (PL 4.1 D), they choose which one is lost (the digest: "the player\'s pick"): play waits for that choice before anything else, offering each spell he may use now, then goes on where it was. Spells given in play (10.8 ruling) are not among them, no sun limiting them. He keeps the spell on his list: the curse lowers his Magic Potential, not what he knows, so a later expedition may mark it again within the lowered count. Where the curse costs him no usable spell (his pool already smaller than his Magic Potential under the dominant sun, or a Magic Potential of 0 under it) nothing is asked.',
  },
];

const featureRulings: readonly Ruling[] = [
  {
    section: '13.5',
    title: 'Leraje and Laraja are one altar',
    text: 'The Feature Table prints "Leraje", the altar text "Laraja (The Marquis of Archers)"; the Polish has Leraje in both. One altar, shown as Leraje.',
  },
  {
    section: '13.1',
    title: '"For the remainder of the game" means this expedition',
    text: 'Alcohol (−2), Blood (−1) and the curse of Alloces (−1) last "for the remainder of the game"; the Polish says "till the end of the expedition" (do końca przygody) for each. They end when the party leaves the maze. "Permanently" (Vassago\'s curse, Asmoday\'s curse) lasts the whole campaign.',
  },
  {
    section: '13.1',
    title: 'Jewels from fountains and statues',
    text: 'The English rolls the Jewel Table for the fountain\'s jewel and each of the ram\'s two jewels; the Polish adds 2 to those rolls. The English is kept: a plain 2D6 each. The Tapestry adds 4 in both texts.',
  },
  {
    section: '13.2',
    title: 'Taking what a feature offers',
    text: 'The statue\'s medallion and talisman "may" be taken by the investigating character (13.2; PL the same), and the cut glass "may" be claimed (13.6). Taking is the players\' choice, made before the item is known, since it is rolled only once taken (a medallion may be Strangling, a talisman Evil, 14.6–14.7): the game waits for them to take it or leave it. Left, it is gone with the feature (the feature is investigated once). The ram\'s two jewels are taken without asking (nothing can be lost by it), as is the desk\'s medallion, which the investigator chose to reach by facing the drawer\'s trap (13.4).',
  },
  {
    section: '13.6',
    title: 'The Painting depicts on a 1',
    text: 'The English depicts a character on a 1, the Polish on a 6; the odds are the same and the English is kept.',
  },
  {
    section: '13.4',
    title: 'Reopening the Clavichord costs 1 Wound Point',
    text: 'The English: "incurring a Wound Point"; the Polish: 2 wounds. The English is kept. The gold stays inside the clavichord of that room, across expeditions, until a member of the party able to act reopens it there, taking the Wound Point and all the gold inside (reconstructed: neither text says who may reopen it or who keeps the gold; the players may share it out afterwards, 14.0). The Wound Point is a price, as a spell\'s cost is: Mage Armor does not take it, and no one is offered to pay it whom it would kill (10.2).',
  },
  {
    section: '13.3',
    title: 'Falling through a trap door',
    text: 'The Room result\'s room monster check (1–3) and the Pit\'s 1D3 Cronks take the level\'s modifiers like any monsters there (so the Cronks are doubled on level 3). The investigator deals with them alone: he may negotiate or bribe, and fights alone if that fails; the party cannot help, and he rejoins it when they are dealt with.',
  },
  {
    section: '13.7',
    title: 'Mirrors',
    text: 'Only the first mirror found and the first mirror found afterwards on the Hellgate\'s level count; others do nothing. The first rolls Level; if that is the current level it rolls Tiles Away at once, otherwise the second mirror, on that level, does. The Hellgate is placed on the Nth segment not explored before that the party enters, counting the next one entered as the first, in any direction, corridors included. The excerpt\'s example ("the result is 6") quotes the table\'s distance, not the die (PL: die 4, sixth segment).',
  },
];

const treasureRulings: readonly Ruling[] = [
  {
    section: '14.9',
    title: 'Treasure Type C\'s gold is 6:3D6',
    text: 'The Polish table gives Type C 6:1D6 Gold; the English prints 6:3D6, as Deathmaze\'s Type C has. The English is kept. Every other row agrees.',
  },
  {
    section: '14.9',
    title: 'Reading treasure entries',
    text: 'PL 14.0: each entry "chance:amount" is read by rolling 1D6; at most the chance, the amount is rolled (the number of Gold Marks, of jewels, or of magic items). Treasure is rolled for each slain monster separately (PL 14.2); each jewel is valued on the Jewel Table; each magic item takes two rolls, the type and then the kind in that type\'s column. A magic weapon\'s bonus is rolled on the Weapon Table, and Roll Twice adds two rolls, again on a further Roll Twice.',
  },
  {
    section: '14.1',
    title: 'Chests',
    text: 'Types J, K and L "(t)" are in chests, one per monster\'s treasure, each trapped on 1–3; a Detrap character may disarm it (7.0), otherwise it springs (7.1). Who tries is the players\' choice, as for a trapped door (5.0 B2: "one character is chosen to investigate"; 14.1: "a character with the appropriate skills may try"): when a chest is found trapped the game waits for them to name any member able to act, with the Detrap skill or without (he then springs it), before the next chest is checked and the take is shared. A lone member, or the investigator below a trap door, tries it himself without being asked. The Type J treasure of a trap door\'s Trap result (13.3) is guarded by that trap instead of a chest check; the Type J treasure in the room below (Room result) is a chest like any other.',
  },
  {
    section: '14.5',
    title: 'Charm Person includes the Troll',
    text: 'PL 14.5 names the Charm Person potion\'s targets as the Black Knight, Sorcerer, Orc and Troll (the Evil Hero, Evil Mage, Orc and Troll) and Charm Monster as every other monster, naming the Troll in both places; no English text says otherwise, so the Troll is a "person" here, unlike Deathmaze.',
  },
  {
    section: '14.5',
    title: 'Potions and the Talisman of Mind in a fight (reconstructed)',
    text: 'No text says when in a fight a potion may be drunk or the Talisman of Mind used. Either takes its user\'s turn in the Party Combat Phase, as a spell or a blow does. A potion may be drunk from any row: Strength adds 1D6 to his Combat Bonus for the rest of the fight, Healing heals 1D6. A Charm Person or Charm Monster potion takes a monster of its kind anywhere in the segment, which resists it as it would the Charm spell (PL 14.5: "in the same way as the Charm spell"). The Talisman of Mind is used from the first two rows at a monster of the monsters\' first row: 1 Wound Point to its wearer, then 1D6 to the monster unless it resists (PL 14.6).',
  },
  {
    section: '14.8',
    title: 'Rings that cast',
    text: 'PL 14.8: the Sleep, Neutralize Poison, Heal and Resurrect rings let their wearer cast that spell free, once per expedition. The wearer need not know the spell. In a fight it is cast as any spell is, from the second row and in place of his attack, and a Heal cast by the ring does not use up the caster\'s own casts of Heal. The Neutralize Poison ring\'s cast is offered outside a fight, when someone has just been poisoned (10.6 ruling "Neutralize Poison is cast at once"); the Resurrect ring\'s right after a fight in which someone died (10.8), and whoever takes that ring learns Resurrect for good (14.8: "the ring also teaches the spell").',
  },
];

const abilityRulings: readonly Ruling[] = [
  {
    section: '15.0',
    title: 'Ability section numbers',
    text: 'The excerpt prints the abilities under 15.0 without numbers but cites "See 15.6" for the Hydra and 15.3/15.5 for the Medusa and Vampire; the Polish numbers them 15.1 Cronk, 15.2 Chimera, 15.3 Medusa, 15.4 Troll, 15.5 Vampire, 15.6 Hydra, 15.7 Evil Mages, which matches every citation.',
  },
  {
    section: '15.3',
    title: 'The Medusa petrifies after each attack',
    text: 'The English rolls 1D6 "each time the Medusa attacks a character", petrifying on a 6; the Polish rolls once per encounter. The English is kept.',
  },
  {
    section: '15.5',
    title: 'The Vampire\'s victim stands in the monsters\' first row',
    text: 'Exc and PL agree: a character the Vampire charms is placed in the first row of the monster march order (Deathmaze put him in the second). He attacks the party, casts nothing, and is freed with his wounds when the Vampire dies or a Redemption succeeds.',
  },
  {
    section: '16.0',
    title: 'The Hellgate\'s Blasts (reconstructed)',
    text: 'PL 16.0: on being found the Hellgate is guarded by 2D3+1 Demons (never doubled on level 3; the other level modifiers apply to the Demons and X), X in or behind the last Demon row, and the Gate in the third or fourth row. In each Hellgate Combat phase, while X lives, it casts three free Blasts from any row. The text lets the Blasts fall on one character or several without saying who chooses; each Blast picks its target among the party\'s first row by the 9.3 die, and may be resisted like any Blast.',
  },
  {
    section: '16.0',
    title: 'Destroying the Hellgate',
    text: 'Once X and the Demons are gone, a character with the Hellgate skill rolls 1D6: at most his skill destroys it, otherwise he suffers 1 Wound Point. Attempts repeat until success, until no one with the skill lives, or until the party withdraws; a withdrawn party finds the Gate again later with fresh Demons and X.',
  },
  {
    section: '15.5',
    title: 'The Vampire bites and charms',
    text: 'As Deathmaze [12.36] reads it, the Vampire attacks the character it faces as usual and, in each of the first two Monster Combat Phases in which it attacks, also casts its free Charm on him. Only characters are charmed. The victim takes a free box of the monsters\' first row, or the first free box behind if it is full (reconstructed). There he strikes with a first-row weapon he carries, or with his bare Combat Bonus on the Monsters column if he has none (reconstructed), and casts nothing.',
  },
  {
    section: '15.7',
    title: 'Evil Mages cast instead of striking',
    text: 'An Evil Mage or X casts Lightning in place of its weapon attack, from the first or second row, every Monster Combat Phase in which paying 2 Wound Points leaves it alive; its target is chosen as a monster chooses whom to strike (9.3). When the cost would kill it, from the first row it fights with its weapon instead (as Deathmaze [12.2] says of the Evil Wizard); from the second it does nothing.',
  },
  {
    section: '15.4',
    title: 'Counting the Troll\'s phases',
    text: 'The Troll regenerates at the end of every third Monster Combat Phase counted from its first wound: first wounded in the first round\'s Party Combat Phase, it regains 1 Wound Point at the end of the third Monster Combat Phase, then the sixth, and so on, never above its starting Wound Points.',
  },
  {
    section: '14.6',
    title: 'The Evil talisman\'s bearer fights from his own box (reconstructed)',
    text: 'PL 14.6: a character who fails to resist the Evil talisman attacks the party "from the position he holds in the march order". He keeps his row and box, now facing the party as an enemy (his box in the monsters\' order matches the one he held), and fights until he dies, the party dies, or a Charm or Redemption he fails to resist breaks the talisman\'s hold (PL 14.6 c–d).',
  },
  {
    section: '16.0',
    title: 'The Hellgate\'s guard lines up',
    text: 'PL 16.0: the Demons take the first rows, strongest first; X stands in the last Demon row if it has room, otherwise in the row behind; the Gate stands in the row behind X, the third row at the earliest, and neither moves nor can be struck. Demons that vanish at X\'s death are not slain: they give no experience and no treasure.',
  },
];

const campaignRulings: readonly Ruling[] = [
  {
    section: '12.0',
    title: 'Experience',
    text: 'PL 12.0: a fight is worth 6 × the slain monsters\' starting Wound Points (level modifier included), doubled on level 3 (6.7), split among the living "in the way the players decide" with fractions dropped. Charmed monsters earn none (PL 12.1). The engine gives each living member who fought an equal share (Deathmaze [8.6]\'s default); until the party next moves (a step, the stairs or the Gateway) the players may divide it otherwise by handing a member\'s whole share of that fight to another who fought, who may hand it on again, so any division in whole shares can be made (reconstructed: the texts give no procedure). Below a trap door the lone investigator keeps all of it (13.3).',
  },
  {
    section: '12.2',
    title: 'A raised Magic Potential brings a new spell (reconstructed)',
    text: 'PL 12.2 lets an advancement raise one sun\'s Magic Potential by 1, and says nothing of spells. PL 4.1 B6 has a caster know as many spells as his highest Magic Potential, and PL 14.6 lets the player choose new spells at once where a talisman raises it. Read alike: when an advancement raises his highest Magic Potential above the number of spells he knows, the players choose the new spell at once, from every spell he does not know (never a special one, 10.8), before anything else at home. Raising a lower sun asks nothing; its extra spell is one more of those he knows marked usable under that sun (4.1 D).',
  },
  {
    section: '17.5',
    title: 'Rising costs of advancement (reconstructed)',
    text: 'PL 12.2–12.3: after an expedition, +1 to one characteristic costs 100 experience and 100 Gold Marks (Combat Bonus 150 and 150), each characteristic at most +1 per expedition. PL 17.5: costs "rise 10% after each expedition from the second exit on". Read as 10% of the base price for each exit from the second, not compounded, rounded down: 100 after the first exit, 110 after the second, 120 after the third.',
  },
  {
    section: '17.0',
    title: 'Victory and the campaign',
    text: 'PL 17.0: the group wins when the Hellgate is destroyed and at least one character leaves alive by the level-1 Gateway, over as many expeditions as it takes; quitting first means no group victory. The individual winner is the survivor of every expedition with the most experience and wealth. Between expeditions the explored maze stays, wealth stays at home, charmed monsters go free, the dead may be replaced up to three heroes and three initiates (each new one at 0 experience and 0 Gold Marks), weapons are chosen again (two at most), and six months heal every wound.',
  },
  {
    section: '17.0',
    title: 'The individual winner (reconstructed)',
    text: 'PL 17.0 names as individual winner the character who "comes out alive from all the expeditions played, gains the most experience points and gathers the greatest wealth in gold and jewels"; it does not say how the two are weighed when they point at different characters. Read as: when the group wins, among those who were on the party from the first expedition and are alive at the end (a replacement did not play every expedition; one freed from the Hellgate never died, so he counts), the winner has the most experience plus wealth (Gold Marks and jewels at their worth) on his record at the end. The sum because 12.2 prices every advancement in equal amounts of both, so the game itself trades one experience point for one Gold Mark; a character with the most of both always has the largest sum, so the sum agrees with the text wherever the text is clear. What was spent on advancement is gone from the record and does not count. An equal best sum is a shared individual victory; when no one survived every expedition there is no individual winner. The log and the game\'s summary name the winner (reconstructed: no source gives the comparison).',
  },
];

export const citadelRulingGroups: readonly RulingGroup[] = [
  { title: 'Sources', rulings: sourceRulings },
  { title: 'Heroes, initiates and magic potential', rulings: characterRulings },
  { title: 'Levels, the maze and traps', rulings: mazeRulings },
  { title: 'Monsters, negotiation and bribery', rulings: monsterRulings },
  { title: 'Combat', rulings: combatRulings },
  { title: 'Magic', rulings: magicRulings },
  { title: 'Features and mirrors', rulings: featureRulings },
  { title: 'Treasure', rulings: treasureRulings },
  { title: 'Monster abilities and the Hellgate', rulings: abilityRulings },
  { title: 'Experience, campaigns and victory', rulings: campaignRulings },
  { title: 'How the engine plays what the texts leave open', rulings: engineRulings },
];

/** Every Citadel ruling, for the in-app rulings list. */
export const citadelRulings: readonly Ruling[] = citadelRulingGroups.flatMap((g) => g.rulings);
