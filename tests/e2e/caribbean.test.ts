/**
 * Caribbean in a real browser, clicking like a person: a host creates a three-seat table with
 * two bots, a spectator watches on a phone-sized screen, and the host plays to the end. Each
 * round the host composes a bid in the card holder (a few cards put on ships by hand, the rest
 * filled in order) and confirms it; ties and sailing go through the action bar. Whenever a
 * choice is offered the prompt says what is asked and every button says what it does; the
 * spectator never gets a button or the composer; both see the end screen.
 */
import type { Page } from 'playwright-core';
import { SEA_SPACES } from '../../shared/games/caribbean/map';
import { computeLayout } from '../../client/games/caribbean/layout';
import { actionBar, answerNamePrompt, createFromLobby, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';

const ACTION_TYPES = ['tie', 'move', 'capture', 'steal', 'swap', 'pass', 'deliver', 'end'];

describe('Caribbean in the browser', () => {
  const site = useBrowserSite();
  const newPage = (width: number, height: number) => site.newPage(width, height);

  /** Puts two cards on ships by hand (different ones each round), fills the rest, confirms. */
  async function bid(page: Page, round: number): Promise<void> {
    const composer = page.getByTestId('bid-composer');
    await page.getByTestId(`bid-card-${round % 7}`).click();
    await page.getByTestId(`bid-ship-${round % 6}`).click();
    await page.getByTestId(`bid-card-${(round + 3) % 7}`).click();
    await page.getByTestId(`bid-ship-${(round + 2) % 6}`).click();
    await expect(page.getByTestId(`bid-ship-${round % 6}`).textContent()).resolves.toMatch(/: [0-5T]$/);
    await expect(page.getByTestId('bid-confirm').isDisabled()).resolves.toBe(true);
    await page.getByTestId('bid-quick').click();
    await expect(page.getByTestId('bid-confirm').isDisabled()).resolves.toBe(false);
    await page.getByTestId('bid-confirm').click();
    await composer.waitFor({ state: 'hidden', timeout: 15_000 });
  }

  /**
   * Sails by clicking the lit sea space on the canvas (not the action bar), where the table's
   * layout puts it; the log then tells of the move.
   */
  async function sailByCanvas(page: Page, label: string): Promise<void> {
    const name = label.replace(/^Sail to /, '').replace(/ \(.*\)$/, '');
    const space = SEA_SPACES.find((s) => s.name === name);
    if (!space) throw new Error(`no sea space named ${name}`);
    const box = await page.getByTestId('stage').boundingBox();
    if (!box) throw new Error('no stage');
    const { map } = computeLayout(box.width, box.height, 3);
    const before = await page.getByTestId('log-lines').locator('li').count();
    const sailed = () => page.waitForFunction(([n, text]) => [...document.querySelectorAll('[data-testid="log-lines"] li')].slice(n as number).some((li) => li.textContent?.includes(text as string)),
      [before, `sails to ${name}`] as const, { timeout: 4000 }).then(() => true, () => false);
    // The canvas may still be showing the change before (a busy machine draws late): look again.
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.mouse.click(box.x + map.x + space.x * map.scale, box.y + map.y + space.y * map.scale);
      if (await sailed()) return;
    }
    throw new Error(`a click on ${name} did not sail there`);
  }

  it('one player and two bots play to the end by clicking', async () => {
    const host = await newPage(1280, 720);
    await createFromLobby(host, site.base(), { name: 'Anne', game: 'caribbean', seats: 3, bots: [1, 2] });
    const watchLink = await host.getByTestId('watch-link').inputValue();
    const watcher = await newPage(390, 844);
    await watcher.goto(watchLink);
    await answerNamePrompt(watcher, 'Cat');

    await waitUntilStartable(host);
    await host.getByTestId('start').click();
    for (const page of [host, watcher]) await page.getByTestId('table').waitFor({ state: 'visible' });
    await host.getByTestId('bid-composer').waitFor({ state: 'visible' });
    await expect(host.getByTestId('prompt').textContent()).resolves.toMatch(/Bribe/);
    await screenshot(host, 'caribbean-01-bidding');

    const seenTypes = new Set<string>();
    let clicks = 0;
    let bids = 0;
    let sailedByCanvas = false;
    let movesThisShip = 0;
    let sailingLabel = '';
    const shots = new Map<string, string>([['tie', 'caribbean-03-tie'], ['move', 'caribbean-02-sailing']]);
    const deadline = Date.now() + Number(process.env.E2E_MINUTES ?? 4) * 60_000;
    while (!(await host.getByTestId('end-screen').isVisible())) {
      if (Date.now() > deadline) {
        await screenshot(host, 'caribbean-timeout-host');
        throw new Error(`The game did not end in time (${bids} bids, ${clicks} clicks); the action bar: ${await host.getByTestId('action-bar').innerHTML()}`);
      }
      // Wait in the page (one round trip) until I am asked something or the game is over.
      await host.waitForFunction(() => document.querySelector('[data-testid="action-bar"] button[data-testid^="action-"]')
        || !document.querySelector('[data-testid="bid-composer"]')?.hasAttribute('hidden')
        || !document.querySelector('[data-testid="end-screen"]')?.hasAttribute('hidden'), undefined, { polling: 50, timeout: 30_000 }).catch(() => undefined);
      if (await host.getByTestId('bid-composer').isVisible()) {
        await bid(host, bids);
        bids++;
        expect(await watcher.getByTestId('bid-composer').isVisible()).toBe(false);
        continue;
      }
      const offer = await actionBar(host);
      if (offer.ids.length === 0) continue;
      // The player is told what is asked, and every button says what it does.
      const type = ACTION_TYPES.find((t) => offer.ids[0]?.startsWith(`action-${t}`)) ?? offer.ids[0];
      for (const id of offer.ids) seenTypes.add(ACTION_TYPES.find((t) => id.startsWith(`action-${t}`)) ?? id);
      expect((await host.getByTestId('prompt').textContent())?.trim().length ?? 0).toBeGreaterThan(10);
      for (const label of offer.labels) expect(label).toMatch(/\s/);
      const shot = offer.ids.some((id) => id.startsWith('action-move')) ? shots.get('move') : type ? shots.get(type) : undefined;
      if (shot) {
        shots.delete(shot === 'caribbean-02-sailing' ? 'move' : (type as string));
        await screenshot(host, shot);
        await screenshot(watcher, `${shot}-spectator-phone`);
      }
      const end = offer.ids.indexOf('action-end');
      // A new ship to sail (the last one may have been finished by the rules, out of moves).
      if (end >= 0 && offer.labels[end] !== sailingLabel) {
        sailingLabel = offer.labels[end] as string;
        movesThisShip = 0;
      }
      const firstMove = offer.ids.findIndex((id) => id.startsWith('action-move'));
      if (!sailedByCanvas && firstMove >= 0) {
        await sailByCanvas(host, offer.labels[firstMove] as string);
        sailedByCanvas = true;
        clicks++;
        movesThisShip++;
        continue;
      }
      // Play as a person would: a delivery, a capture or a theft first when offered, else sail
      // a space or two and finish; in a tie, show the tie-breaker every other time.
      const deal = offer.ids.findIndex((id) => /^action-(deliver|capture|steal)/.test(id));
      const pick = deal >= 0 ? deal : end >= 0 && movesThisShip >= 1 + (clicks % 2) ? end : type === 'tie' ? clicks % 2 : 0;
      const id = offer.ids[pick] as string;
      try {
        await host.getByTestId(id).click({ timeout: 5000 });
        clicks++;
        movesThisShip = id === 'action-end' ? 0 : id.startsWith('action-move') ? movesThisShip + 1 : movesThisShip;
      } catch {
        // The bar re-rendered under the pointer: look again.
      }
      if (clicks % 10 === 0) expect(await watcher.locator('[data-testid="action-bar"] button[data-testid^="action-"]').count()).toBe(0);
    }

    for (const page of [host, watcher]) {
      await page.getByTestId('end-screen').waitFor({ state: 'visible' });
      for (let seat = 0; seat < 3; seat++) await page.getByTestId(`end-row-${seat}`).waitFor();
      await expect(page.getByTestId('end-seed').textContent()).resolves.toMatch(/\S/);
    }
    // A bid every round, and at least one ship won and sailed by a click on the map.
    expect(bids).toBeGreaterThanOrEqual(2);
    expect(sailedByCanvas).toBe(true);
    await expect(host.getByTestId('end-row-0').textContent()).resolves.toMatch(/doubloons/);
    await screenshot(host, 'caribbean-04-end');
    await screenshot(watcher, 'caribbean-04-end-spectator-phone');
  }, 5 * 60_000);
});
