/**
 * Bots play at a pace people can follow: on a server with the production setting (each game's
 * own pace, BOT_DELAY_MS unset), a bots-only Port Royal table moves one bot move at a time,
 * never two moves closer together than the game's pace (timed where the moves leave the server,
 * at the host's socket: a browser rendering without a GPU on a busy machine takes in its messages
 * in bursts), and the watching browser's canvas draws every move and rests on the last.
 */
import { Client } from '@colyseus/sdk';
import { getManifest } from '../../shared/core/registry';
import { answerNamePrompt, screenshot, useBrowserSite } from '../helpers/browser';

describe('bot pace', () => {
  const site = useBrowserSite(null);

  it('a bots-only Port Royal table moves at the game’s pace', async () => {
    const pace = getManifest('port-royal')?.botPaceMs ?? 0;
    expect(pace).toBeGreaterThanOrEqual(700);
    const host = await new Client(site.base().replace(/^http/, 'ws')).create('table', { game: 'port-royal', seats: 2, bots: [0, 1], spectate: true, name: 'Host' });
    // Each bot move sends its log lines in one message.
    const moves: number[] = [];
    host.onMessage('log', (msg: { replace?: boolean }) => {
      if (!msg.replace) moves.push(performance.now());
    });
    host.onMessage('*', () => undefined);
    try {
      const page = await site.newPage(1280, 800);
      await page.goto(`${site.base()}/?room=${host.roomId}&watch=1`);
      await answerNamePrompt(page, 'Cat');
      await page.getByTestId('seating').waitFor({ state: 'visible' });
      host.send('start');
      const until = Date.now() + 30_000;
      while (moves.length < 8 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
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
});
