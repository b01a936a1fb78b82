import type { Ruling } from '../../../engine/ruleset';

/**
 * Rulings made where the game's pieces meet. "1979" is deathmaze-1979-rules.txt, "revised" the later transcription.
 */
export const gameRulings: readonly Ruling[] = [
  {
    section: '11.21',
    title: 'Spells before combat',
    text: '[11.21] lets Non-Combat spells be cast "at any time except during combat" (the revised text agrees). While the players choose weapons and the monsters\' front row [8.41], [8.13], combat has not been joined, so a Wizard may still cast Heal, Mage Armor or Strength then, as when the party faces monsters; Mage Armor and Strength cast then last into the fight. Oratory belongs to the negotiation, which is over, and Lock to the door just opened on monsters before the party decides to fight, so neither is cast then. A fight with nothing to choose beforehand is joined at once: cast before deciding to attack.',
  },
  {
    section: '3.1',
    title: 'Default weapons and experience',
    text: 'When a party is set up with names and classes only, a Hero carries Sword and Bow with +1 Sword as his initial experience, and a Thief carries Dagger and Bow with +1 Detrap (Detrap 2). 1979 [3.1] and revised [4.0] leave both choices to the player. The Sword and Dagger share a column of the Combat Results Table [8.7]; a Bow may be used from the second row every round ([8.34], [8.47]) where a Throwing Dagger is thrown once per combat; +1 Sword raises a Hero\'s chance to wound from 2 in 6 to 3 in 6, worth more than one Wound Point; a Thief\'s Detrap 2 halves the chance that a trap goes off. The defaults are announced in the log when the game starts.',
  },
  {
    section: '3.1',
    title: 'Renaming adventurers',
    text: 'The Character Record [3.1] is the player\'s own sheet; neither text says when its name may change. Mazewright lets a player rename a living adventurer at any time outside combat, on an expedition or at home, and the roster keeps the new name; during combat names stay fixed so the board does not change under the players mid-round. A dead adventurer\'s record is closed. The change is logged, and a name is 1 to 40 characters.',
  },
  {
    section: '4.0',
    title: 'The win test, per player',
    text: '1979 [4.0] (revised [3.1]): a player wins if at least half of his adventurers come out alive and every one of them who does has 75 Experience Points and 100 Bezants. Adventurers are dealt to players in setup order, an equal share each [3.0]. The Bezants counted are the adventurer\'s equal share of the pooled Bezants and gems [9.18], paid out as the party leaves; a player whose adventurers all die has not had half come out.',
  },
  {
    section: '9.18',
    title: 'Sharing the pool',
    text: '1979 [9.18] divides the pooled Bezants and gems "among the adventurers equally" at the end of the game. Only adventurers who come out alive take a share (the dead carry nothing out; [13.21] says a dead adventurer\'s Bezants are lost), gems count at their value in Bezants, and fractions are dropped.',
  },
  {
    section: '5.26',
    title: 'Which doors are checked for traps',
    text: '1979 [5.26] checks every door the party moves through into a new segment; [5.28] says there are no traps on doors abutting previously explored segments. A door is checked when the party comes through it into a segment it has never stood on, and never otherwise; an open corridor end is never checked.',
  },
  {
    section: '5.27',
    title: 'Every entry is a monster check',
    text: '1979 [5.27] (revised [5.27]): a corridor, or a room visited before, is checked for wandering monsters (1 in 6) every time the party enters it; a room never visited is checked for a room monster (1–3). Going back over explored ground therefore costs wandering-monster checks, as [5.28] warns.',
  },
  {
    section: '7.23',
    title: 'Monsters left in peace',
    text: '1979 [7.23]: after an Agreement the monsters leave the party alone unless attacked, and the party may investigate the room and leave by any path. Neither text says what becomes of them afterwards: they are not met again as the same group; later entries to the segment make the ordinary wandering-monster check of [5.27].',
  },
  {
    section: '7.24',
    title: 'Cow tribute and the treasure won later',
    text: 'The tribute of a Cow result goes to the party\'s pool at once. The monsters\' treasure rolled for the tribute is kept; if the party then attacks and kills them, that same treasure, less the Bezants already taken, is what they yield (1979 [7.24] "must be subtracted from the Treasure").',
  },
  {
    section: '9.57',
    title: 'Cloves and the monsters behind the door',
    text: 'Cloves may be used when the party has come through a door and found monsters, before negotiating or fighting ([9.57]). The door becomes impassable from both sides, the party stands again on the segment it came from, and the segment keeps its chit. If the party later reaches that segment by another path, the same monsters (with the same Wound Points) are met instead of a monster check. A door trap already dealt with is not checked again.',
  },
  {
    section: '8.41',
    title: 'Weapons in hand when combat begins',
    text: '1979 [8.41] (revised [8.41]) has the player choose each adventurer\'s weapon before combat, and [8.13] (revised [8.13]) lets him choose which of the (up to) three strongest monsters stands in front of which party member. Once a fight is decided on (attacking, a failed negotiation, a charmed monster turning on the party) the game stops before combat while there is anything to choose: the first choice joins combat as things stand, the others make an adventurer hold his other weapon or order the monsters\' front row left to right as the party faces it (where monsters tie in Wound Points for the last front places, which of them stand in front too). Left alone, the game holds the sensible weapon: in the first row a hand weapon (a Bow or Throwing Dagger only if he has nothing else), in the second and later rows a Bow, else a Throwing Dagger, since only these may be used from there ([8.22], [8.34]); and the strongest monsters stand first, in the order they were rolled on a tie. Items are not passed and the marching order is not changed at this point (both only "outside combat", [5.14], [9.17]). He may change weapons later at the cost of an attack [8.41].',
  },
  {
    section: '8.6',
    title: 'Strength and Cannabis wear off',
    text: 'A Strength Potion or Spinach taken outside combat lasts for the next combat sequence ([9.44], [9.54]), Cannabis likewise ([9.56]); both end when that combat ends, whoever wins.',
  },
  {
    section: '5.12',
    title: 'Closing up after a death',
    text: 'When an adventurer dies outside combat (a trap, poison, a medallion), his place in the marching order is emptied; empty rows close up and, if the first row falls below its minimum of [5.12], adventurers from the rows behind step into it in order. After combat the combat module\'s closing-up stands. The order may then be rearranged freely [5.14].',
  },
  {
    section: '9.17',
    title: 'Assigning found items',
    text: 'Magic items found are assigned one at a time to a living adventurer, or left behind (1979 [9.17]). A medallion is tested by the adventurer it is given to ([9.61]); a Medallion of Strangling does its 2D6 Wounds [9.66] and is thrown away. Items may be passed between adventurers, and taken from the dead, "except when … engaged in combat or negotiations" ([9.17], [9.32]): also while the party faces monsters before negotiating or after an Agreement or Tribute, and while it deals with a trap; not once a fight is decided on (the weapons are being chosen, game ruling "Before combat") nor in combat. Potions are used "at any time" [9.41], a trap included. A Wizard is neither given nor takes a magic weapon other than a dagger or throwing dagger, since he "may use (or carry)" no other [11.11].',
  },
  {
    section: '9.32',
    title: 'Which armour counts',
    text: '1979 [9.32] lets an adventurer don magical armour; one suit is worn at a time. If an adventurer carries more than one, the best one counts. Giving away armour lowers his Wound Points at once, and he dies if his wounds reach the new total ([9.32] "which may kill him").',
  },
  {
    section: '9.63',
    title: 'Appraising potions',
    text: 'While someone in the party wears a tested Medallion of Potion Appraisal, using an untested potion means appraising it: its kind is rolled on the Potion Table [9.47] and it keeps both doses ([9.63]). Without one, the adventurer carrying it tests it by drinking [9.41] and one dose remains.',
  },
  {
    section: '9.45',
    title: 'Charm potions',
    text: 'A Charm potion takes control of "one ... in his Segment" (1979 [9.45], [9.46]; the revised text refers them to an Almanac it does not include). Charm Person takes an Evil Hero, Evil Wizard, Evil Thief, Orc or Goblin (1979 prints "Ore", plainly Orc); Charm Monster any single monster that is none of these. Potions may be used "at any time" [9.41], so besides outside combat a potion or the healing and strength spices may be used while the party faces monsters, before negotiating or after negotiating and before a fight. Drunk there, a Charm potion of the right kind takes the monster the player names; an untested potion that proves a Charm potion takes the monster with the most Wound Points left (the first on a tie), since the player could not choose before knowing what it was. With no suitable monster present it has no effect (1979 [9.45] "If the potion is being tested and no monster is around"). The monster leaves its group and joins the party under the drinker\'s control; if it was the last, the encounter is over and the party goes on to the room\'s feature or treasure, but gains no treasure or experience for it (it was not slain, [8.6]; the treasure of a group is rolled only for a fight won [9.11]). In the Advanced game the monster may resist ([11.25]: 1D6 at or under its Magic Resistance) and the dose is spent either way. In both games a charmed monster fights in the marching order, never earns experience, and turns on the party when its controller dies, in or out of combat ([9.45]). In the fight itself an adventurer may drink a known Charm potion in a Party Combat Phase instead of attacking, as with the other potions used in combat, from any row, at any monster of the right kind in the monsters\' marching order (either row; "in his Segment"): the monster leaves the monsters\' rows and takes the first free box of the party\'s, as with the Charm spell ([11.3]; advanced ruling "Charm places the monster in the first free box"), under the drinker. It is no longer a monster of the fight, so its Wound Points do not count toward the party\'s experience [8.6] unless it turns on the party again and is killed. If the last monster standing is charmed, the fight is over: the party won it if it slew any monster (experience and treasure as usual), otherwise it gains neither, as in an encounter.',
  },
  {
    section: '9.41',
    title: 'Testing a potion in combat',
    text: 'Potions may be used "at any time" (1979 [9.41]), and [9.45] ("If the potion is being tested and no monster is around") allows a test while monsters are around, so an untested potion may also be tested in a Party Combat Phase, by its bearer, in place of his attack, like a known potion used in combat. Its type is rolled on the Potion Table [9.47] and he suffers or gains its effect in the fight: Healing cures 1D6 Wounds [9.42], Poison does 1D3 Wounds (none with a Medallion of Neutralize Poison, [9.62]) and may kill him [8.46], Strength adds its 1D6 to his attacks for the rest of this combat [9.44], and a Charm potion takes the monster in the fight it can take with the most Wound Points left, the first listed on a tie (as an untested potion drunk while facing monsters, game ruling "Charm potions"; in the Advanced game it may resist [11.25]), or has no effect if there is none. One dose remains, known from then on [9.41]; it may be drunk like any known potion, in a later Party Combat Phase of the same fight or afterwards. The potion is tested by drinking even when the party has a Medallion of Potion Appraisal: appraising is not an action of combat ([9.63] game ruling "Appraising potions").',
  },
  {
    section: '6.32',
    title: 'The room below a trap door',
    text: '1979 [6.32]: the room below has no doors or features and no chit is drawn; it is checked for a room monster as a room never visited (1–3). The party deals with any monsters there, takes their treasure and climbs back up; the party marker does not move.',
  },
  {
    section: '6.0',
    title: 'Ignoring a feature',
    text: '1979 [6.0]: an ignored feature has no effect. It is offered again each time the party enters the room until it has been investigated once.',
  },
  {
    section: '4.0',
    title: 'Leaving from the entrance',
    text: 'The party may leave whenever it stands on the entrance corridor and is not busy with a trap, monsters or treasure ([4.0] "get his adventurers back to the Corridor chit from which they originally entered"). All living adventurers leave together.',
  },
];

/** Rulings made where the Advanced game and campaigns meet the game's reducer. */
export const advancedPlayRulings: readonly Ruling[] = [
  {
    section: '11.13',
    title: 'Default Wizard',
    text: 'A Wizard set up with a name and class only carries Dagger and Throwing Dagger (the only weapons [11.11] allows), knows Lightning, and takes a Wound Point as his initial experience (5 Wound Points). 1979 [11.12]–[11.13] and revised leave the choices to the player. Lightning (1D6+2 Wounds for 2) is the strongest attack a Wizard has; with 5 Wound Points he can cast it twice, since the cost may never kill him [11.22]. The defaults are announced in the log.',
  },
  {
    section: '9.45',
    title: 'Charmed monsters between fights',
    text: '[9.45] puts a charmed monster "in an empty space in the party\'s marching order" when it is charmed, and says nothing of where it stands afterwards. Outside combat the marching order holds the adventurers only; when the next fight starts, each monster the party controls takes the first empty box from the front, left to right (a new row behind if there is none). Its wounds carry over from fight to fight, and it never shares experience [8.6] or treasure [9.18].',
  },
  {
    section: '9.45',
    title: 'A controller dies outside combat',
    text: '[9.45]: if the adventurer controlling a monster dies, the monster attacks the party at once. Outside combat (a trap, poison, a medallion) the monster leaves the party as soon as the action that killed its controller is over, and a fight starts with it alone; several such monsters attack one after the other. Such a monster carries the treasure of its type when wandering [9.11].',
  },
  {
    section: '12.34',
    title: 'When Stone-Flesh may be cast',
    text: '[12.34]: "At the end of combat, a Wizard may attempt to revivify the adventurer"; otherwise he "is considered dead". After the fight the game stops (before treasure and features) while a living Wizard who knows Stone-Flesh and can pay its 3 Wounds without dying [11.22] may cast it; a Wizard cannot revive himself [11.3]. When no one can or the player declines, those still stone are dead. If the whole party falls, the petrified die with it. The revived adventurer rejoins the marching order where a gap is, with the wounds he had.',
  },
  {
    section: '11.3',
    title: 'Mage Armor outside combat, and more than one',
    text: 'Mage Armor "absorbs the next 1D3 Wounds" the adventurer suffers, so it also takes wounds from traps, poison and the like outside combat (never the spell-casting Wounds of [11.22]). A second Mage Armor replaces what is left of the first with its own roll (Advanced ruling "Mage Armor"): [11.3] says "make a note of the number rolled", one note, not a running total.',
  },
  {
    section: '11.3',
    title: 'Lock and Oratory in an encounter',
    text: 'Lock "locks a door as Cloves do" [9.57]: it is cast, like Cloves, on the door the party has just opened on monsters, before negotiating or fighting; the party retreats and the monsters stay behind the door. Oratory is cast before the negotiation roll it helps (+4), once per negotiation; it adds to an Oratory medallion\'s +2 [9.64]. Heal, Mage Armor and Strength may be cast at any moment outside combat, including while facing monsters before the fight and while the party deals with a trap (Mage Armor on the Thief before he detraps) [11.21] ("at any time except during combat").',
  },
  {
    section: '11.3',
    title: 'Neutralize Poison outside combat',
    text: '1979 [11.3]: Neutralize Poison is cast on an adventurer "who drinks a Poison Potion, investigates a poisonous fountain, or is the victim of a trap involving poison", and "must be used immediately after the poisoning occurs". When a living Wizard can cast it (he knows it and its Wound can not kill him [11.22], or he wears an unused Neutralize Poison ring [12.13]), the poison\'s Wounds are not suffered at once: the action that poisoned finishes (a trap on a door still leads to the monster check, [5.26]) and the game then waits, before anything else, for the spell on each victim or for the players to decline it; the Wounds of those not saved are then suffered and play goes on where it was. Only the poison waits: a poisoned arrow\'s own Wounds, and an Explosion in the same trap, land at once. A Medallion of Neutralize Poison makes its wearer immune [9.62], so he is never poisoned and no pause is needed. In the Basic game, and with no Wizard able to cast it, nothing waits.',
  },
  {
    section: '12.13',
    title: 'Spell rings are used once per expedition',
    text: '[12.13] lets a spell ring be used "once per game"; [13.0] carries magic items from game to game. Each expedition is a game: a ring used in one is ready again at the start of the next. A ring is used instead of paying Wounds, even for a spell the Wizard also knows.',
  },
  {
    section: '13.0',
    title: 'The campaign as one saved game',
    text: 'A saved game holds a whole campaign: each expedition is played in a new Deathmaze built from full cups [5.1], and between expeditions the roster is managed at home. A game set up with a party alone plays one expedition exactly as the Basic game always did and gains its campaign when the party goes home; where each of its dead died was not recorded during that first expedition, so the roster says so. A game set up with a variant or a campaign name records where every death happens.',
  },
  {
    section: '13.21',
    title: 'What the dead lose, and what the roster keeps',
    text: 'The dead stay on the roster with the cause and place of death and the experience and Bezants lost with them [13.21]; their magic items stay in the Deathmaze unless another adventurer took them before the party left. Survivors keep the experience and the share they earned on top of their savings; what cannot be shared equally [9.18] is recorded as left behind.',
  },
];
