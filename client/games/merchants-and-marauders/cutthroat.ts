/**
 * Seas of Glory variant 5 "Cutthroat" and variant 2 "It'll cost ya!" on the table: the flipped
 * captain card on a seat's board (a card back over the captain's flag, and a line saying so), the
 * off-turn scouting prompt and its two answers, the extra captain for gold at setup.
 */
import type { Graphics } from 'pixi.js';
import type { ActionDescription, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import type { MmBoard } from './words';

/** Seats whose captain card is flipped (an off-turn scouting attempt since their last turn). */
export function flippedSeats(board: Pick<MmBoard, 'seas'>): number[] {
  return board.seas?.cutthroat?.flipped ?? [];
}

/** A captain card lying face down, tilted, centred on (x, y), `size` tall. */
export function drawFlippedCard(g: Graphics, x: number, y: number, size: number): void {
  const w = size * 0.7;
  const h = size;
  g.roundRect(x - w / 2, y - h / 2, w, h, 2).fill(0x6b3f1f).stroke({ width: 1, color: 0xf3d9a4 });
  g.moveTo(x - w / 2 + 2, y - h / 2 + 2).lineTo(x + w / 2 - 2, y + h / 2 - 2).stroke({ width: 1, color: 0xf3d9a4, alpha: 0.7 });
  g.moveTo(x + w / 2 - 2, y - h / 2 + 2).lineTo(x - w / 2 + 2, y + h / 2 - 2).stroke({ width: 1, color: 0xf3d9a4, alpha: 0.7 });
}

/** The turn prompt while captains decide whether to scout off-turn (undefined otherwise). */
export function cutthroatPrompt(view: TableView, board: MmBoard): string | undefined {
  const c = board.seas?.cutthroat;
  if (!c || c.target < 0 || c.asking.length === 0) return undefined;
  const target = c.target === view.mySeat ? 'you' : view.seatName(c.target);
  if (c.asking[0] === view.mySeat) {
    return `${target === 'you' ? 'You' : target} sailed into your zone: try off-turn scouting for them? (Your captain card flips: 2 actions less next turn.)`;
  }
  return `${view.seatName(c.asking[0]!)} decides on off-turn scouting for ${target}…`;
}

/** Labels of the two variants' actions (undefined for any other action). */
export function cutthroatActionWords(action: Action): ActionDescription | undefined {
  if (action.type === 'off-turn-scout') {
    return action.scout === true
      ? { label: 'Scout for them off-turn (flip your captain card: 2 actions less next turn)', order: 1, tone: 'warning' }
      : { label: 'Let them pass', order: 2 };
  }
  if (action.type === 'buy-captain') return { label: 'Draw another captain for 2 gold (from your starting gold)', order: 99 };
  return undefined;
}
