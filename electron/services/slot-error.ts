/**
 * not-found: no such slot; conflict: a name or file is taken; unreadable: the file is damaged or not a save;
 * invalid: bad input; io: the disk refused; read-only: a newer Mazewright's slot, which this version never writes.
 */
export type SlotErrorCode = 'not-found' | 'conflict' | 'unreadable' | 'invalid' | 'io' | 'read-only';

/** A save-slot failure the player can read: the message is shown as is, the code says what kind of trouble it is. */
export class SlotError extends Error {
  constructor(
    readonly code: SlotErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SlotError';
  }
}

function errnoCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function isErrno(error: unknown, ...codes: string[]): boolean {
  const code = errnoCode(error);
  return code !== undefined && codes.includes(code);
}

/**
 * Turns a Node fs failure into words a player can act on; SlotErrors pass through unchanged.
 * `dir` is the folder the player would have to look at (the slots folder); `doing` words the permission message.
 */
export function toSlotError(error: unknown, dir: string, doing: 'read' | 'write' = 'write'): SlotError {
  if (error instanceof SlotError) return error;
  switch (errnoCode(error)) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new SlotError('io', `The disk is full: Mazewright could not save in ${dir}. Free some space and try again.`);
    case 'EACCES':
    case 'EPERM':
      return new SlotError('io', `Mazewright may not ${doing === 'read' ? 'read from' : 'write to'} ${dir}. Check the folder's permissions.`);
    case 'EROFS':
      return new SlotError('io', `${dir} is on a read-only disk, so Mazewright cannot save there.`);
    case 'EMFILE':
    case 'ENFILE':
    case 'EBUSY':
      return new SlotError('io', `${dir} is busy right now; Mazewright could not save. Try again in a moment.`);
    default: {
      const detail = error instanceof Error ? error.message : String(error);
      return new SlotError('io', `Mazewright could not use its save folder ${dir} (${detail}).`);
    }
  }
}
