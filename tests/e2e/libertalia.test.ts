/**
 * Libertalia in a real browser, clicking like a person: a host creates a table against a bot,
 * a spectator watches on a phone-sized screen, and the host plays the three campaigns to the end
 * by clicking the action bar. Whenever a choice is offered the prompt says what is asked and
 * every button says what it does; the spectator never gets a button; both see the end screen; a
 * passer-by's lobby lists the table while it is played and not once it is finished.
 */
import { actionBar, answerNamePrompt, createFromLobby, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';

const ACTION_TYPES = ['pick', 'parrot', 'recruiter', 'surgeon', 'gunner', 'merchant', 'preacher', 'loot', 'saber', 'waitress'];

describe('Libertalia in the browser', () => {
  const site = useBrowserSite();
  const newPage = (width: number, height: number) => site.newPage(width, height);

  it('one player against a bot plays three campaigns to the end by clicking', async () => {
    const host = await newPage(1280, 720);
    await createFromLobby(host, site.base(), { name: 'Anne', game: 'libertalia', seats: 2, bots: [1] });
    const watchLink = await host.getByTestId('watch-link').inputValue();
    const watcher = await newPage(390, 844);
    await watcher.goto(watchLink);
    await answerNamePrompt(watcher, 'Cat');

    await waitUntilStartable(host);
    await host.getByTestId('start').click();
    for (const page of [host, watcher]) await page.getByTestId('table').waitFor({ state: 'visible' });
    await screenshot(host, 'libertalia-01-first-sunrise');
    // A passer-by's lobby lists the table while it is played (and, below, not once it is finished).
    const passerBy = await newPage(1280, 800);
    await passerBy.goto(site.base());
    const listed = passerBy.locator('[data-testid^="table-row-"]');
    await listed.first().waitFor();
    await expect(listed.first().textContent()).resolves.toMatch(/playing/);

    const seenTypes = new Set<string>();
    let clicks = 0;
    const shots = new Map<string, string>([['loot', 'libertalia-02-dusk-booty'], ['pick', 'libertalia-03-later-sunrise']]);
    const deadline = Date.now() + Number(process.env.E2E_MINUTES ?? 4) * 60_000;
    while (!(await host.getByTestId('end-screen').isVisible())) {
      if (Date.now() > deadline) {
        await screenshot(host, 'libertalia-timeout-host');
        throw new Error(`The game did not end in time (${clicks} clicks); the action bar: ${await host.getByTestId('action-bar').innerHTML()}`);
      }
      // Wait in the page (one round trip) until I am asked something or the game is over.
      await host.waitForFunction(() => document.querySelector('[data-testid="action-bar"] button[data-testid^="action-"]')
        || !document.querySelector('[data-testid="end-screen"]')?.hasAttribute('hidden'), undefined, { polling: 50, timeout: 30_000 }).catch(() => undefined);
      const offer = await actionBar(host);
      if (offer.ids.length === 0) continue;
      // The player is told what is asked, and every button says what it does.
      const type = ACTION_TYPES.find((t) => offer.ids[0]?.startsWith(`action-${t}`)) ?? offer.ids[0];
      seenTypes.add(type ?? '');
      expect((await host.getByTestId('prompt').textContent())?.trim().length ?? 0).toBeGreaterThan(10);
      for (const label of offer.labels) expect(label).toMatch(/\s/);
      const shot = type ? shots.get(type) : undefined;
      if (shot && clicks > 10) {
        shots.delete(type as string);
        await screenshot(host, shot);
        await screenshot(watcher, `${shot}-spectator-phone`);
      }
      // Vary the choices, as a person would.
      const id = offer.ids[clicks % offer.ids.length] as string;
      try {
        await host.getByTestId(id).click({ timeout: 5000 });
        clicks++;
      } catch {
        // The bar re-rendered under the pointer: look again.
      }
      if (clicks % 10 === 0) expect(await watcher.locator('[data-testid="action-bar"] button[data-testid^="action-"]').count()).toBe(0);
    }

    for (const page of [host, watcher]) {
      await page.getByTestId('end-screen').waitFor({ state: 'visible' });
      for (let seat = 0; seat < 2; seat++) await page.getByTestId(`end-row-${seat}`).waitFor();
      await expect(page.getByTestId('end-seed').textContent()).resolves.toMatch(/\S/);
    }
    // Six days in each of three campaigns: at least one pick a day.
    expect(clicks).toBeGreaterThanOrEqual(18);
    expect(seenTypes.has('pick')).toBe(true);
    await expect(host.getByTestId('end-row-0').textContent()).resolves.toMatch(/campaign 3/);
    await screenshot(host, 'libertalia-04-end');
    // The table is finished (its room still shows the end screen to both): the lobby no longer lists it,
    // as it changes and after a reload.
    await passerBy.getByTestId('no-tables').waitFor();
    await passerBy.goto(site.base());
    await passerBy.getByTestId('no-tables').waitFor();
    expect(await listed.count()).toBe(0);
    await screenshot(passerBy, 'libertalia-05-lobby-after-the-end');
    await screenshot(watcher, 'libertalia-04-end-spectator-phone');
  }, 5 * 60_000);
});
