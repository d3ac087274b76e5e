/**
 * Long choices are made on the board, by canvas clicks only (found through the canvas's probe,
 * client/table/probe.ts): a Borneo attack (my merchant, then the lit merchant to attack, then
 * the cards, then confirm on the board), the placements before it on the lit companies, whose
 * headers fit their columns (the "yellow" header was once clipped). (A
 * Caribbean sailing by a click on the lit sea space is in caribbean.test.ts.) The rest of the
 * game is played through the action bar. Screenshots go to test-artifacts/e2e/ux-choices-*.png.
 */
import type { Page } from 'playwright-core';
import { clickDrawn, createFromLobby, drawn, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';

/** The enabled buttons of the action bar (actions and folded groups). */
async function barIds(page: Page): Promise<string[]> {
  return page.locator('[data-testid="action-bar"] :is(button[data-testid^="action-"], button[data-testid^="group-"]):not([disabled])')
    .evaluateAll((all) => all.map((b) => (b as HTMLElement).dataset.testid ?? ''));
}

async function logHas(page: Page, text: RegExp): Promise<boolean> {
  return (await page.getByTestId('log-lines').innerText()).split('\n').some((line) => text.test(line));
}

/** Clicks the first offered choice of `order` in the bar (opening a folded group first); false when none. */
async function clickBar(page: Page, order: string[]): Promise<boolean> {
  const ids = await barIds(page);
  for (const prefix of order) {
    const id = ids.find((i) => i === prefix || i.startsWith(`${prefix}-`));
    if (!id) continue;
    await page.getByTestId(id).click({ timeout: 3_000, force: true, noWaitAfter: true }).catch(() => undefined);
    if (id.startsWith('group-')) {
      await page.waitForTimeout(100);
      const inside = (await barIds(page)).find((i) => i.startsWith('action-') && i !== 'action-cancel');
      if (inside) await page.getByTestId(inside).click({ timeout: 3_000, force: true, noWaitAfter: true }).catch(() => undefined);
    }
    await page.waitForTimeout(150);
    return true;
  }
  return false;
}

/** The company holding the most merchants (where a newcomer ranks below others: an attack later). */
async function busiestCompany(page: Page): Promise<number> {
  const counts = [0, 0, 0, 0];
  for (const o of await drawn(page)) {
    const m = /^merchant:\d+:(\d+):\d+$/.exec(o.name);
    if (m) counts[Number(m[1])] = (counts[Number(m[1])] ?? 0) + 1;
  }
  return counts.indexOf(Math.max(...counts));
}

/**
 * Attacks by canvas clicks: each lit merchant of mine in turn until one lights a merchant to
 * attack; that one; then cards until the board's confirm button is enabled; then confirm.
 */
async function attackOnBoard(page: Page): Promise<boolean> {
  const mine = (await drawn(page)).filter((o) => o.clickable && o.name.startsWith('mine:')).map((o) => o.name);
  for (const merchant of mine) {
    if (!(await clickDrawn(page, merchant))) continue;
    await page.waitForTimeout(150);
    const target = (await drawn(page)).find((o) => o.clickable && o.name.startsWith('target:'));
    if (!target) {
      await clickDrawn(page, 'cancel');
      await page.waitForTimeout(150);
      continue;
    }
    await screenshot(page, 'ux-choices-borneo-1-merchant');
    await clickDrawn(page, target.name);
    await page.waitForTimeout(200);
    if (await logHas(page, /attacks/)) return true; // a single way to attack it: done at once
    await screenshot(page, 'ux-choices-borneo-2-target');
    for (let i = 0; i < 8 && !(await drawn(page)).some((o) => o.name === 'confirm' && o.clickable); i++) {
      const card = (await drawn(page)).filter((o) => o.clickable && o.name.startsWith('card:'))[i];
      if (!card) break;
      await clickDrawn(page, card.name);
      await page.waitForTimeout(150);
    }
    await screenshot(page, 'ux-choices-borneo-3-cards');
    if (!(await clickDrawn(page, 'confirm'))) return false;
    await page.waitForFunction(() => /attacks/.test(document.querySelector('[data-testid="log-lines"]')?.textContent ?? ''), undefined, { timeout: 5_000 });
    return true;
  }
  return false;
}

describe('long choices on the board', () => {
  const site = useBrowserSite(20);

  it('Borneo: an attack made by canvas clicks only', async () => {
    const page = await site.newPage(1280, 800);
    await createFromLobby(page, site.base(), { name: 'Anne', game: 'borneo', seats: 3, bots: [1, 2] });
    await waitUntilStartable(page);
    await page.getByTestId('start').click();
    await page.getByTestId('table-canvas').waitFor({ state: 'visible' });
    const deadline = Date.now() + 3 * 60_000;
    let attacked = false;
    let headersChecked = 0;
    while (!attacked && Date.now() < deadline && !(await page.getByTestId('end-screen').isVisible())) {
      const ids = await barIds(page);
      if (ids.some((id) => id.startsWith('action-attack') || id.startsWith('group-attack') || id.startsWith('group-transfer'))) {
        attacked = await attackOnBoard(page);
        if (attacked) break;
      }
      if (ids.some((id) => id.startsWith('action-place'))) {
        // Each company's header fits its column (the name, or its initial where it does not fit).
        const objects = await drawn(page);
        for (let c = 0; c < 4; c++) {
          const column = objects.find((o) => o.name === `company:${c}`);
          const title = objects.find((o) => o.name === `company-title:${c}`);
          if (!column || !title) continue;
          expect(title.x + title.w).toBeLessThanOrEqual(column.x + column.w + 1);
          headersChecked++;
        }
        // Placing: on the board too, where the most merchants are.
        if (await clickDrawn(page, `company:${await busiestCompany(page)}`)) {
          await page.waitForTimeout(200);
          continue;
        }
      }
      if (!(await clickBar(page, ['action-pick', 'action-keep', 'action-relocate', 'action-defend', 'action-discard', 'action-ship', 'group-ship', 'action-place', 'action-pass']))) await page.waitForTimeout(80);
    }
    expect(attacked).toBe(true);
    expect(headersChecked).toBeGreaterThan(0);
    await screenshot(page, 'ux-choices-borneo-4-attacked');
  }, 4 * 60_000);
});
