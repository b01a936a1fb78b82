import { isAppUrl } from './security-policy';

/**
 * The answers main gives a page that asks for more than showing the app: every permission request and check is
 * refused (the app needs no camera, notifications, clipboard reading, HID, serial or USB), and navigation of any
 * frame, or a redirect, to a page outside the app is stopped. Plain functions, so unit tests can call them; main.ts
 * attaches each one to the session and to every web contents.
 */
export const denyPermissionRequest = (_contents: unknown, _permission: string, callback: (granted: boolean) => void): void => callback(false);

export const denyPermissionCheck = (): boolean => false;

export const denyDevicePermission = (): boolean => false;

/** For 'will-navigate', 'will-frame-navigate' and 'will-redirect': only the app's own pages may load. */
export function navigationGuard(appEntryUrl: () => string): (event: { readonly url: string; preventDefault(): void }) => void {
  return (event) => {
    if (!isAppUrl(event.url, appEntryUrl())) event.preventDefault();
  };
}
