/**
 * The browser side of a table that outlives its server: a player at Port Royal against a bot,
 * the server killed with SIGKILL mid-game and started again on the same port with the same
 * database. The page shows it is reconnecting, then comes back by itself (no click) to the same
 * table and seat, with the same log, and the game goes on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createFromLobby, launchBrowser, screenshot, waitUntilStartable } from '../helpers/browser';
import { siteProcess, type SiteProcess } from '../helpers/server-process';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(join(tmpdir(), 'durable-browser-'));
let site: SiteProcess;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  // The default store (the embedded database), in a folder of its own.
  site = await siteProcess({ STORE: 'database', DATA_DIR: dataDir, RECONNECT_SECONDS: '60' });
  await site.start();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

async function logLines(page: Page): Promise<string[]> {
  return page.locator('[data-testid="log-lines"] li').allTextContents();
}

it('comes back to the same table and seat after the server was killed, and plays on', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await createFromLobby(page, site.base, { name: 'Anne', game: 'port-royal', seats: 2, bots: [1] });
  await waitUntilStartable(page);
  await page.getByTestId('start').click();
  await page.getByTestId('table').waitFor({ state: 'visible' });
  // Play a few of my moves first, so the table has a history to keep.
  for (let move = 0; move < 3; move++) {
    const action = page.locator('[data-testid="action-bar"] button[data-testid^="action-"]').first();
    await action.waitFor({ state: 'visible', timeout: 30_000 });
    await action.click();
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(1000);
  const room = new URL(page.url()).searchParams.get('room');
  const linesBefore = await logLines(page);
  expect(linesBefore.length).toBeGreaterThan(0);
  await screenshot(page, 'durable-01-before-kill');

  await site.kill();
  const banner = page.getByTestId('reconnect-banner');
  await banner.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await banner.textContent()).toMatch(/reconnecting/i);
  await screenshot(page, 'durable-02-server-down');

  await site.start();
  // Back without a click: the banner goes, the table is there, the same room in the address.
  await banner.waitFor({ state: 'hidden', timeout: 60_000 });
  await page.getByTestId('table').waitFor({ state: 'visible' });
  expect(await page.getByTestId('table-gone').count()).toBe(0);
  expect(new URL(page.url()).searchParams.get('room')).toBe(room);
  // The whole history came back (the log may only have grown since: the bot plays on).
  const linesAfter = await logLines(page);
  expect(linesAfter.slice(0, linesBefore.length)).toEqual(linesBefore);
  await screenshot(page, 'durable-03-back');

  // And it goes on: my next move is played and shows.
  const action = page.locator('[data-testid="action-bar"] button[data-testid^="action-"]').first();
  await action.waitFor({ state: 'visible', timeout: 30_000 });
  const count = (await logLines(page)).length;
  await action.click();
  await page.waitForFunction((before) => document.querySelectorAll('[data-testid="log-lines"] li').length > before, count, { timeout: 30_000 });
  expect(pageErrors).toEqual([]);
});
