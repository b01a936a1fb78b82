/**
 * How main asks the player for a file or folder. The page never names a path: in Electron main shows the native
 * dialog itself (electron/dialogs.ts); hosts without one (the browser development host, tests) pass no picker and
 * move file contents instead. Every method resolves to undefined when the player cancels.
 */
export interface PathPicker {
  /** Where to write a new file; `defaultName` is only a suggestion the player can change. */
  saveFile(options: { readonly title: string; readonly defaultName: string; readonly extension: string }): Promise<string | undefined>;
  /** One existing file to read. */
  openFile(options: { readonly title: string; readonly extension: string }): Promise<string | undefined>;
  /** A folder to write into. */
  chooseFolder(options: { readonly title: string }): Promise<string | undefined>;
}
