/**
 * Merchants & Marauders in a real browser, clicking like a person: a host creates a table of
 * three with two random bots and the shortest glory target, chooses a captain, sails, scouts,
 * trades, fights and raids by clicking the action bar (and once by clicking a zone on the map)
 * until the game is over, then reads the end screen. Screenshots go to
 * test-artifacts/e2e/merchants-and-marauders-*.png (one mid-game and the last also at phone size).
 */
import type { Page } from 'playwright-core';
import { computeLayout, MAP_BOUNDS } from '../../client/games/merchants-and-marauders/layout';
import { ZONES } from '../../shared/games/merchants-and-marauders/data';
import { SEAS_SWITCHES } from '../../shared/games/merchants-and-marauders/manifest';
import { screenshot, useBrowserSite } from '../helpers/browser';

const NAME = 'merchants-and-marauders';

/**
 * What this player clicks first: whatever a battle, a raid or a choice asks, then the turn's
 * business. After the first voyage each turn retires the captain when it may (in port): each
 * retirement uses up a captain card and the game also ends when the captains run out (rulebook
 * "Dying and retirement"), which keeps a game against random bots short. Otherwise the player
 * puts to sea, sails one zone (the first time by clicking the map) and enters the port there.
 * Anything else offered (letting a merchant go…) is answered by the bar's first button.
 */
const FIRST = [
  'action-choose-captain', 'action-discard-glory', 'action-assign-hit', 'action-declare', 'action-no-announce',
  'action-resolve-card', 'action-grapple', 'action-special-shot', 'action-claim-ship', 'action-take-card', 'action-take-done',
  'action-raid', 'action-raid-draw', 'action-raid-finish', 'action-keep-rumor', 'action-buy-card', 'action-buy-done',
  'action-discard-cargo', 'action-deliver', 'action-investigate', 'action-sell',
];
const SAIL = ['action-retire', 'action-leave-port', 'action-move', 'action-end-turn'];
const ARRIVE = ['action-enter-port', 'action-end-turn'];
/** After this many clicks in one turn the player ends it. */
const CLICKS_PER_TURN = 8;

/**
 * The bar's buttons and whether the end screen is up, in one look: on a busy machine every
 * round trip to the page waits for its next free moment, so the test asks as little as it can.
 */
async function readTable(page: Page): Promise<{ over: boolean; ids: string[] }> {
  return page.evaluate(() => {
    const end = document.querySelector<HTMLElement>('[data-testid="end-screen"]');
    const buttons = document.querySelectorAll<HTMLButtonElement>('[data-testid="action-bar"] :is(button[data-testid^="action-"], button[data-testid^="group-"]):not([disabled])');
    return { over: end !== null && !end.hidden, ids: [...buttons].map((b) => b.dataset.testid ?? '') };
  });
}

/** After a click, wait (a little, inside the page) for the bar to offer a different list or the game to end. */
async function waitForNewChoices(page: Page, before: string[]): Promise<void> {
  await page
    .waitForFunction((old) => {
      const end = document.querySelector<HTMLElement>('[data-testid="end-screen"]');
      if (end && !end.hidden) return true;
      const buttons = document.querySelectorAll<HTMLButtonElement>('[data-testid="action-bar"] :is(button[data-testid^="action-"], button[data-testid^="group-"]):not([disabled])');
      const now = [...buttons].map((b) => b.dataset.testid ?? '').join();
      return now !== '' && now !== old;
    }, before.join(), { polling: 100, timeout: 2_000 })
    .catch(() => undefined);
}

function pick(ids: string[], sinceEndTurn: number, sailed: boolean, mayRetire: boolean): string | undefined {
  if (sinceEndTurn >= CLICKS_PER_TURN && ids.includes('action-end-turn')) return 'action-end-turn';
  for (const prefix of [...FIRST, ...(sailed ? ARRIVE : SAIL)]) {
    if (prefix === 'action-retire' && !mayRetire) continue;
    // A long list folds a group of choices behind one button (`group-<type>`): open it.
    const group = prefix.replace(/^action-/, 'group-');
    const id = ids.find((candidate) => candidate === prefix || candidate.startsWith(`${prefix}-`))
      ?? ids.find((candidate) => candidate === group || candidate.startsWith(`${group}-`));
    if (id) return id;
  }
  return ids[0];
}

describe('Merchants & Marauders in the browser', () => {
  const site = useBrowserSite(20);

  // The second game turns on every Seas of Glory option in the create dialog.
  it.each([
    ['the base game', [] as readonly string[]],
    // Every switch of the manifest's Seas of Glory group, in the dialog's order (a module another needs comes first), and module 1's cards.
    ['every Seas of Glory module on', [...SEAS_SWITCHES, 'newCards']],
  ] as const)('one player and two random bots play a whole game by clicking: %s', async (_label, modules) => {
    const shot = (name: string) => (modules.length ? `${name}-seas` : name);
    // Reduced motion: every change is drawn in its final place at once (software rendering
    // without a GPU would make a whole game of animations take many minutes).
    const page = await site.newPage(1280, 720);

    await page.goto(site.base());
    await page.getByTestId('player-name').fill('Anne');
    await page.getByTestId(`create-${NAME}`).click();
    await page.getByTestId('create-seats').selectOption('3');
    await page.getByTestId('create-bot-kind').selectOption('random');
    await page.getByTestId('create-bot-1').check();
    await page.getByTestId('create-bot-2').check();
    await page.getByTestId('create-option-gloryTarget').selectOption('3');
    // "It'll cost ya!" starts from one captain dealt.
    if (modules.length) await page.getByTestId('create-option-captainsDealt').selectOption('1');
    for (const key of modules) await page.getByTestId(`create-option-${key}`).selectOption(key === 'newCards' ? 'shuffled' : 'true');
    await screenshot(page, shot(`${NAME}-01-create`));
    await page.getByTestId('create-submit').click();
    await page.getByTestId('start').waitFor({ state: 'visible' });
    await page.waitForFunction(() => !(document.querySelector('[data-testid="start"]') as HTMLButtonElement | null)?.disabled);
    await page.getByTestId('start').click();
    await page.getByTestId('table-canvas').waitFor({ state: 'visible' });
    await expect(page.getByTestId('turn-status').textContent()).resolves.toMatch(/choosing captains|Round/);
    await expect(page.getByTestId('prompt').textContent()).resolves.toMatch(/captain/i);

    const clicked = new Map<string, number>();
    let clicks = 0;
    let sinceEndTurn = 0;
    let sailedThisTurn = false;
    let battleShown = false;
    let sailedByMap = false;
    // With every module on, storms and NPCs at sea from the start make games longer.
    const deadline = Date.now() + Number(process.env.E2E_MINUTES ?? (modules.length ? 8 : 4)) * 60_000;
    for (;;) {
      const { over, ids } = await readTable(page);
      if (over) break;
      if (Date.now() > deadline) {
        await screenshot(page, shot(`${NAME}-timeout`));
        throw new Error(`The game did not end in time (${clicks} clicks: ${JSON.stringify([...clicked])}); the bar: ${await page.getByTestId('action-bar').innerText()}`);
      }
      // The first captain sails (and once by the map) before any captain retires.
      const id = pick(ids, sinceEndTurn, sailedThisTurn, sailedByMap);
      if (!id) {
        await waitForNewChoices(page, []);
        continue;
      }
      if (id.startsWith('group-')) {
        await page.getByTestId(id).click({ timeout: 3_000, force: true, noWaitAfter: true }).catch(() => undefined);
        await waitForNewChoices(page, ids);
        continue;
      }
      const prefix = [...FIRST, ...SAIL, ...ARRIVE].find((p) => id === p || id.startsWith(`${p}-`)) ?? id;
      try {
        if (prefix === 'action-move' && !sailedByMap) {
          // Once, sail by clicking the glowing zone on the map instead of the button.
          sailedByMap = await sailByMap(page);
          if (sailedByMap) clicked.set('map-move', 1);
          else await page.getByTestId(id).click({ timeout: 3_000, force: true, noWaitAfter: true });
        } else {
          await page.getByTestId(id).click({ timeout: 3_000, force: true, noWaitAfter: true });
          if (prefix === 'action-retire') {
            // Retiring asks first: the question and its confirming button replace the bar.
            await page.getByTestId('action-cancel').waitFor({ timeout: 3_000 });
            expect(await page.getByTestId('action-bar').textContent()).toContain('Retire your captain?');
            await page.getByTestId('action-retire').click({ timeout: 3_000, force: true, noWaitAfter: true });
          }
        }
      } catch (error) {
        if (process.env.E2E_DEBUG) console.log(String(error).slice(0, 800));
        continue; // the bar re-rendered under us; look again
      }
      clicked.set(prefix, (clicked.get(prefix) ?? 0) + 1);
      const turnOver = prefix === 'action-end-turn' || prefix === 'action-retire';
      sinceEndTurn = turnOver ? 0 : sinceEndTurn + 1;
      sailedThisTurn = !turnOver && (sailedThisTurn || prefix === 'action-move');
      clicks++;
      await waitForNewChoices(page, ids);
      if (clicks === 3) await screenshot(page, shot(`${NAME}-02-clicks-3`));
      if (clicks === 12) {
        await screenshot(page, shot(`${NAME}-03-clicks-12`));
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(300);
        await screenshot(page, shot(`${NAME}-04-clicks-12-phone`));
        await page.setViewportSize({ width: 1280, height: 720 });
      }
      if (!battleShown && ids.includes('action-declare')) {
        battleShown = true;
        await screenshot(page, shot(`${NAME}-battle`));
      }
    }

    for (let seat = 0; seat < 3; seat++) await page.getByTestId(`end-row-${seat}`).waitFor();
    await expect(page.getByTestId('end-seed').textContent()).resolves.toMatch(/\S/);
    await expect(page.getByTestId('end-row-0').textContent()).resolves.toMatch(/gold.*glory/);
    await screenshot(page, shot(`${NAME}-05-end`));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await screenshot(page, shot(`${NAME}-06-end-phone`));

    if (process.env.E2E_DEBUG) console.log(clicks, JSON.stringify([...clicked]));
    expect(clicked.get('action-choose-captain') ?? 0).toBeGreaterThanOrEqual(2);
    expect(clicked.get('action-retire') ?? 0).toBeGreaterThanOrEqual(1);
    expect(clicked.get('map-move')).toBe(1);
    expect(clicks).toBeGreaterThan(10);
  }, 10 * 60_000);
});

/**
 * Clicks the centre of a zone I may sail to: the bar names it ("Sail to Tortuga"), data.ts
 * places it on the board, and the table's layout puts the board into the canvas.
 */
async function sailByMap(page: Page): Promise<boolean> {
  const label = await page.locator('[data-testid^="action-move"]').first().textContent();
  const zone = ZONES.findIndex((z) => label === `Sail to ${z.name}`);
  const canvas = await page.getByTestId('table-canvas').boundingBox();
  if (zone < 0 || !canvas) return false;
  const map = computeLayout(canvas.width, canvas.height, 3).map;
  const k = map.w / MAP_BOUNDS.w;
  const before = await page.getByTestId('turn-status').textContent();
  await page.mouse.click(canvas.x + map.x + (ZONES[zone]!.x - MAP_BOUNDS.x) * k, canvas.y + map.y + (ZONES[zone]!.y - MAP_BOUNDS.y) * k);
  const until = Date.now() + 2_000;
  while (Date.now() < until) {
    if ((await page.getByTestId('turn-status').textContent()) !== before) return true;
    await page.waitForTimeout(50);
  }
  return false;
}
