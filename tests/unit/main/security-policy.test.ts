import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, isAppUrl, isTrustedSender, mainWindowOptions } from '../../../electron/security-policy';

describe('the main window security settings', () => {
  it('isolates and sandboxes the page with no Node access', () => {
    const { webPreferences } = mainWindowOptions('/app/dist-electron/preload.cjs');
    expect(webPreferences).toMatchObject({
      preload: '/app/dist-electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('has a CSP that allows only the app itself', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|https?:/);
  });

  it('keeps navigation and IPC to the app page', () => {
    const entry = 'file:///opt/Mazewright/resources/app.asar/dist/renderer/index.html';
    expect(isAppUrl(`${entry}#slots`, entry)).toBe(true);
    expect(isAppUrl('file:///etc/passwd', entry)).toBe(false);
    expect(isAppUrl('https://example.com/', entry)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/game', 'http://127.0.0.1:5173/')).toBe(true);
    expect(isAppUrl('http://127.0.0.1:9999/', 'http://127.0.0.1:5173/')).toBe(false);
    expect(isTrustedSender(undefined, entry)).toBe(false);
    expect(isTrustedSender('not a url', entry)).toBe(false);
    expect(isTrustedSender(entry, entry)).toBe(true);
  });
});
