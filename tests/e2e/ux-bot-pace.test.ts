/**
 * Bots play at a pace people can follow: on a server with the production setting (each game's
 * own pace, BOT_DELAY_MS unset), a bots-only Port Royal table moves one bot move at a time,
 * never two moves closer together than the game's pace (timed where the moves leave the server,
 * at the host's socket, in a thread of its own: a browser rendering without a GPU on a busy
 * machine takes in its messages in bursts), and the watching browser's canvas draws every move and rests on the last.
 * And a Libertalia day is watched, not skimmed: the characters whose day actions resolved
 * together are framed on the ship one after the other, left to right, each long enough to
 * read (sampled through the canvas's probe). Screenshots go to test-artifacts/e2e/ux-bot-pace-*.png.
 */
import { getManifest } from '../../shared/core/registry';
import { hostInThread } from '../helpers/host-thread';
import { answerNamePrompt, clickDrawn, createFromLobby, drawn, screenshot, useBrowserSite, waitUntilStartable } from '../helpers/browser';
import { character, R } from '../../shared/games/libertalia/data';
import { cardRank } from '../../client/games/libertalia/cards';

describe('bot pace', () => {
  const site = useBrowserSite(null);

  it('a bots-only Port Royal table moves at the game’s pace', async () => {
    const pace = getManifest('port-royal')?.botPaceMs ?? 0;
    expect(pace).toBeGreaterThanOrEqual(700);
    // The host listens in a thread of its own: this one also runs the server and the browser.
    const host = await hostInThread(site.base().replace(/^http/, 'ws'), { game: 'port-royal', seats: 2, bots: [0, 1], spectate: true, name: 'Host' });
    let moves: number[] = [];
    try {
      const page = await site.newPage(1280, 800);
      await page.goto(`${site.base()}/?room=${host.roomId}&watch=1`);
      await answerNamePrompt(page, 'Cat');
      await page.getByTestId('seating').waitFor({ state: 'visible' });
      host.start();
      const until = Date.now() + 30_000;
      while (moves.length < 8 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        moves = await host.stamps();
      }
      // The start logs too; from the first bot move on, each waited the pace (the room clock
      // ticks every 50 ms).
      const gaps = moves.slice(2).map((t, i) => t - (moves[i + 1] as number));
      expect(gaps.length).toBeGreaterThanOrEqual(5);
      for (const gap of gaps) expect(gap).toBeGreaterThan(pace - 60);
      // The watcher's canvas keeps up: it rests on the latest position between two moves.
      await page.waitForFunction(() => {
        const stage = document.querySelector<HTMLElement>('[data-testid="stage"]');
        return Number(stage?.dataset.stateSeq) > 3 && stage?.dataset.drawnSeq === stage?.dataset.stateSeq;
      }, undefined, { timeout: 10_000, polling: 50 });
      await screenshot(page, 'ux-bot-pace-port-royal');
    } finally {
      await host.leave().catch(() => undefined);
    }
  }, 60_000);

  it('a Libertalia day resolves one character at a time on the canvas', async () => {
    // Motion on: the day's walk plays on the table's clock as a player sees it.
    const page = await site.newPage(1280, 800, 'no-preference');
    // Four crews: most days see two characters or more with a day action.
    await createFromLobby(page, site.base(), { name: 'Anne', game: 'libertalia', seats: 4, bots: [1, 2, 3] });
    await waitUntilStartable(page);
    await page.getByTestId('start').click();
    await page.getByTestId('table-canvas').waitFor({ state: 'visible' });
    // Samples what the canvas frames as resolving, every 40 ms, inside the page.
    await page.evaluate(() => {
      const w = window as unknown as { daySamples: { t: number; name: string; x: number }[] };
      w.daySamples = [];
      window.setInterval(() => {
        const frame = (window.tableProbe?.objects() ?? []).find((o) => o.name.startsWith('day-resolving:'));
        w.daySamples.push({ t: performance.now(), name: frame?.name ?? '', x: frame?.x ?? 0 });
      }, 40);
    });
    type Shown = { name: string; x: number; from: number; to: number };
    /** The walks seen so far: runs of framed characters between unframed moments. */
    const walks = async (): Promise<Shown[][]> => {
      const samples = await page.evaluate(() => (window as unknown as { daySamples: { t: number; name: string; x: number }[] }).daySamples);
      const out: Shown[][] = [];
      let walk: Shown[] = [];
      for (const sample of samples) {
        if (!sample.name) {
          if (walk.length) out.push(walk);
          walk = [];
          continue;
        }
        const last = walk[walk.length - 1];
        if (last && last.name === sample.name) last.to = sample.t;
        else walk.push({ name: sample.name, x: sample.x, from: sample.t, to: sample.t });
      }
      if (walk.length) out.push(walk);
      return out;
    };
    const deadline = Date.now() + Number(process.env.E2E_DAY_MS ?? 120_000);
    let longest: Shown[] = [];
    let shot = false;
    while (longest.length < 2 && Date.now() < deadline) {
      // My pick: a character of my hand with a day action that asks nothing (a question
      // would stop the day's resolution at it).
      const cards = (await drawn(page)).filter((o) => o.clickable && /^card:\d+$/.test(o.name));
      const asks: number[] = [R.parrot, R.recruiter, R.surgeon, R.gunner, R.merchant, R.preacher];
      const withDay = cards.find((o) => {
        const rank = cardRank(Number(o.name.slice(5)));
        return (character(rank).timings as readonly string[]).includes('day') && !asks.includes(rank);
      });
      const ids = await page.locator('[data-testid="action-bar"] button[data-testid^="action-"]:not([disabled])').evaluateAll((all) => all.map((b) => (b as HTMLElement).dataset.testid ?? ''));
      if (ids.some((id) => id.startsWith('action-pick')) && cards.length > 0) {
        await clickDrawn(page, (withDay ?? cards[0])!.name);
        await page.waitForTimeout(150);
        const confirm = await page.locator('[data-testid="action-bar"] button[data-testid^="action-pick"]:not([disabled])').first();
        await confirm.click({ timeout: 3_000, force: true, noWaitAfter: true }).catch(() => undefined);
      } else if (ids[0] && ids[0] !== 'action-cancel') {
        await page.getByTestId(ids[0]).click({ timeout: 3_000, force: true, noWaitAfter: true }).catch(() => undefined);
      }
      await page.waitForTimeout(400);
      if (!shot && (await drawn(page)).some((o) => o.name.startsWith('day-resolving:'))) {
        shot = true;
        await screenshot(page, 'ux-bot-pace-libertalia-day');
      }
      for (const walk of await walks()) if (walk.length > longest.length) longest = walk;
    }
    await screenshot(page, 'ux-bot-pace-libertalia-day-end');
    if (process.env.E2E_DEBUG) console.log(JSON.stringify(await walks()), await page.getByTestId('log-lines').innerText());
    // At least two characters resolved in turn, left to right on the ship (rank order), each
    // framed long enough to be read (the step is 1.1 s; a backlog may speed it up to 3×). A
    // character whose action asks its owner something stays framed while they decide.
    expect(longest.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < longest.length; i++) expect(longest[i]!.x).toBeGreaterThan(longest[i - 1]!.x);
    // (Measured from one frame's first sight to the next's: a page rendering without a GPU
    // may sample seldom, never too often.)
    for (let i = 1; i < longest.length; i++) expect(longest[i]!.from - longest[i - 1]!.from).toBeGreaterThan(300);
  }, 170_000);
});
