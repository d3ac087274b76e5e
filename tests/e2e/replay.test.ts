/**
 * The replay viewer in Chromium, for every game: a table of bots is played to the end through
 * the real server (the test watches it as its host), then its replay is stepped through in the
 * browser: to the end and back to the deal by the keyboard (End, Home), single steps by keys
 * and buttons, a shared link that opens at a step; the table's chat is shown with it. At that step the side panel shows a secret
 * of a seat (a hand, a bid, a pick; Port Royal's deck order, which nobody knew), as the
 * engine's reveal.ts computes it here. An unknown match says so.
 */
import { Client } from '@colyseus/sdk';
import type { Page } from 'playwright-core';
import { loadGame, loadReveal } from '../../shared/core/engines';
import { formatLogText } from '../../shared/core/log';
import { registrations, type GameId } from '../../shared/core/registry';
import { MatchReplay } from '../../shared/core/replay';
import type { HiddenPart } from '../../shared/core/reveal';
import { screenshot, useBrowserSite } from '../helpers/browser';

interface Record {
  id: string;
  seed: string;
  options: unknown;
  players: { name: string }[];
  actions: { seat: number; action: { type: string } }[];
}

/** Plays an all-bot table to the end and returns its match record. */
async function playBotTable(base: string, game: string, seats: number): Promise<Record> {
  const client = new Client(base.replace(/^http/, 'ws'));
  const bots = Array.from({ length: seats }, (_, seat) => seat);
  const room = await client.create('table', { game, seats, bots, botKind: 'heuristic', spectate: true, name: 'Watcher' });
  room.onMessage('*', () => undefined); // the log, legal lists and the seed are not this test's
  const over = new Promise<void>((resolve) => room.onStateChange((state: { phase?: string }) => state.phase === 'over' && resolve()));
  room.send('start', {});
  room.send('chat', { text: `Ahoy from the rail of ${game}` });
  await over;
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${base}/api/matches/${room.roomId}`);
    if (response.ok) {
      await room.leave(true);
      return (await response.json()) as Record;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${game}: no match record for ${room.roomId}`);
}

/** The first step at which a seat's secret is hidden from the others (any hidden part for Port Royal), and that part. */
async function stepWithSecret(id: GameId, record: Record): Promise<{ step: number; part: HiddenPart }> {
  const game = await loadGame(id);
  const reveal = await loadReveal(id);
  const replay = new MatchReplay(game, record.players.length, record.seed, game.optionsSchema.parse(record.options), record.actions);
  for (let step = 1; step <= replay.steps; step++) {
    const part = reveal(replay.stateAt(step)).find((p) => (id === 'port-royal' ? true : p.seat !== undefined && p.seat > 0));
    if (part) return { step, part };
  }
  throw new Error(`${id}: no secret at any step`);
}

async function stepShown(page: Page): Promise<number> {
  return Number(await page.getByTestId('replay-step').getAttribute('data-step'));
}

async function waitForStep(page: Page, step: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelector('[data-testid="replay-step"]')?.getAttribute('data-step') === String(n), step);
}

describe('the replay viewer', () => {
  const site = useBrowserSite();
  const records = new Map<string, Record>();

  beforeAll(async () => {
    // Every game's table at once: bots play them side by side on the one server. Libertalia's
    // bots pick at the same moment and move in seat order, so with two seats the second pick
    // completes the round and is revealed as it is made: no step would hide a pick of seat 1.
    // With three, seat 1's pick waits for seat 2's.
    const games = registrations.map((m) => ({ id: m.id, seats: m.id === 'libertalia' ? 3 : m.minPlayers }));
    const played = await Promise.all(games.map((g) => playBotTable(site.base(), g.id, g.seats)));
    played.forEach((record, i) => records.set(games[i]!.id, record));
  }, 240_000);

  it.each(registrations.map((m) => m.id as GameId))('steps through a whole game of %s and shows another seat\'s secret', async (id) => {
    const record = records.get(id) as Record;
    const steps = record.actions.length;
    const page = await site.newPage(1280, 720);
    await page.goto(`${site.base()}/replay/${record.id}`);
    await waitForStep(page, 0);
    await expect(page.getByTestId('replay-seed').getAttribute('data-verified')).resolves.toBe('yes');
    // To the end and back by the keyboard, then single steps by keys and buttons.
    await page.keyboard.press('End');
    await waitForStep(page, steps);
    expect(await page.getByTestId('replay-step').textContent()).toBe(`${steps} / ${steps}`);
    await page.keyboard.press('Home');
    await waitForStep(page, 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitForStep(page, 2);
    await page.getByTestId('replay-back').click();
    await waitForStep(page, 1);
    await page.getByTestId('replay-end').click();
    await waitForStep(page, steps);
    expect(page.url()).toContain(`step=${steps}`);
    expect(await page.getByTestId('log-lines').locator('li').count()).toBeGreaterThan(steps / 10);
    // The table's chat, kept with the match, as it stood at that step.
    await expect(page.getByTestId('chat-lines').textContent()).resolves.toContain(`Ahoy from the rail of ${id}`);

    // A shared link opens at its step, where a seat's secret is in "Hidden then".
    const { step, part } = await stepWithSecret(id, record);
    await page.goto(`${site.base()}/replay/${record.id}?step=${step}`);
    await waitForStep(page, step);
    expect(await stepShown(page)).toBe(step);
    const name = (seat: number) => record.players[seat]?.name ?? '';
    const panel = (await page.getByTestId('replay-hidden').textContent()) ?? '';
    expect(panel).toContain(formatLogText(part.label, name));
    expect(panel).toContain(formatLogText(part.text, name));
    await screenshot(page, `replay-${id}`);
  }, 120_000);

  it('says plainly that an unknown match has no replay', async () => {
    const page = await site.newPage(800, 600);
    await page.goto(`${site.base()}/replay/no-such-match`);
    await expect(page.getByTestId('replay-error').textContent()).resolves.toMatch(/no finished match "no-such-match"/);
  });
});
