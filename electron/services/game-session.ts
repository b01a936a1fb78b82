import { applyAction, startGame, type GameRecord } from '../../shared/engine/game';
import type { GameEvent, Ruleset } from '../../shared/engine/ruleset';
import type { SessionView } from '../../shared/ipc/contract';
import type { SlotFile, SlotNotice } from '../../shared/saves/slot-schema';
import { SLOT_SCHEMA_VERSION } from '../../shared/saves/slot-schema';
import { findRuleset } from '../../shared/rulesets/registry';
import { ApiError } from './api-error';
import type { SlotStore } from './slot-store';

interface Live {
  file: SlotFile;
  ruleset: Ruleset;
  saved: boolean;
  saveMessage?: string;
  /** A newer Mazewright's slot: shown, never played or saved. */
  readOnly?: string;
}

/**
 * The one live game of the main process. It applies the player's actions through the rules package and saves the
 * slot after each resolved action; when a save fails the game goes on from memory and the failure is reported.
 */
export class GameSession {
  private live: Live | null = null;

  constructor(
    private readonly store: SlotStore,
    private readonly appVersion: string,
  ) {}

  async create(input: { name: string; rulesetId: string; seed: string; setup: unknown }): Promise<{ view: SessionView; log: readonly GameEvent[] }> {
    const ruleset = this.ruleset(input.rulesetId);
    const started = startGame(ruleset, input.seed, input.setup);
    if (!started.ok) throw new ApiError('rejected', started.message, started.rule);
    const summary = ruleset.summary(started.game.state);
    const file = await this.store.create({
      name: input.name,
      rulesetId: ruleset.id,
      rulesetTitle: ruleset.title,
      seed: started.game.seed,
      party: summary.party,
      progress: summary.progress,
      finished: summary.finished,
      actionCount: 0,
      appVersion: this.appVersion,
      game: started.game,
      log: [...started.events],
    });
    this.live = { file, ruleset, saved: true };
    return { view: this.view(), log: file.log };
  }

  /** Opens a slot (the store recovers a damaged one from its backups); `notice` is what the player must be told. */
  async open(id: string): Promise<{ view: SessionView; log: readonly GameEvent[]; notice?: SlotNotice }> {
    const opened = await this.store.open(id);
    const { file } = opened;
    const ruleset = this.ruleset(file.game.rulesetId);
    this.live = { file, ruleset, saved: true, ...(opened.readOnly ? { readOnly: opened.readOnly } : {}) };
    return { view: this.view(), log: file.log, ...(opened.notice ? { notice: opened.notice } : {}) };
  }

  current(): { view: SessionView; log: readonly GameEvent[] } | null {
    return this.live ? { view: this.view(), log: this.live.file.log } : null;
  }

  async act(action: unknown): Promise<{ view: SessionView; events: readonly GameEvent[] }> {
    const live = this.requireLive();
    if (live.readOnly) throw new ApiError('forbidden', live.readOnly);
    const step = applyAction(live.ruleset, live.file.game as GameRecord, action);
    if (!step.ok) throw new ApiError('rejected', step.message, step.rule);
    const summary = live.ruleset.summary(step.game.state);
    live.file = {
      ...live.file,
      schemaVersion: SLOT_SCHEMA_VERSION,
      appVersion: this.appVersion,
      meta: {
        ...live.file.meta,
        party: summary.party,
        progress: summary.progress,
        finished: summary.finished,
        actionCount: step.game.actions.length,
      },
      game: step.game,
      log: [...live.file.log, ...step.events],
    };
    await this.persist(live);
    return { view: this.view(), events: step.events };
  }

  /** Saves the live game now (the player's "Save" and the retry after a failed autosave). */
  async save(): Promise<SessionView> {
    const live = this.requireLive();
    if (live.readOnly) throw new ApiError('forbidden', live.readOnly);
    await this.persist(live);
    if (!live.saved) throw new ApiError('io', live.saveMessage ?? 'The game could not be saved.');
    return this.view();
  }

  close(): boolean {
    const had = this.live !== null;
    this.live = null;
    return had;
  }

  /** A slot deleted or renamed elsewhere must not leave a stale live game behind. */
  forget(id: string): void {
    if (this.live?.file.meta.id === id) this.live = null;
  }

  renamed(id: string, name: string): void {
    if (this.live?.file.meta.id === id) this.live.file = { ...this.live.file, meta: { ...this.live.file.meta, name } };
  }

  view(): SessionView {
    const live = this.requireLive();
    const { file, ruleset } = live;
    return {
      slot: file.meta,
      rulesetTitle: ruleset.title,
      seed: file.game.seed,
      state: file.game.state,
      summary: ruleset.summary(file.game.state),
      choices: ruleset.choices(file.game.state),
      saveStatus: live.saved ? { saved: true } : { saved: false, ...(live.saveMessage ? { message: live.saveMessage } : {}) },
      ...(live.readOnly ? { readOnly: live.readOnly } : {}),
    };
  }

  private async persist(live: Live): Promise<void> {
    try {
      live.file = await this.store.save(live.file);
      live.saved = true;
      delete live.saveMessage;
    } catch (error) {
      live.saved = false;
      live.saveMessage = `Not saved: ${error instanceof Error ? error.message : String(error)} The game goes on from memory; Mazewright will try again after your next action.`;
    }
  }

  private ruleset(id: string): Ruleset {
    const ruleset = findRuleset(id);
    if (!ruleset) throw new ApiError('not-found', `This version of Mazewright has no ruleset “${id}”.`);
    return ruleset;
  }

  private requireLive(): Live {
    if (!this.live) throw new ApiError('not-found', 'No game is open. Choose a save slot or start a new game.');
    return this.live;
  }
}
