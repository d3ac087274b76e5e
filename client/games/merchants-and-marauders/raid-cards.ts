/**
 * A raid's line of cargo cards, drawn alike by the merchant raid (combat panel) and the location
 * raid (module 9's panel): each card with its good, plunder and icon.
 */
import type { Graphics, Text } from 'pixi.js';
import { CARGO, type CargoCard } from '../../../shared/games/merchants-and-marauders/cards';
import { PARCHMENT } from '../../table/icons';
import { goodChip } from './icons';

type Write = (value: string, x: number, y: number, size: number, wrap: number, fill: number, bold?: boolean, ax?: number) => Text;

export interface RaidCardStyle {
  /** Room is kept for at least this many cards, so the cards do not grow as they are drawn. */
  slots: number;
  border: (card: CargoCard) => number;
  iconWords: (card: CargoCard) => string;
}

/** Draws `cards` in a row from (x, top) across `width`; returns the cards' height. */
export function drawRaidCards(bg: Graphics, write: Write, cards: readonly number[], x0: number, top: number, width: number, style: RaidCardStyle): number {
  const count = Math.max(style.slots, cards.length);
  const cardW = Math.min(90, (width - 6 * (count - 1)) / count);
  const cardH = cardW * 1.3;
  cards.forEach((id, i) => {
    const card = CARGO[id];
    if (!card) return;
    const x = x0 + i * (cardW + 6);
    bg.roundRect(x, top, cardW, cardH, 6).fill(PARCHMENT).stroke({ width: 2, color: style.border(card) });
    goodChip(bg, card.good, x + cardW / 2, top + cardH * 0.22, cardW * 0.3);
    write(`${card.good}\n${card.plunder} gold\n${style.iconWords(card)}`, x + cardW / 2, top + cardH * 0.42, Math.max(8, cardW * 0.14), cardW - 4, 0x1d1a16, false, 0.5);
  });
  return cardH;
}
