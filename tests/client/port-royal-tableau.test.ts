/**
 * A Port Royal seat's tableau keeps every card readable however many kinds of person it hired:
 * past the point where the stacks side by side no longer fit, they overlap instead of shrinking
 * below the readable width, and stay inside the seat's row.
 */
import { CARDS } from '../../shared/games/port-royal/data';
import type { CardId, PortRoyalView } from '../../shared/games/port-royal/types';
import { MIN_READABLE_W, placeCards } from '../../client/games/port-royal/placements';
import type { TableLayout } from '../../client/games/port-royal/layout';

/** One card of every kind of person (persons of one kind and price stack), and the expeditions. */
function crowdedSeat(): { display: CardId[]; expeditions: CardId[] } {
  const seen = new Set<string>();
  const display: CardId[] = [];
  CARDS.forEach((card, id) => {
    if (card.kind !== 'person') return;
    const key = JSON.stringify(card);
    if (!seen.has(key)) (seen.add(key), display.push(id as CardId));
  });
  const expeditions = CARDS.flatMap((card, id) => (card.kind === 'expedition' ? [id as CardId] : [])).slice(0, 3);
  return { display, expeditions };
}

function place(areaW: number, areaH: number): { placed: { x: number; w: number }[]; area: { x: number; w: number } } {
  const seat = crowdedSeat();
  const board = { expeditionRow: [], discard: [], harbor: [], seats: [{ display: seat.display, expeditions: seat.expeditions }] } as unknown as PortRoyalView;
  const area = { x: 10, y: 0, w: areaW, h: areaH };
  const out = placeCards(board, {} as TableLayout, [0], [area]);
  return { placed: [...seat.display, ...seat.expeditions].map((id) => out.get(id)!), area };
}

describe('Port Royal tableau', () => {
  it('a seat that hired every kind of person has more stacks than fit side by side', () => {
    expect(crowdedSeat().display.length).toBeGreaterThan(10);
  });

  it.each([[600, 90], [420, 90]])('no card under the readable width in a %i x %i row, all inside it', (w, h) => {
    const { placed, area } = place(w, h);
    for (const card of placed) {
      expect(card.w).toBeGreaterThanOrEqual(MIN_READABLE_W);
      expect(card.x - card.w / 2).toBeGreaterThanOrEqual(area.x - 0.5);
      expect(card.x + card.w / 2).toBeLessThanOrEqual(area.x + area.w + 0.5);
    }
  });

  it('a row too narrow even for overlapping stacks shrinks them, all still inside it', () => {
    const { placed, area } = place(240, 70);
    expect(Math.min(...placed.map((card) => card.w))).toBeLessThan(MIN_READABLE_W);
    for (const card of placed) {
      expect(card.x - card.w / 2).toBeGreaterThanOrEqual(area.x - 0.5);
      expect(card.x + card.w / 2).toBeLessThanOrEqual(area.x + area.w + 0.5);
    }
  });

  it("a row lower than a readable card keeps the row's own card height", () => {
    const { placed } = place(300, 50);
    for (const card of placed) expect(card.w).toBeLessThanOrEqual(50 / 1.4 + 1e-9);
  });
});
