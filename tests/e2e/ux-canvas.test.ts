/**
 * What the canvas shows, checked through its probe (client/table/probe.ts): Libertalia's hand
 * leaves every card's rank and name in view at a legible size (on a phone too, in rows of
 * three) and shows a character's text large under the pointer or a finger's long press, and its score markers leave the "Score" caption uncovered; and after a burst of bot moves the canvas ends on the latest position, never a
 * stale one. Screenshots go to test-artifacts/e2e/ux-canvas-*.png.
 */
import { Client } from '@colyseus/sdk';
import type { Page } from 'playwright-core';
import { answerNamePrompt, createFromLobby, drawn, overlaps, screenshot, useBrowserSite, waitUntilStartable, type DrawnObject } from '../helpers/browser';

/** My hand: the clickable cards that name a rank and a name (the sunrise's picks). */
async function hand(page: Page): Promise<{ cards: DrawnObject[]; all: DrawnObject[] }> {
  const all = await drawn(page);
  return { cards: all.filter((o) => o.name.startsWith('card:') && o.clickable && o.parts.rank && o.parts.name), all };
}

/** Each hand card's rank and name lie under no card drawn above it. */
function hiddenParts(cards: DrawnObject[], all: DrawnObject[]): string[] {
  const problems: string[] = [];
  for (const card of cards) {
    const above = all.slice(all.indexOf(card) + 1).filter((o) => o.name.startsWith('card:'));
    for (const part of ['rank', 'name'] as const) {
      const covering = above.find((o) => overlaps(o.parts.card ?? o, card.parts[part] as DrawnObject));
      if (covering) problems.push(`${card.name}'s ${part} lies under ${covering.name}`);
    }
  }
  return problems;
}

/** The share of pixels inside `clip` that differ between two screenshots of `page`. */
async function changedPixels(page: Page, before: Buffer, after: Buffer, clip: { x: number; y: number; width: number; height: number }): Promise<number> {
  return page.evaluate(async ([a, b, r]) => {
    const load = async (b64: string) => createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const read = async (b64: string) => {
      const canvas = new OffscreenCanvas(r.width, r.height);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(await load(b64), r.x, r.y, r.width, r.height, 0, 0, r.width, r.height);
      return ctx.getImageData(0, 0, r.width, r.height).data;
    };
    const [x, y] = [await read(a), await read(b)];
    let changed = 0;
    for (let i = 0; i < x.length; i += 4) if (Math.abs((x[i] ?? 0) - (y[i] ?? 0)) + Math.abs((x[i + 1] ?? 0) - (y[i + 1] ?? 0)) + Math.abs((x[i + 2] ?? 0) - (y[i + 2] ?? 0)) > 30) changed++;
    return changed / (x.length / 4);
  }, [before.toString('base64'), after.toString('base64'), { x: Math.round(clip.x), y: Math.round(clip.y), width: Math.round(clip.width), height: Math.round(clip.height) }] as const);
}

describe('the canvas', () => {
  // Bots move after 30 ms: far faster than any animation, so the canvas falls behind.
  const site = useBrowserSite(30);

  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    it(`Libertalia's nine-card hand at ${size.width}×${size.height}: ranks and names in view, a card's text large under the pointer`, async () => {
      const page = await site.newPage(size.width, size.height);
      await createFromLobby(page, site.base(), { name: 'Anne', game: 'libertalia', seats: 2, bots: [1] });
      await waitUntilStartable(page);
      await page.getByTestId('start').click();
      await page.getByTestId('table-canvas').waitFor({ state: 'visible' });
      await page.waitForFunction(() => (window.tableProbe?.objects() ?? []).filter((o) => o.name.startsWith('card:') && o.clickable).length === 9, undefined, { timeout: 15_000 });
      const { cards, all } = await hand(page);
      expect(cards).toHaveLength(9);
      expect(hiddenParts(cards, all)).toEqual([]);
      // The score markers (at 0 now) leave the track's "Score" caption uncovered.
      const caption = all.find((o) => o.name === 'score-caption') as DrawnObject;
      const markers = all.filter((o) => o.name.startsWith('score-marker:'));
      expect(caption).toBeDefined();
      expect(markers).toHaveLength(2);
      for (const marker of markers) expect(overlaps(marker, caption)).toBe(false);
      // The rank and the name read at a glance, on a phone too (nine cards in rows of three):
      // a face's smallest name type is 14 px on the 52 px rank corner, so it prints at
      // 14 × corner / 52 px, at least 11; and no card's rank or name overlaps another's.
      for (const card of cards) {
        const rank = card.parts.rank as DrawnObject;
        expect(rank.h).toBeGreaterThanOrEqual(20);
        expect((14 * rank.w) / 52).toBeGreaterThanOrEqual(11);
        expect(card.parts.name?.h ?? 0).toBeGreaterThanOrEqual(11);
        for (const other of cards) {
          if (other === card) continue;
          for (const a of ['rank', 'name'] as const) for (const b of ['rank', 'name'] as const) expect(overlaps(card.parts[a] as DrawnObject, other.parts[b] as DrawnObject)).toBe(false);
        }
        expect(rank.y + rank.h).toBeLessThanOrEqual(size.height);
      }
      await screenshot(page, `ux-canvas-libertalia-hand-${size.width}`);

      // Under the pointer (a mouse), or under a finger held on it (a phone), a card shows large with its text.
      const card = cards[3] as DrawnObject;
      const rank = card.parts.rank as DrawnObject;
      const pixelsBefore = await page.screenshot();
      const phone = size.width < 600;
      const touch = phone ? await page.context().newCDPSession(page) : null;
      const at = { x: Math.round(rank.x + rank.w / 2), y: Math.round(rank.y + rank.h / 2) };
      if (touch) {
        await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
        await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      } else {
        await page.mouse.move(at.x, at.y);
      }
      const id = card.name.slice('card:'.length);
      await page.waitForFunction((name) => (window.tableProbe?.objects() ?? []).some((o) => o.name === name), `card-preview:${id}`, { timeout: 5_000 });
      const preview = (await drawn(page)).find((o) => o.name === `card-preview:${id}`) as DrawnObject;
      // Larger than the base card (140 px wide) and inside the screen.
      expect(preview.w).toBeGreaterThan(150);
      expect(preview.x).toBeGreaterThanOrEqual(0);
      expect(preview.x + preview.w).toBeLessThanOrEqual(size.width + 1);
      // And it is on the screen, not only in the scene: the pixels where it lies changed.
      const clip = { x: preview.x + preview.w * 0.2, y: preview.y + preview.h * 0.45, width: preview.w * 0.6, height: preview.h * 0.3 };
      await page.waitForTimeout(150);
      const pixelsAfter = await page.screenshot();
      expect(await changedPixels(page, pixelsBefore, pixelsAfter, clip)).toBeGreaterThan(0.2);
      await screenshot(page, `ux-canvas-libertalia-${phone ? 'long-press' : 'hover'}-${size.width}`);
      if (touch) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        // A long press reads; it never picks the character.
        await page.waitForTimeout(300);
        expect(await page.getByTestId('action-bar').textContent()).not.toMatch(/\?/);
      } else {
        await page.mouse.move(2, 2);
      }
      await page.waitForFunction((name) => !(window.tableProbe?.objects() ?? []).some((o) => o.name === name), `card-preview:${id}`, { timeout: 5_000 });
    }, 60_000);
  }

  for (const game of ['port-royal', 'borneo'] as const) {
    it(`${game} on a phone: the deck's counter stays on the deck`, async () => {
      const page = await site.newPage(390, 844);
      await createFromLobby(page, site.base(), { name: 'Anne', game, seats: game === 'borneo' ? 3 : 2, bots: game === 'borneo' ? [1, 2] : [1] });
      await waitUntilStartable(page);
      await page.getByTestId('start').click();
      await page.waitForFunction(() => (window.tableProbe?.objects() ?? []).some((o) => o.name === 'deck-count'), undefined, { timeout: 15_000 });
      const objects = await drawn(page);
      const deck = objects.find((o) => o.name === 'deck') as DrawnObject;
      const count = objects.find((o) => o.name === 'deck-count') as DrawnObject;
      expect(count.x).toBeGreaterThanOrEqual(deck.x - 1);
      expect(count.x + count.w).toBeLessThanOrEqual(deck.x + deck.w + 1);
      expect(count.y).toBeGreaterThanOrEqual(deck.y - 1);
      expect(count.y + count.h).toBeLessThanOrEqual(deck.y + deck.h + 1);
      expect(deck.x + deck.w).toBeLessThanOrEqual(390);
      await screenshot(page, `ux-canvas-${game}-deck-phone`);
    }, 60_000);
  }

  for (const game of ['libertalia', 'port-royal'] as const) {
    it(`${game}: after a game of bots moving at once, the canvas shows the last position`, async () => {
      // A table only bots play, hosted by someone who watches.
      const host = await new Client(site.base().replace(/^http/, 'ws')).create('table', { game, seats: 2, bots: [0, 1], spectate: true, name: 'Host' });
      host.onMessage('*', () => undefined);
      try {
        const page = await site.newPage(1280, 800, 'no-preference');
        await page.goto(`${site.base()}/?room=${host.roomId}&watch=1`);
        await answerNamePrompt(page, 'Cat');
        await page.getByTestId('seating').waitFor({ state: 'visible' });
        host.send('start');
        await page.getByTestId('table-canvas').waitFor({ state: 'visible' });
        // The canvas falls behind (each change animates), then skips or speeds up to the end.
        await page.getByTestId('end-screen').waitFor({ state: 'visible', timeout: 90_000 });
        await page.waitForFunction(() => {
          const stage = document.querySelector<HTMLElement>('[data-testid="stage"]');
          return stage?.dataset.drawnSeq !== undefined && stage.dataset.drawnSeq === stage.dataset.stateSeq;
        }, undefined, { timeout: 15_000, polling: 100 });
        // And it stays there: nothing drawn later replaces the last position with an older one.
        await page.waitForTimeout(1500);
        const seqs = await page.getByTestId('stage').evaluate((el) => ({ ...(el as HTMLElement).dataset }));
        expect(seqs.drawnSeq).toBe(seqs.stateSeq);
        expect(Number(seqs.stateSeq)).toBeGreaterThan(10);
        await screenshot(page, `ux-canvas-${game}-bots-idle`);
      } finally {
        await host.leave().catch(() => undefined);
      }
    }, 120_000);
  }
});
