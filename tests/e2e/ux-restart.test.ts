/**
 * The server restarts under a table being played (a deployment): the page says so in a slim
 * banner that covers nothing, keeps trying with a visible attempt count, and when the server
 * is back either returns to the table or says plainly that the table is gone, with a way back
 * to the lobby. The lobby's panels recover by themselves too.
 *
 * Tables live in the server's memory today, so after the restart the table is gone: that is
 * the outcome asserted here. Once the server restores unfinished tables (same room id, same
 * seat secrets), the same test should instead expect the table back: `table` visible, the
 * banner hidden, the turn line showing the same turn as before the restart.
 */
import type { Browser, Page } from 'playwright-core';
import { createFromLobby, launchBrowser, screenshot, waitUntilStartable } from '../helpers/browser';
import { siteProcess, type SiteProcess } from '../helpers/server-process';

describe('a server restart seen from the browser', () => {
  let site: SiteProcess;
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    site = await siteProcess();
    await site.start();
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await site?.dispose();
  });

  async function newPage(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    return page;
  }

  async function bannerText(page: Page): Promise<string> {
    return (await page.getByTestId('reconnect-banner').textContent()) ?? '';
  }

  /** Starts a 2-seat Port Royal table against a bot; resolves on the table screen. */
  async function playAgainstBot(page: Page, name: string): Promise<void> {
    await createFromLobby(page, site.base, { name, game: 'port-royal', seats: 2, bots: [1] });
    await waitUntilStartable(page);
    await page.getByTestId('start').click();
    await page.getByTestId('table').waitFor({ state: 'visible' });
    await page.getByTestId('turn-status').waitFor({ state: 'visible' });
  }

  it('a dropped connection (the server still up) comes back to the same seat', async () => {
    const page = await newPage(1280, 800);
    // Keep a hand on the page's sockets, to cut them as a network would.
    await page.addInitScript(() => {
      const Native = window.WebSocket;
      const open: WebSocket[] = [];
      (window as unknown as { cutSockets(): void }).cutSockets = () => open.splice(0).forEach((socket) => socket.close());
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          open.push(this);
        }
      };
    });
    await playAgainstBot(page, 'Bea');
    const roomBefore = new URL(page.url()).searchParams.get('room');
    await page.evaluate(() => (window as unknown as { cutSockets(): void }).cutSockets());
    await page.getByTestId('toast-success').filter({ hasText: 'Back at the table' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('table').waitFor({ state: 'visible' });
    expect(await page.getByTestId('reconnect-banner').isVisible()).toBe(false);
    expect(new URL(page.url()).searchParams.get('room')).toBe(roomBefore);
    // Still my seat: my turn comes with my actions (or the bot's turn names me as waiting).
    await page.waitForFunction(() => /\(you\)|your turn/i.test(document.querySelector('[data-testid="turn-status"]')?.textContent ?? '') || document.querySelectorAll('[data-testid="action-bar"] button').length > 0);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('keeps retrying under a banner that covers nothing, then says the table is gone', async () => {
    // Anne plays Port Royal against a bot.
    const player = await newPage(1280, 800);
    await playAgainstBot(player, 'Anne');
    // Someone else looks at the lobby meanwhile.
    const visitor = await newPage(1280, 800);
    await visitor.goto(site.base);
    await visitor.getByTestId('game-port-royal').waitFor();
    await screenshot(player, 'ux-restart-01-playing');

    await site.stop();

    // The banner appears at once, counts its attempts, and covers nothing.
    const banner = player.getByTestId('reconnect-banner');
    await banner.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await bannerText(player)).toMatch(/^Connection lost — reconnecting… \(attempt \d+\)$/);
    await player.waitForFunction(() => /attempt ([3-9]|\d\d)/.test(document.querySelector('[data-testid="reconnect-banner"]')?.textContent ?? ''), undefined, { timeout: 20_000 });
    const bannerBox = await banner.boundingBox();
    const turnBox = await player.getByTestId('turn-status').boundingBox();
    const tableBox = await player.getByTestId('table').boundingBox();
    expect(bannerBox && turnBox && tableBox).toBeTruthy();
    if (!bannerBox || !turnBox || !tableBox) return;
    expect(turnBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 0.5);
    expect(tableBox.y + tableBox.height).toBeLessThanOrEqual(800.5);
    // While the connection is lost nothing can be sent: no action is offered.
    expect(await player.locator('[data-testid="action-bar"] button[data-testid^="action-"]').count()).toBe(0);
    // The lobby says it is trying again rather than showing a raw network error.
    await visitor.getByText(/unavailable right now; trying again/).waitFor({ timeout: 15_000 });
    await screenshot(player, 'ux-restart-02-server-down');
    await screenshot(visitor, 'ux-restart-02-lobby-server-down');

    await site.start();

    // The server is back without the table: the page says so plainly and offers the lobby.
    await player.getByTestId('table-gone').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await player.getByTestId('table-gone').textContent()).toContain('This table is gone');
    expect(await banner.isVisible()).toBe(false);
    await screenshot(player, 'ux-restart-03-table-gone');
    await player.getByTestId('gone-lobby').click();
    await player.getByTestId('game-port-royal').waitFor();
    // The visitor's lobby found the server again by itself.
    await visitor.getByTestId('no-tables').waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('the Games panel retries by itself until the server answers', async () => {
    const page = await newPage(1280, 800);
    let refused = 0;
    // The first answers fail as they do while a server restarts.
    await page.route('**/api/games', async (route) => {
      if (refused < 2) {
        refused++;
        await route.abort('connectionrefused');
      } else {
        await route.continue();
      }
    });
    await page.goto(site.base);
    await page.getByTestId('games-retrying').waitFor();
    expect(await page.getByTestId('game-list').textContent()).not.toMatch(/failed to fetch/i);
    await page.getByTestId('game-port-royal').waitFor({ timeout: 15_000 });
    expect(refused).toBe(2);
    expect(await page.getByTestId('toasts').textContent()).not.toMatch(/failed to fetch/i);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
