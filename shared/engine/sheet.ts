/**
 * A Character Record as any ruleset can fill it (`Ruleset.sheets`): a heading, then labelled sections of fields and
 * lists, laid out by the PDF renderer and the Records view without knowing the game. Deathmaze fills Magic
 * Resistance and Bezants; Citadel of Blood fills Combat Bonus, Magic Potential per sun and Gold Marks; an OD&D record
 * its six abilities — each as its own fields, none hard-coded in the renderer.
 */
export interface RecordSheet {
  /** e.g. 'Deathmaze'; printed in the record's heading. */
  readonly gameTitle: string;
  /**
   * The person's id where the game has one (a `PersonView.id`): choices about him carry it as `subjectId`, so the
   * Records view can offer them beside his record. Absent for a record the game keeps no id for.
   */
  readonly id?: string;
  readonly name: string;
  /** Class, race or hero, e.g. 'Wizard', 'Dwarf initiate'. */
  readonly role: string;
  /** What the rules call the role's box, e.g. 'Class' or 'Race'; 'Role' when absent. */
  readonly roleLabel?: string;
  readonly alive: boolean;
  /** How and where the character fell, in words, when dead. */
  readonly death: string | null;
  readonly sections: readonly SheetSection[];
  /** Campaign (slot) name and seed, printed in the footer. */
  readonly campaign: string | null;
  readonly seed: string | null;
}

export interface SheetSection {
  /** e.g. 'Character Record', 'Treasure'; the Records view heads the section with it. */
  readonly title: string;
  /** Boxes with a label and a value, e.g. { label: 'Wound Points', value: '6', note: 'Wounds taken: 2' }. */
  readonly fields: readonly SheetField[];
  /** Entries listed one per line (weapons, spells, items); an empty list prints as a dash. */
  readonly lists: readonly SheetList[];
}

export interface SheetField {
  readonly label: string;
  /** The box's value, printed large. */
  readonly value: string;
  /** A line or two of small print under the value (what a number is made of, how someone died). */
  readonly note?: string;
  /** A row of boxes to cross off beside the value, e.g. one per Wound Point, `marked` of them crossed (wounds). */
  readonly tally?: { readonly of: number; readonly marked: number };
}

export interface SheetList {
  readonly label: string;
  readonly items: readonly string[];
  /**
   * A list that may grow long in play (spells, magic items): it gets a share of the record's free height. Lists
   * without it stay short and are laid out two abreast.
   */
  readonly long?: boolean;
}

/** What a saved game does not say about itself: the save slot's name and seed. */
export interface SheetContext {
  readonly campaign?: string | null;
  readonly seed?: string | null;
}
