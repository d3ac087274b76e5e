/**
 * The chat and the turn alert in Chromium. Chat: what a player types, HTML included, is shown
 * as text (no element is made of it, no handler runs). Turn alert: with the tab hidden (the page
 * is told so through `visibilityState` and a `visibilitychange` event) and notifications
 * allowed, the turn coming back to the player changes the tab's title, plays the chime (an
 * AudioContext is made) and shows a notification; the title comes back when the tab is seen.
 */
import type { Page } from 'playwright-core';
import { createFromLobby, useBrowserSite, waitUntilStartable } from '../helpers/browser';

/** Records notifications and audio, and lets the test say whether the tab is visible. */
const PAGE_HOOKS = () => {
  const w = window as unknown as Record<string, unknown>;
  w.__notes = [] as string[];
  w.__audio = 0;
  w.__visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => w.__visibility });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.__visibility === 'hidden' });
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      (w.__notes as string[]).push(title);
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  window.Notification = Recorded as typeof Notification;
  const RealAudio = window.AudioContext;
  window.AudioContext = class extends RealAudio {
    constructor() {
      super();
      (w.__audio as number)++;
    }
  } as typeof AudioContext;
};

async function setVisibility(page: Page, state: 'visible' | 'hidden'): Promise<void> {
  await page.evaluate((s) => {
    (window as unknown as Record<string, unknown>).__visibility = s;
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const CLICK_ORDER = ['action-stop', 'action-take', 'action-pass', 'action-keep', 'action-discover'];

/** Plays one of the offered actions, if any. */
async function playSomething(page: Page): Promise<void> {
  const ids = await page.getByTestId('action-bar').locator('button[data-testid^="action-"]:not([disabled])')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.testid ?? ''));
  const id = CLICK_ORDER.map((prefix) => ids.find((c) => c === prefix || c.startsWith(`${prefix}-`))).find(Boolean) ?? ids[0];
  if (id) await page.getByTestId(id).click({ timeout: 2000 }).catch(() => undefined);
}

describe('chat and turn alerts in the browser', () => {
  const site = useBrowserSite();

  it('shows chat messages as text, HTML included', async () => {
    const page = await site.newPage(1280, 720);
    await createFromLobby(page, site.base(), { name: 'Anne', game: 'port-royal', seats: 2, bots: [1] });
    await page.getByTestId('seating').waitFor();
    const html = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    await page.getByTestId('chat-input').fill(html);
    await page.getByTestId('chat-send').click();
    const line = page.getByTestId('chat-lines').locator('li').first();
    await line.waitFor();
    expect(await line.textContent()).toBe(`Anne: ${html}`);
    expect(await page.getByTestId('chat-lines').locator('img, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // The chat follows the table from the seating screen to the game.
    await waitUntilStartable(page);
    await page.getByTestId('start').click();
    await page.getByTestId('table').waitFor();
    await expect(page.getByTestId('chat-lines').locator('li').first().textContent()).resolves.toBe(`Anne: ${html}`);
  });

  it('alerts a player whose turn comes while the tab is hidden: title, chime, notification', async () => {
    const page = await site.newPage(1280, 720);
    await page.context().grantPermissions(['notifications'], { origin: site.base() });
    await page.addInitScript(PAGE_HOOKS);
    await createFromLobby(page, site.base(), { name: 'Anne', game: 'port-royal', seats: 2, bots: [1] });
    await waitUntilStartable(page);
    await page.getByTestId('start').click();
    await page.getByTestId('table').waitFor();
    await expect(page.getByTestId('alert-notify').textContent()).resolves.toBe('Notifications on');
    expect(await page.getByTestId('alert-sound').getAttribute('aria-pressed')).toBe('true');
    const title = await page.title();
    expect(title).not.toMatch(/Your turn/);

    // Away from the tab, Anne's moves pass the turn to the bot, which hands it back.
    await setVisibility(page, 'hidden');
    const until = Date.now() + 40_000;
    while (Date.now() < until) {
      const notes = await page.evaluate(() => (window as unknown as { __notes: string[] }).__notes.length);
      if (notes > 0) break;
      await playSomething(page);
      await page.waitForTimeout(150);
    }
    const notes = await page.evaluate(() => (window as unknown as { __notes: string[] }).__notes);
    expect(notes).toEqual(['Your turn · Port Royal']);
    expect(await page.title()).toBe(`(Your turn) ${title}`);
    expect(await page.evaluate(() => (window as unknown as { __audio: number }).__audio)).toBe(1);

    // Seen again: the title is the table's own.
    await setVisibility(page, 'visible');
    await page.waitForFunction((t) => document.title === t, title);

    // Muted, it stays muted (remembered for the next visit).
    await page.getByTestId('alert-sound').click();
    expect(await page.getByTestId('alert-sound').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('caribbean.muted'))).toBe('1');
  });
});
