/**
 * Ratings in the browser: a game's leaderboard page (reached from the lobby) lists its rated
 * players by name, best first, each leading to their page and its ratings; the create dialog's "Rated" box makes an unrated table, which
 * the seating screen says; the seats show a new player's provisional rating and a bot's fixed
 * one.
 */
import type { MatchRecord } from '../../server/store';
import { matchRecord } from '../store/fixtures';
import { createFromLobby, screenshot, useBrowserSite } from '../helpers/browser';

const site = useBrowserSite();

/** Player ids as the server makes them (22 characters). */
const ANNE = 'leaderboard-anne-00000';
const MARY = 'leaderboard-mary-00000';

const person = (name: string, playerId: string) => ({ name, isBot: false, botStandIn: false, playerId });

async function addPlayer(id: string, displayName: string): Promise<void> {
  await site.store().players.create({ id, displayName, username: null, passwordHash: null, createdAt: 0, lastSeenAt: 0 });
}

describe('ratings in the browser', () => {
  test('the leaderboard of a game, from the lobby: names, ratings, rated matches, best first', async () => {
    await addPlayer(ANNE, 'Anne Bonny');
    await addPlayer(MARY, 'Mary Read');
    const record: MatchRecord = { ...matchRecord, id: 'LB1', game: 'port-royal', rated: true, players: [person('Mary', MARY), person('Anne', ANNE)], places: [2, 1], scores: [3, 12] };
    await site.store().matches.save(record);

    const page = await site.newPage(1280, 800);
    await page.goto(site.base());
    await page.getByTestId('leaderboard-link-port-royal').click();
    await page.getByTestId('leaderboard-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/leaderboard/port-royal');
    expect(await page.getByTestId('leaderboard-title').textContent()).toBe('Port Royal leaderboard');
    const first = await page.getByTestId('leaderboard-row-1').locator('td').allTextContents();
    const second = await page.getByTestId('leaderboard-row-2').locator('td').allTextContents();
    expect(first[1]).toBe('Anne Bonny');
    expect(second[1]).toBe('Mary Read');
    expect(Number(first[2]!.replace('?', ''))).toBeGreaterThan(1500);
    expect(first[2]).toMatch(/^\d+\?$/);
    expect(first[3]).toBe('1');
    await screenshot(page, 'ratings-leaderboard');

    // The name leads to the player's page, which lists their ratings.
    await page.getByTestId('leaderboard-row-1').getByRole('link').click();
    await page.getByTestId('player-rating-port-royal').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/players/${ANNE}`);
    expect(await page.getByTestId('player-rating-port-royal').textContent()).toBe(`Port Royal: ${first[2]} (1 rated match)`);
    await page.goto(`${site.base()}/leaderboard/port-royal`);

    // Another game's board, from the links: nobody has played it rated.
    await page.getByTestId('leaderboard-borneo').click();
    await page.getByTestId('leaderboard-empty').waitFor();
  });

  test('an unrated table from the create dialog; the seats show ratings', async () => {
    const page = await site.newPage(1280, 800);
    // The page's identity (its session cookie), as a browser gets it.
    await page.context().request.get(`${site.base()}/api/me`);
    await createFromLobby(page, site.base(), {
      name: 'Anne',
      game: 'port-royal',
      seats: 2,
      bots: [1],
      fill: async (form) => {
        expect(await form.getByTestId('create-rated').isChecked()).toBe(true);
        await form.getByTestId('create-rated').uncheck();
      },
    });
    await page.getByTestId('seating').waitFor();
    expect(await page.getByTestId('seating-about').textContent()).toContain('unrated');
    await page.getByTestId('seat-rating-1').waitFor();
    expect((await page.getByTestId('seat-rating-1').textContent())?.trim()).toBe('1400');
    await page.getByTestId('seat-rating-0').waitFor();
    expect((await page.getByTestId('seat-rating-0').textContent())?.trim()).toBe('1500?');
    await screenshot(page, 'ratings-seating');
  });
});
