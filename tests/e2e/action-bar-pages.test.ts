/**
 * The action bar on its own in a browser: a long list folds by group, and an opened group that
 * is still longer than the keys 1–9 (every way of paying a mission, every set of cards to defend
 * with) shows its first eight choices and `group-more` for the rest, so the bar never lists more
 * than ten buttons with Cancel, and every choice stays reachable.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';

const ROOT = path.resolve(__dirname, '../..');
let browser: Browser | undefined;
let bundle = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const out = await build({
    stdin: { contents: "import { ActionBar } from './client/table/action-bar'; Object.assign(window, { ActionBar });", resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  bundle = out.outputFiles[0]?.text ?? '';
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

it('pages an opened group of twenty choices, eight at a time', async () => {
  const page = await browser!.newPage();
  await page.setContent('<!doctype html><body></body>');
  await page.addScriptTag({ content: bundle });
  const steps = await page.evaluate(() => {
    type Action = { type: string; card?: number };
    const { ActionBar } = window as unknown as {
      ActionBar: new (describe: (a: Action) => { label: string; order: number; group?: string }, act: (a: Action) => void) => { element: HTMLElement; render(actions: Action[], pending: boolean, waiting: string): void };
    };
    const chosen: Action[] = [];
    // Twenty ways to pay one mission, two shipments of one card, and a pass: thirteen too many to list flat.
    const actions: Action[] = [
      ...Array.from({ length: 20 }, (_, card) => ({ type: 'mission', card })),
      { type: 'ship', card: 100 },
      { type: 'ship', card: 101 },
      { type: 'pass' },
    ];
    const bar = new ActionBar(
      (a) => ({ label: `${a.type} ${a.card ?? ''}`, order: a.type === 'pass' ? 90 : a.type === 'ship' ? 50 : (a.card ?? 0), group: a.type === 'mission' ? 'Complete the mission…' : undefined }),
      (a) => chosen.push(a),
    );
    document.body.append(bar.element);
    bar.render(actions, false, '');
    const ids = () => [...bar.element.querySelectorAll<HTMLButtonElement>('button')].map((b) => b.dataset.testid ?? '');
    const click = (id: string) => bar.element.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)!.click();
    const seen: string[][] = [ids()];
    click('group-mission');
    seen.push(ids());
    click('group-more');
    seen.push(ids());
    click('group-more');
    seen.push(ids());
    click('action-mission-19');
    return { seen, chosen };
  });
  const [top, first, second, third] = steps.seen;
  expect(top).toEqual(['group-mission', 'action-ship-100', 'action-ship-101', 'action-pass']);
  expect(first).toEqual([...Array.from({ length: 8 }, (_, i) => `action-mission-${i}`), 'group-more', 'action-cancel']);
  expect(second).toEqual([...Array.from({ length: 8 }, (_, i) => `action-mission-${i + 8}`), 'group-more', 'action-cancel']);
  expect(third).toEqual([...Array.from({ length: 4 }, (_, i) => `action-mission-${i + 16}`), 'action-cancel']);
  expect(steps.chosen).toEqual([{ type: 'mission', card: 19 }]);
}, 120_000);
