/**
 * The lobby at a laptop's size (1280 × 800) shows everything a newcomer chooses from without
 * scrolling: every game with its buttons and the list of open tables.
 */
import { screenshot, useBrowserSite } from '../helpers/browser';

describe('the lobby at first sight', () => {
  const site = useBrowserSite();

  it('every game and the open tables are above the fold at 1280x800', async () => {
    const page = await site.newPage(1280, 800);
    await page.goto(site.base());
    await page.getByTestId('game-merchants-and-marauders').waitFor();
    await page.getByTestId('no-tables').waitFor();
    for (const id of ['quick-play-port-royal', 'create-merchants-and-marauders', 'table-list']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
    }
    await screenshot(page, 'ux-lobby-1280x800');
  });
});
