/**
 * Playwright on Debian's Chromium (a browser download is not possible on our machines), and a
 * server that serves the built client. Screenshots go to test-artifacts/e2e/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from '@colyseus/core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createServer } from '../../server/app';
import { loadSiteGames } from '../../server/games';
import { DEFAULT_CONFIG } from '../../server/config';
import { openStore, type Store } from '../../server/store';
import type {} from '../../client/table/probe';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(__dirname, '../../test-artifacts/e2e');
const ROOT = path.resolve(__dirname, '../..');

/** Builds the client once if `dist/` is missing (the test script builds it first anyway). */
export function ensureClientBuilt(): string {
  const dist = path.join(ROOT, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
  return dist;
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** Fills the name prompt a link opens, when it opens. */
export async function answerNamePrompt(page: Page, name: string): Promise<void> {
  const input = page.getByTestId('name-prompt-input');
  await input.waitFor({ state: 'visible', timeout: 15000 });
  await input.fill(name);
  await page.getByTestId('name-prompt-submit').click();
}

/** A server with the built client and a browser, for one test file; see useBrowserSite. */
export interface BrowserSite {
  /** The site's address, e.g. http://127.0.0.1:41234. */
  base(): string;
  /**
   * A page in a fresh context (its own storage, like another person). Reduced motion by
   * default: every tween jumps to its end, so the table rests between moves and a 2-core
   * machine rendering WebGL in software keeps up (the animations are the same code paths).
   * An uncaught error in any page fails the test (checked after each test).
   */
  newPage(width: number, height: number, reducedMotion?: 'reduce' | 'no-preference'): Promise<Page>;
  /** The site's store (memory), to set up what a test needs there. */
  store(): Store;
}

/**
 * Boots the site (bots answer after `botDelayMs`; null: each game's own pace, as in
 * production) and a browser before all; closes both after all.
 */
export function useBrowserSite(botDelayMs: number | null = 30): BrowserSite {
  let server: Server | undefined;
  let store: Store | undefined;
  let browser: Browser | undefined;
  let base = '';
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  beforeAll(async () => {
    const distDir = ensureClientBuilt();
    const config = { ...DEFAULT_CONFIG, distDir, store: 'memory' as const, botDelayMs };
    store = await openStore(config, 'test');
    ({ server } = createServer({
      config,
      store,
      games: await loadSiteGames(),
      gracefulShutdown: false,
    }));
    await server.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.transport.server?.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterEach(() => {
    const errors = pageErrors.splice(0);
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.gracefullyShutdown(false);
  });
  return {
    base: () => base,
    store: () => {
      if (!store) throw new Error('the site is not up');
      return store;
    },
    async newPage(width, height, reducedMotion = 'reduce') {
      if (!browser) throw new Error('the browser is not up');
      const context = await browser.newContext({ viewport: { width, height }, reducedMotion });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${String(error)}`));
      return page;
    },
  };
}

export interface LobbyTable {
  /** The creator's name. */
  name: string;
  game: string;
  seats: number;
  /** The seats bots take. */
  bots: number[];
  /** A screenshot of the lobby, taken once the name is typed. */
  lobbyScreenshot?: string;
  /** Fills the form's other fields (options, private, bot kind) before it is sent. */
  fill?: (page: Page) => Promise<void>;
}

/** Creates a table from the lobby's create form, as a person would, and waits in its seating screen. */
export async function createFromLobby(page: Page, base: string, table: LobbyTable): Promise<void> {
  await page.goto(base);
  await page.getByTestId('player-name').fill(table.name);
  if (table.lobbyScreenshot) await screenshot(page, table.lobbyScreenshot);
  await page.getByTestId(`create-${table.game}`).click();
  await page.getByTestId('create-seats').selectOption(String(table.seats));
  for (const seat of table.bots) await page.getByTestId(`create-bot-${seat}`).check();
  await table.fill?.(page);
  await page.getByTestId('create-submit').click();
}

/** Waits until the host's start button is shown and enabled (every seat taken). */
export async function waitUntilStartable(page: Page): Promise<void> {
  await page.getByTestId('start').waitFor({ state: 'visible' });
  await page.waitForFunction(() => !(document.querySelector('[data-testid="start"]') as HTMLButtonElement | null)?.disabled);
}

/** The enabled buttons of the action bar: their test ids and what they say. */
export async function actionBar(page: Page): Promise<{ ids: string[]; labels: string[] }> {
  const buttons = page.getByTestId('action-bar').locator('button[data-testid^="action-"]:not([disabled])');
  const found = await buttons.evaluateAll((all) => all.map((b) => ({ id: (b as HTMLElement).dataset.testid ?? '', label: (b.textContent ?? '').trim() })));
  return { ids: found.map((b) => b.id), labels: found.map((b) => b.label) };
}

/** A named thing the canvas shows (client/table/probe.ts), in page coordinates. */
export interface DrawnObject {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  clickable: boolean;
  parts: Record<string, { x: number; y: number; w: number; h: number }>;
}

/** What the canvas shows now, in drawing order (later ones on top), in page coordinates. */
export async function drawn(page: Page): Promise<DrawnObject[]> {
  return page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="table-canvas"]');
    const probe = window.tableProbe;
    if (!canvas || !probe) return [];
    const box = canvas.getBoundingClientRect();
    const move = <R extends { x: number; y: number }>(r: R): R => ({ ...r, x: r.x + box.left, y: r.y + box.top });
    return probe.objects().map((o) => ({ ...move(o), parts: Object.fromEntries(Object.entries(o.parts).map(([k, r]) => [k, move(r)])) }));
  });
}

/** Clicks the middle of the first clickable drawn thing whose name matches; false when none shows. */
export async function clickDrawn(page: Page, name: string | RegExp): Promise<boolean> {
  const match = (n: string) => (typeof name === 'string' ? n === name : name.test(n));
  const target = (await drawn(page)).filter((o) => o.clickable && match(o.name)).pop();
  if (!target) return false;
  await page.mouse.click(target.x + target.w / 2, target.y + target.h / 2);
  return true;
}

/** Whether two rectangles share any area. */
export function overlaps(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): boolean {
  return a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
}
