/**
 * Every game on a phone (390 × 844), played for a while by clicking: whenever it is my turn,
 * every choice offered (the action bar and a game's own controls) lies inside the screen and
 * is the element found at its own centre, once scrolled to (nothing covers it); nothing is
 * wider than the screen; the board keeps its size while the choices change; every amount of
 * four digits or more is written grouped ("54,000", never "54000"), on the page and the canvas;
 * and the log drawer leaves its own button in reach.
 */
import type { Page } from 'playwright-core';
import { createFromLobby, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';

const PHONE = { width: 390, height: 844 };
const GAMES = [
  { id: 'port-royal', seats: 2 },
  { id: 'libertalia', seats: 2 },
  { id: 'borneo', seats: 3 },
  { id: 'caribbean', seats: 2 },
  { id: 'merchants-and-marauders', seats: 2 },
] as const;
/** My decisions checked per game. */
const DECISIONS = 8;

/** The offered choices that cannot be reached, each with the reason (empty when all are). */
async function unreachableChoices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const choices = document.querySelectorAll<HTMLElement>('[data-testid="action-bar"] button, .game-controls button');
    for (const el of choices) {
      if (el.offsetParent === null) continue; // not shown (a closed panel)
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const name = `${el.dataset.testid ?? ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (r.width < 1 || r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5) {
        found.push(`${name} lies outside the screen (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)})`);
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === el || el.contains(hit))) found.push(`${name} is covered by ${hit ? `${hit.tagName}.${String(hit.className)}` : 'nothing'}`);
    }
    return found;
  });
}

/**
 * Numbers of four digits or more written without grouping ("54000" beside "54,000
 * doubloons"), on the page and on the canvas; a player's rating ("(1500?, you)") is no amount.
 */
async function ungroupedNumbers(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [document.body.innerText, ...(window.tableProbe?.texts() ?? [])]);
  return texts.flatMap((text) => text.replace(/\(\d{3,4}\??/g, '(').match(/(?<![\d,.])\d{4,}(?![\d,])/g) ?? []);
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
}

/** Waits until I have something to do (buttons or a game's controls); false when the game ended. */
async function waitForMyChoice(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(() => {
    if (document.querySelector('[data-testid="end-screen"]:not([hidden])')) return 'over';
    const buttons = document.querySelectorAll('[data-testid="action-bar"] :is(button[data-testid^="action-"], button[data-testid^="group-"]):not([disabled]), .game-controls button:not([disabled])');
    return [...buttons].some((b) => (b as HTMLElement).offsetParent !== null) ? 'mine' : false;
  }, undefined, { timeout: 60_000, polling: 100 });
  return (await handle.jsonValue()) === 'mine';
}

/** Makes one decision: the quick bid of a composer, else an action (not a cancel) chosen by turn. */
async function decide(page: Page, n: number): Promise<void> {
  if (await page.getByTestId('bid-quick').isVisible().catch(() => false)) {
    await page.getByTestId('bid-quick').click();
    await page.getByTestId('bid-confirm').click();
    return;
  }
  // A long list folds into groups (`group-…`): open one, then choose inside it.
  for (let depth = 0; depth < 3; depth++) {
    const ids = await page.locator('[data-testid="action-bar"] :is(button[data-testid^="action-"], button[data-testid^="group-"]):not([disabled])')
      .evaluateAll((all) => all.map((b) => (b as HTMLElement).dataset.testid ?? '').filter((id) => id !== 'action-cancel'));
    const id = ids[n % Math.max(1, ids.length)];
    if (!id) return;
    await page.getByTestId(id).click({ timeout: 10_000 }).catch(() => undefined); // re-rendered meanwhile: next round
    if (!id.startsWith('group-')) return;
    expect(await unreachableChoices(page)).toEqual([]);
  }
}

describe('every game on a phone', () => {
  const site = useBrowserSite(30);

  for (const game of GAMES) {
    it(`${game.id}: every offered choice is on screen and reachable, and the board does not jump`, async () => {
      const page = await site.newPage(PHONE.width, PHONE.height);
      const bots = Array.from({ length: game.seats - 1 }, (_, i) => i + 1);
      await createFromLobby(page, site.base(), { name: 'Pia', game: game.id, seats: game.seats, bots });
      await waitUntilStartable(page);
      await page.getByTestId('start').click();
      await page.getByTestId('table').waitFor({ state: 'visible' });
      const stage = page.getByTestId('stage');
      const stageHeight = (await stage.boundingBox())?.height ?? 0;
      expect(stageHeight).toBeGreaterThan(PHONE.height * 0.45);

      // The log drawer opens below the bar: its own button stays in reach to close it.
      await page.getByTestId('toggle-log').click();
      await page.getByTestId('log-lines').waitFor({ state: 'visible' });
      await page.getByTestId('toggle-log').click({ trial: true, timeout: 2000 });
      await page.getByTestId('toggle-log').click();

      for (let n = 0; n < DECISIONS; n++) {
        if (!(await waitForMyChoice(page))) break;
        expect(await unreachableChoices(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        expect(await ungroupedNumbers(page)).toEqual([]);
        expect((await stage.boundingBox())?.height).toBe(stageHeight);
        if (n === 1) await screenshot(page, `ux-phone-${game.id}`);
        await decide(page, n);
      }
    }, 180_000);
  }
});
