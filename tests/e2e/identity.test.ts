/**
 * Players who come back, in real browsers: a guest creates a correspondence table (a day per
 * move) with a bot and plays; the guest creates an account; on a second browser (another
 * person's context: its own cookies) they log in, find the table in "My tables" marked as
 * their turn, and go back to the same seat; their page lists nothing finished yet.
 */
import type { Page } from 'playwright-core';
import { createFromLobby, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';

// Three browsers, two scrypt hashes and a bot's move on a shared 2-core machine: one run took
// over the default minute under load.
jest.setTimeout(180_000);

/** The table's id, from the address bar (`/?room=<id>`). */
async function roomIdOf(page: Page): Promise<string> {
  await page.waitForURL(/[?&]room=/);
  return new URL(page.url()).searchParams.get('room') as string;
}

async function enabledActions(page: Page): Promise<string[]> {
  return page
    .getByTestId('action-bar')
    .locator('button[data-testid^="action-"]:not([disabled])')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.testid ?? ''));
}

describe('identity in the browser', () => {
  const site = useBrowserSite();

  it('a guest plays, claims an account, logs in from a second browser and returns to the same seat', async () => {
    const laptop = await site.newPage(1280, 720);
    await createFromLobby(laptop, site.base(), {
      name: 'Anne',
      game: 'port-royal',
      seats: 2,
      bots: [1],
      fill: async () => {
        await laptop.getByTestId('create-clock').selectOption('86400');
      },
    });
    await waitUntilStartable(laptop);
    await laptop.getByTestId('start').click();
    await laptop.getByTestId('table').waitFor({ state: 'visible' });
    const roomId = await roomIdOf(laptop);
    // Her first move: Port Royal begins with the first seat discovering a card.
    await laptop.waitForFunction(() => document.querySelector('[data-testid="action-bar"] button[data-testid^="action-"]:not([disabled])') !== null);
    const first = (await enabledActions(laptop))[0];
    await laptop.getByTestId(first).click({ force: true });

    // In a second tab of the same browser (same cookie), she creates her account.
    const lobby = await laptop.context().newPage();
    await lobby.goto(site.base());
    await lobby.getByTestId('account-status').waitFor({ state: 'visible' });
    expect(await lobby.getByTestId('account-status').textContent()).toBe('Playing as a guest');
    await lobby.getByTestId('my-table-' + roomId).waitFor({ state: 'visible' });
    await lobby.getByTestId('account-claim').click();
    await lobby.getByTestId('account-username').fill('anne-bonny');
    await lobby.getByTestId('account-password').fill('pieces of eight');
    await lobby.getByTestId('account-submit').click();
    await lobby.waitForFunction(() => document.querySelector('[data-testid="account-status"]')?.textContent === 'Logged in as anne-bonny');
    await screenshot(lobby, 'identity-01-account');

    // She closes the laptop's table; on a phone (another browser, no cookie of hers) she logs in.
    await laptop.close();
    await lobby.close();
    const phone = await site.newPage(390, 844);
    await phone.goto(site.base());
    await phone.getByTestId('account-login').click();
    await phone.getByTestId('account-username').fill('Anne-Bonny');
    await phone.getByTestId('account-password').fill('pieces of eight');
    await phone.getByTestId('account-submit').click();
    await phone.waitForFunction(() => document.querySelector('[data-testid="account-status"]')?.textContent === 'Logged in as anne-bonny');
    // Her name came with her identity.
    await phone.waitForFunction(() => (document.querySelector('[data-testid="player-name"]') as HTMLInputElement | null)?.value === 'Anne');
    // "My tables" shows the table; the bot has played, so it is her turn again.
    const status = phone.getByTestId(`my-table-status-${roomId}`);
    await status.waitFor({ state: 'visible', timeout: 30_000 });
    for (let tries = 0; tries < 40 && !(await status.textContent())?.startsWith('Your turn'); tries++) {
      await phone.waitForTimeout(500);
      await phone.reload();
      await status.waitFor({ state: 'visible' });
    }
    expect(await status.textContent()).toMatch(/^Your turn/);
    await screenshot(phone, 'identity-02-my-tables');

    // Back to her seat: the same seat, her name on it, her move to make.
    await phone.getByTestId(`my-table-back-${roomId}`).click();
    await phone.getByTestId('table').waitFor({ state: 'visible' });
    expect(await roomIdOf(phone)).toBe(roomId);
    await phone.waitForFunction(() => document.querySelector('[data-testid="action-bar"] button[data-testid^="action-"]:not([disabled])') !== null, undefined, { timeout: 30_000 });
    expect(await phone.getByTestId('turn-status').textContent()).toMatch(/your/i);
    await screenshot(phone, 'identity-03-back-at-the-seat');

    // Her page, as anyone sees it: her name, no finished match yet.
    const me = (await phone.evaluate(() => fetch('/api/me').then((response) => response.json()))) as { playerId: string };
    const stranger = await site.newPage(1280, 720);
    await stranger.goto(`${site.base()}/players/${me.playerId}`);
    await stranger.getByTestId('player-no-matches').waitFor({ state: 'visible' });
    expect(await stranger.getByTestId('player-name-title').textContent()).toBe('Anne');
  });
});
