/**
 * Borneo in a real browser, clicking like a person: a host creates a table of three with two
 * bots and the Secrets of Blackbeard, places merchants, ships, defends, takes spices, completes
 * missions and discards by clicking the action bar until the game is over, then reads the end
 * screen. Screenshots go to test-artifacts/e2e/borneo-*.png (the last also at phone size).
 */
import type { Page } from 'playwright-core';
import { createFromLobby, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';

/**
 * What this player clicks first: take spices, keep a defence card, complete missions, defend,
 * then the turn's must-dos. One attack and one transfer in the game, so the human's own fights
 * and moves are played too; otherwise the merchants stay where they are.
 */
const CLICK_ORDER = ['action-pick', 'action-keep', 'action-relocate', 'action-mission', 'action-defend', 'action-discard', 'action-ship', 'action-place', 'action-attack', 'action-transfer', 'action-pass'];
const ONCE = new Set(['action-attack', 'action-transfer']);

/** The most buttons the bar showed at once (a long list folds into groups). */
let widestBar = 0;

async function barIds(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('action-bar')
    .locator('button[data-testid^="action-"]:not([disabled]), button[data-testid^="group-"]:not([disabled])')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.testid ?? ''));
  widestBar = Math.max(widestBar, ids.length);
  return ids;
}

/**
 * After a click the bar goes "Sending…", and when the same seat acts again it may show the
 * last list for a moment before the new one arrives: wait (a little) for a different list.
 */
async function waitForNewChoices(page: Page, before: string[]): Promise<void> {
  const until = Date.now() + 2_000;
  while (Date.now() < until) {
    const now = await barIds(page);
    if (now.length > 0 && now.join() !== before.join()) return;
    if (await page.getByTestId('end-screen').isVisible()) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Clicks the first choice in CLICK_ORDER. A long list folds each group of choices behind one
 * button (`group-<type>`): that button is opened first, then a choice inside it is clicked.
 */
async function clickSomething(page: Page, clicked: Map<string, number>): Promise<boolean> {
  const ids = await barIds(page);
  for (const prefix of CLICK_ORDER) {
    if (ONCE.has(prefix) && clicked.has(prefix)) continue;
    const matches = (candidate: string, p: string) => candidate === p || candidate.startsWith(`${p}-`);
    const id = ids.find((candidate) => matches(candidate, prefix));
    const group = id ? undefined : ids.find((candidate) => matches(candidate, prefix.replace(/^action-/, 'group-')));
    if (!id && !group) continue;
    try {
      // A real mouse click, without Playwright's waits for the element to hold still over two
      // animation frames and for navigations: on a loaded machine without a GPU frames come
      // slowly. If the button vanished meanwhile, we simply look again.
      // Open the group, and a group inside it, until the choice itself shows.
      let inside = id;
      let opener = group;
      for (let depth = 0; !inside && opener && depth < 3; depth++) {
        const before = await barIds(page);
        await page.getByTestId(opener).click({ timeout: 3_000, force: true, noWaitAfter: true });
        await waitForNewChoices(page, before);
        const now = await barIds(page);
        inside = now.find((candidate) => matches(candidate, prefix));
        opener = now.find((candidate) => matches(candidate, prefix.replace(/^action-/, 'group-')));
      }
      if (!inside) return false;
      await page.getByTestId(inside).click({ timeout: 3_000, force: true, noWaitAfter: true });
      clicked.set(prefix, (clicked.get(prefix) ?? 0) + 1);
      await waitForNewChoices(page, ids);
      return true;
    } catch (error) {
      if (process.env.E2E_DEBUG) console.log(String(error).slice(0, 1500));
      return false; // the bar re-rendered under us; look again
    }
  }
  // A group left open with nothing wanted in it: close it.
  if (ids.includes('action-cancel')) await page.getByTestId('action-cancel').click({ timeout: 3_000, force: true }).catch(() => undefined);
  return false;
}

describe('Borneo in the browser', () => {
  const site = useBrowserSite(20);

  it('one player and two bots play a whole game by clicking', async () => {
    // Reduced motion: every change is drawn in its final place at once. Without a GPU each
    // animated frame is rendered and read back in software, which would make a whole game of
    // animations take many minutes; the animations have their own look in screenshots.
    const page = await site.newPage(1280, 720);
    await createFromLobby(page, site.base(), {
      name: 'Anne',
      game: 'borneo',
      seats: 3,
      bots: [1, 2],
      fill: async () => {
        await page.getByTestId('create-option-blackbeard').selectOption('true');
        await screenshot(page, 'borneo-01-create');
      },
    });
    await waitUntilStartable(page);
    await page.getByTestId('start').click();
    await page.getByTestId('table-canvas').waitFor({ state: 'visible' });
    await expect(page.getByTestId('turn-status').textContent()).resolves.toMatch(/placing merchants|Turn/);

    const clicked = new Map<string, number>();
    let clicks = 0;
    const shots = new Set([3, 20, 40]);
    const deadline = Date.now() + Number(process.env.E2E_MINUTES ?? 4) * 60_000;
    while (!(await page.getByTestId('end-screen').isVisible())) {
      if (Date.now() > deadline) {
        await screenshot(page, 'borneo-timeout');
        throw new Error(`The game did not end in time (${clicks} clicks: ${JSON.stringify([...clicked])}); the bar: ${await page.getByTestId('action-bar').innerText()}`);
      }
      if (await clickSomething(page, clicked)) {
        clicks++;
        if (shots.has(clicks)) await screenshot(page, `borneo-0${[...shots].indexOf(clicks) + 2}-clicks-${clicks}`);
      } else {
        await page.waitForTimeout(60);
      }
    }

    await page.getByTestId('end-screen').waitFor({ state: 'visible' });
    for (let seat = 0; seat < 3; seat++) await page.getByTestId(`end-row-${seat}`).waitFor();
    await expect(page.getByTestId('end-seed').textContent()).resolves.toMatch(/\S/);
    await expect(page.getByTestId('end-row-0').textContent()).resolves.toMatch(/shipment cards?.*harbor cards?.*missions?/);
    await screenshot(page, 'borneo-05-end');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await screenshot(page, 'borneo-06-end-phone');

    // Every merchant was placed and every turn shipped a card, by clicking.
    expect(clicked.get('action-place')).toBe(3);
    expect(clicked.get('action-ship') ?? 0).toBeGreaterThan(8);
    expect(clicks).toBeGreaterThan(30);
    // Big choices are made in steps: the bar never lists more than a few buttons at once.
    expect(widestBar).toBeLessThanOrEqual(12);
    if (process.env.E2E_DEBUG) console.log(clicks, JSON.stringify([...clicked]));
  }, 5 * 60_000);
});
