/**
 * Port Royal in real browsers, clicking like people: a host creates a private table with two
 * bots, a friend joins through the invite link, a third person watches; the two humans play to
 * the end by clicking the action bar, and all three see the end screen; the host's tableaux
 * then group identical persons under a count, every card at least 45 px wide.
 */
import type { Page } from 'playwright-core';
import { groupDisplay } from '../../client/games/port-royal/placements';
import { loadGame } from '../../shared/core/engines';
import { MatchReplay } from '../../shared/core/replay';
import type { PortRoyalState } from '../../shared/games/port-royal/types';
import { answerNamePrompt, createFromLobby, drawn, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';
import { savedRecord } from '../helpers/server';

/** What a cautious human clicks first: finish expeditions, take cards, stop after one reveal. */
const CLICK_ORDER = ['action-expedition', 'action-take', 'action-stop', 'action-repel', 'action-discover', 'action-pass', 'action-keep'];

async function clickSomething(page: Page): Promise<boolean> {
  const ids = await page
    .getByTestId('action-bar')
    .locator('button[data-testid^="action-"]:not([disabled])')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.testid ?? ''));
  for (const prefix of CLICK_ORDER) {
    const id = ids.find((candidate) => candidate === prefix || candidate.startsWith(`${prefix}-`));
    if (!id) continue;
    try {
      await page.getByTestId(id).click({ force: true, timeout: 10_000 });
      return true;
    } catch (error) {
      if (process.env.E2E_DEBUG) console.log(String(error).slice(0, 1500));
      return false; // the bar re-rendered under us; look again
    }
  }
  return false;
}

describe('Port Royal in the browser', () => {
  const site = useBrowserSite();
  const newPage = (width: number, height: number, reducedMotion: 'reduce' | 'no-preference') => site.newPage(width, height, reducedMotion);

  it('a private table with 2 bots, a friend by invite and a spectator plays to the end', async () => {
    // The host creates a private table of 4 with bots in seats 2 and 3.
    const host = await newPage(1280, 720, 'reduce');
    await createFromLobby(host, site.base(), {
      name: 'Anne',
      game: 'port-royal',
      seats: 4,
      bots: [2, 3],
      lobbyScreenshot: '01-lobby',
      fill: async () => {
        await host.getByTestId('create-private').check();
      },
    });
    const inviteLink = await host.getByTestId('invite-link').inputValue();
    const watchLink = await host.getByTestId('watch-link').inputValue();
    expect(inviteLink).toMatch(/[?&]invite=/);
    expect(watchLink).toMatch(/[?&]watch=1/);

    // A friend follows the invite link on a phone-sized screen; a third person watches. Each
    // link says who invites you to what; the watch link has its own secret.
    expect(new URL(watchLink).searchParams.get('invite')).not.toBe(new URL(inviteLink).searchParams.get('invite'));
    const friend = await newPage(390, 844, 'reduce');
    await friend.goto(inviteLink);
    await expect(friend.getByTestId('name-prompt-reason').textContent()).resolves.toBe("Anne invites you to play Port Royal at “Anne's table”. Tell the table who you are.");
    await answerNamePrompt(friend, 'Ben');
    const watcher = await newPage(1280, 720, 'reduce');
    await watcher.goto(watchLink);
    await expect(watcher.getByTestId('name-prompt-reason').textContent()).resolves.toBe("Anne invites you to watch Port Royal at “Anne's table”. Tell the table who you are.");
    await answerNamePrompt(watcher, 'Cat');
    // The spectator's seating screen offers the watch link only, never the play invite.
    await watcher.getByTestId('watch-link').waitFor({ state: 'visible' });
    expect(await watcher.getByTestId('watch-link').inputValue()).toBe(watchLink);
    expect(await watcher.getByTestId('invite-link').count()).toBe(0);

    await waitUntilStartable(host);
    await screenshot(host, '02-seating');
    await host.getByTestId('start').click();
    for (const page of [host, friend, watcher]) await page.getByTestId('table').waitFor({ state: 'visible' });

    // Both humans click until the game is over; the spectator never gets an action button.
    const players = [host, friend];
    let clicks = 0;
    const started = Date.now();
    let shotMidGame = false;
    const deadline = Date.now() + Number(process.env.E2E_MINUTES ?? 12) * 60_000;
    while (!(await watcher.getByTestId('end-screen').isVisible())) {
      if (Date.now() > deadline) {
        for (const [name, page] of [['host', host], ['friend', friend], ['watcher', watcher]] as const) await screenshot(page, `timeout-${name}`);
        const bar = await host.getByTestId('action-bar').innerHTML();
        throw new Error(`The game did not end in time (${clicks} clicks); the host's action bar: ${bar}`);
      }
      let clicked = false;
      for (const page of players) clicked = (await clickSomething(page)) || clicked;
      if (clicked) clicks++;
      if (process.env.E2E_DEBUG && clicked) console.log(`click ${clicks} at ${Math.round((Date.now() - started) / 1000)} s`);
      else await host.waitForTimeout(100);
      if (clicked && clicks % 10 === 0) {
        expect(await watcher.locator('[data-testid="action-bar"] button[data-testid^="action-"]').count()).toBe(0);
      }
      if (!shotMidGame && clicks >= 12) {
        shotMidGame = true;
        await screenshot(host, '03-host-mid-game');
        await screenshot(friend, '03-friend-mid-game-phone');
        await screenshot(watcher, '03-spectator-mid-game');
      }
    }

    for (const page of [host, friend, watcher]) {
      await page.getByTestId('end-screen').waitFor({ state: 'visible' });
      for (let seat = 0; seat < 4; seat++) await page.getByTestId(`end-row-${seat}`).waitFor();
      await expect(page.getByTestId('end-seed').textContent()).resolves.toMatch(/\S/);
      // The log arrives as data and is worded in the browser: sentences with the players' names.
      const lines = await page.locator('[data-testid="log-lines"] li').allTextContents();
      expect(lines.some((line) => /^Anne (revealed|stopped|looted|hired|passed)/.test(line))).toBe(true);
      expect(lines.some((line) => /^The game is over: /.test(line))).toBe(true);
      for (const line of lines) expect(line).not.toMatch(/\{s\d|^[a-z-]+ \d/);
    }
    expect(clicks).toBeGreaterThan(5);
    // The tableaux at the end, at 1280x720: identical persons lie stacked under a "×N" count,
    // so no card shrinks below 45 px however many a seat hired.
    const cards = (await drawn(host)).filter((o) => /^card:\d+$/.test(o.name));
    expect(cards.length).toBeGreaterThan(10);
    for (const card of cards) expect(card.w).toBeGreaterThanOrEqual(45);
    // One count per stack: the deal decides how many there are (some deals leave no seat with two
    // persons of one name), so the finished match's record, replayed, says how many to expect.
    const roomId = new URL(inviteLink).searchParams.get('room') ?? '';
    const record = await savedRecord(site.store(), roomId);
    const replay = new MatchReplay(await loadGame('port-royal'), 4, record.seed, record.options, record.actions);
    const end = replay.stateAt(replay.steps) as PortRoyalState;
    const stacks = end.seats.reduce((sum, seat) => sum + groupDisplay(seat.display).filter((group) => group.length > 1).length, 0);
    const counts = (await host.evaluate(() => window.tableProbe?.texts() ?? [])).filter((text) => /^×\d+$/.test(text));
    expect(counts).toHaveLength(stacks);
    await screenshot(host, '04-host-end');
    await screenshot(friend, '04-friend-end-phone');
    await screenshot(watcher, '04-spectator-end');
  }, 14 * 60_000);
});
