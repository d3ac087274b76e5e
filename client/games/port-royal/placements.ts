/**
 * Where each visible card lies for a view: harbor, expedition row, the top of the discard
 * pile, and every seat's persons (grouped by kind, like a player sorts them on the table)
 * and completed expeditions. The renderer moves each card sprite to its placement.
 */
import { cardDef, cardName } from '../../../shared/games/port-royal/data';
import type { CardId, PersonKind, PortRoyalView } from '../../../shared/games/port-royal/types';
import type { Rect } from '../../table/geometry';
import { CARD_RATIO, type TableLayout } from './layout';

export interface Placement {
  x: number;
  y: number;
  w: number;
  z: number;
}

/** Fighting persons first, then the expedition specialists, then the rest. */
const KIND_ORDER: PersonKind[] = ['sailor', 'pirate', 'settler', 'captain', 'priest', 'jack', 'trader', 'mademoiselle', 'jester', 'admiral', 'governor'];

function kindRank(id: CardId): number {
  const def = cardDef(id);
  return def.kind === 'person' ? KIND_ORDER.indexOf(def.person) : KIND_ORDER.length;
}

/** Persons of one name, in hiring order; groups in a fixed order of kinds. */
export function groupDisplay(display: readonly CardId[]): CardId[][] {
  const groups = new Map<string, CardId[]>();
  for (const id of display) {
    const key = cardName(id);
    const group = groups.get(key);
    if (group) group.push(id);
    else groups.set(key, [id]);
  }
  return [...groups.values()].sort((a, b) => kindRank(a[0] as CardId) - kindRank(b[0] as CardId));
}

/** A "×3" on a stack of identical persons. */
export interface CountBadge {
  x: number;
  y: number;
  size: number;
  count: number;
}

/** Identical persons lie stacked (this much of each card shows beside the next) under one count. */
const STACK_SHOWN = 0.07;
/** The narrowest card whose name still reads; and how much of a stack the next may cover. */
export const MIN_READABLE_W = 46;
const MAX_OVERLAP = 0.6;

function placeSeatCards(out: Map<CardId, Placement>, badges: CountBadge[], area: Rect, display: readonly CardId[], expeditions: readonly CardId[], zBase: number): void {
  const groups = groupDisplay(display);
  const stacks = groups.length;
  if (expeditions.length > 0) groups.push([...expeditions]);
  if (groups.length === 0) return;
  let w = Math.min(area.h / CARD_RATIO, 90);
  // A stack of identical persons takes one card's width (plus a sliver per card); expeditions fan.
  const step = (gi: number) => (gi < stacks ? w * STACK_SHOWN : w * 0.3);
  let gap = w * 0.18;
  const width = () => groups.reduce((sum, g, gi) => sum + w + (g.length - 1) * step(gi), 0) + gap * (groups.length - 1);
  if (width() > area.w) {
    // Cards shrink only when the stacks side by side no longer fit, and not below a readable
    // width (unless the seat's row is lower than that card): past it the stacks overlap instead,
    // each still showing its left part with its name and its count.
    const readable = Math.min(w, MIN_READABLE_W);
    const shrink = area.w / width();
    w = Math.max(w * shrink, readable);
    gap *= shrink;
    if (width() > area.w && groups.length > 1) gap = Math.max((area.w - width() + gap * (groups.length - 1)) / (groups.length - 1), -w * MAX_OVERLAP);
    // A row too narrow even for overlapping stacks (a phone's) shrinks them all to fit it.
    if (width() > area.w) {
      const rest = area.w / width();
      w *= rest;
      gap *= rest;
    }
  }
  const h = w * CARD_RATIO;
  const y = area.y + Math.min(area.h, h) / 2 + Math.max(0, (area.h - h) / 2);
  let x = area.x + w / 2;
  let z = zBase;
  groups.forEach((group, gi) => {
    const dx = step(gi);
    // Completed expeditions sit at the right end of the seat.
    if (expeditions.length > 0 && gi === groups.length - 1) x = Math.max(x, area.x + area.w - w / 2 - (group.length - 1) * dx);
    group.forEach((id, i) => out.set(id, { x: x + i * dx, y, w, z: z++ }));
    if (gi < stacks && group.length > 1) {
      const size = Math.max(9, w * 0.2);
      // On the stack's own visible part when the next stack overlaps it.
      badges.push({ x: x + (group.length - 1) * dx + w / 2 + Math.min(0, gap) - size * 0.55, y: y - h / 2 + size * 0.55, size, count: group.length });
    }
    x += w + (group.length - 1) * dx + gap;
  });
}

export function placeCards(board: PortRoyalView, layout: TableLayout, seatOrder: readonly number[], seatAreas: readonly Rect[], badges: CountBadge[] = []): Map<CardId, Placement> {
  const out = new Map<CardId, Placement>();
  board.expeditionRow.forEach((id, i) => out.set(id, { ...layout.expeditionSlot(i), z: 10 + i }));
  const n = board.discard.length;
  for (let k = Math.max(0, n - 2); k < n; k++) out.set(board.discard[k] as CardId, { ...layout.discard, z: 50 + k - n });
  board.harbor.forEach((id, i) => out.set(id, { ...layout.harborSlot(i), z: 100 + i }));
  seatOrder.forEach((seat, index) => {
    const s = board.seats[seat];
    const area = seatAreas[index];
    if (s && area) placeSeatCards(out, badges, area, s.display, s.expeditions, 200 + index * 40);
  });
  return out;
}
