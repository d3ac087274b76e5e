/**
 * Merchants & Marauders trading is made on the board, by canvas clicks only (found through the
 * canvas's probe): in port, the goods on the market are tapped and the purchase confirmed on
 * the board (at 1280x800); a turn later the same goods are tapped in the hold and sold, on a
 * phone (390x844). The rest of the game (the captain, the port action, ending the turn) goes
 * through the action bar. Screenshots go to test-artifacts/e2e/ux-mm-trade-*.png.
 */
import type { Page } from 'playwright-core';
import { clickDrawn, createFromLobby, drawn, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';

/** Anything else the game asks, answered by the bar (never sailing away from the port, never throwing goods overboard). */
const BAR = [
  'action-choose-captain', 'action-discard-glory', 'action-assign-hit', 'action-declare', 'action-no-announce', 'action-resolve-card',
  'action-grapple', 'action-special-shot', 'action-claim-ship', 'action-take-card', 'action-take-done', 'action-keep-rumor',
  'action-let-go', 'action-port', 'action-enter-port', 'action-end-turn',
];

async function barIds(page: Page): Promise<string[]> {
  return page.locator('[data-testid="action-bar"] button[data-testid^="action-"]:not([disabled])')
    .evaluateAll((all) => all.map((b) => (b as HTMLElement).dataset.testid ?? ''));
}

async function logText(page: Page): Promise<string> {
  return (await page.getByTestId('log-lines').textContent()) ?? '';
}

describe('Merchants & Marauders: trading on the board', () => {
  const site = useBrowserSite(20);

  it('buys goods from the market and sells them from the hold by canvas clicks only', async () => {
    const page = await site.newPage(1280, 800);
    await createFromLobby(page, site.base(), {
      name: 'Anne', game: 'merchants-and-marauders', seats: 2, bots: [1],
      fill: async (p) => { await p.getByTestId('create-bot-kind').selectOption('random'); },
    });
    await waitUntilStartable(page);
    await page.getByTestId('start').click();
    await page.getByTestId('table-canvas').waitFor({ state: 'visible' });
    let bought: string[] = [];
    let sold = false;
    let portThisTurn = false;
    const deadline = Date.now() + 2 * 60_000;
    while (!sold && Date.now() < deadline) {
      const objects = await drawn(page);
      const goods = objects.filter((o) => o.clickable && o.name.startsWith('trade-good:')).map((o) => o.name);
      const market = objects.some((o) => o.name === 'trade-market' && o.clickable);
      const selling = objects.some((o) => o.name === 'trade-confirm') && !objects.some((o) => o.name === 'trade-skip');
      if (bought.length === 0 && objects.some((o) => o.name === 'trade-skip')) {
        // The market: tap one good (or two), then confirm on the board.
        await screenshot(page, 'ux-mm-trade-1-market');
        const picks = goods.slice(0, 2);
        expect(picks.length).toBeGreaterThan(0);
        for (const good of picks) {
          expect(await clickDrawn(page, good)).toBe(true);
          await page.waitForTimeout(120);
        }
        const chosen = (await drawn(page)).find((o) => o.name === 'trade-confirm');
        expect(chosen?.clickable).toBe(true);
        await screenshot(page, 'ux-mm-trade-2-chosen');
        expect(await clickDrawn(page, 'trade-confirm')).toBe(true);
        await page.waitForFunction((n) => new RegExp(`bought ${n} good`).test(document.querySelector('[data-testid="log-lines"]')?.textContent ?? ''), picks.length, { timeout: 10_000 });
        bought = picks;
        await page.setViewportSize({ width: 390, height: 844 });
        continue;
      }
      if (bought.length === 0 && market) {
        await clickDrawn(page, 'trade-market');
        await page.waitForTimeout(300);
        continue;
      }
      if (bought.length > 0 && selling && goods.length > 0) {
        // My hold at phone size: tap the goods bought, then sell them on the board.
        await screenshot(page, 'ux-mm-trade-3-hold-phone');
        for (const good of goods) {
          await clickDrawn(page, good);
          await page.waitForTimeout(120);
          if ((await drawn(page)).some((o) => o.name === 'trade-confirm' && o.clickable)) break;
        }
        await screenshot(page, 'ux-mm-trade-4-sale-phone');
        expect(await clickDrawn(page, 'trade-confirm')).toBe(true);
        await page.waitForFunction(() => / sells? .* for \d+ gold/.test(document.querySelector('[data-testid="log-lines"]')?.textContent ?? ''), undefined, { timeout: 10_000 });
        sold = true;
        break;
      }
      const ids = await barIds(page);
      const id = BAR.map((prefix) => ids.find((i) => i === prefix || i.startsWith(`${prefix}-`))).find((i) => i !== undefined);
      if (!id || (id.startsWith('action-port') && portThisTurn)) {
        await page.waitForTimeout(150);
        if (id && ids.includes('action-end-turn')) {
          await page.getByTestId('action-end-turn').click({ timeout: 3_000, force: true, noWaitAfter: true }).catch(() => undefined);
          portThisTurn = false;
        }
        continue;
      }
      await page.getByTestId(id).click({ timeout: 3_000, force: true, noWaitAfter: true }).catch(() => undefined);
      if (id.startsWith('action-port')) portThisTurn = true;
      if (id === 'action-end-turn') portThisTurn = false;
      await page.waitForTimeout(250);
    }
    if (!sold) await screenshot(page, 'ux-mm-trade-timeout');
    expect(bought.length).toBeGreaterThan(0);
    expect(sold).toBe(true);
    expect(await logText(page)).toMatch(/sells/);
    await screenshot(page, 'ux-mm-trade-5-sold-phone');
  }, 3 * 60_000);
});
