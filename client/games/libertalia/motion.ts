/**
 * What moves between two views of Libertalia, read from what changed: characters revealed onto
 * the ship (face down from their owner's seat, flipping on the way, one after the other in rank
 * order), new characters dealt from the undealt pile, characters leaving the table, and booty
 * tokens flying from today's space (or a den, or the bag) into a den, or out of one.
 */
import { Container } from 'pixi.js';
import { BOOTY_KINDS } from '../../../shared/games/libertalia/data';
import type { BootyKind, LibertaliaView } from '../../../shared/games/libertalia/types';
import type { CardSpot, MotionPlan } from '../../table/card-layer';
import { easeInOutCubic, easeOutCubic, type Tweener } from '../../table/tween';
import { bootyToken } from './booty-icons';
import { cardSeat } from './cards';
import type { Placed } from './placements';

/** The time between two characters landing on the ship at the reveal. */
export const REVEAL_STEP_MS = 260;
/** After a change has played, the table rests this long so the result can be read before the next. */
export const READ_PAUSE_MS = 450;
const MAX_FLYING_TOKENS = 12;

export interface Spots {
  /** Where a seat's hidden hand is (its name line). */
  handOf(seat: number): CardSpot;
  deck(): CardSpot;
  bag(): { x: number; y: number };
  /** A token of `kind` on the space of `day`. */
  token(day: number, kind: BootyKind): { x: number; y: number; size: number };
  bootyOf(seat: number, kind: BootyKind): { x: number; y: number };
}

export function motionPlan(placed: Placed, mySeat: number | null, spots: Spots): MotionPlan {
  const revealDelay = (id: number) => (placed.shipIndex.get(id) ?? 0) * REVEAL_STEP_MS;
  return {
    enter(id) {
      const seat = cardSeat(id);
      const where = placed.zone.get(id);
      if (where === 'hand' && seat === mySeat) return { from: { ...spots.deck(), faceDown: true } };
      // A character comes out of its owner's hidden hand, face down, and flips on the way.
      return { from: { ...spots.handOf(seat), faceDown: true }, delay: where === 'ship' ? revealDelay(id) : 0 };
    },
    exit(id) {
      return { ...spots.handOf(cardSeat(id)), faceDown: true };
    },
    delay: (id) => (placed.zone.get(id) === 'ship' ? revealDelay(id) : 0),
  };
}

interface Move {
  kind: BootyKind;
  from: { x: number; y: number };
  to: { x: number; y: number };
  fade: boolean;
}

/** Token moves between two views: gains come from today's space, a den that lost them, or the bag. */
function bootyMoves(prev: LibertaliaView, next: LibertaliaView, spots: Spots): Move[] {
  const moves: Move[] = [];
  const sameCampaign = prev.campaign === next.campaign;
  const spaceLost = (kind: BootyKind): number => {
    if (!sameCampaign) return 0;
    const before = prev.board[prev.day - 1]?.tokens ?? [];
    const after = next.board[prev.day - 1]?.tokens ?? [];
    return before.filter((k) => k === kind).length - after.filter((k) => k === kind).length;
  };
  for (const kind of BOOTY_KINDS) {
    const deltas = next.seats.map((seat, n) => seat.booty[kind] - (prev.seats[n]?.booty[kind] ?? 0));
    const losers = deltas.flatMap((d, n) => Array.from({ length: Math.max(0, -d) }, () => n));
    let fromSpace = spaceLost(kind);
    deltas.forEach((delta, seat) => {
      for (let i = 0; i < delta; i++) {
        const to = spots.bootyOf(seat, kind);
        if (fromSpace > 0) {
          fromSpace--;
          moves.push({ kind, from: spots.token(prev.day, kind), to, fade: false });
        } else {
          const loser = losers.shift();
          moves.push({ kind, from: loser === undefined ? spots.bag() : spots.bootyOf(loser, kind), to, fade: false });
        }
      }
    });
    // Tokens given up without a receiver go back to the bag (day of rest) or out of play.
    for (const loser of losers) moves.push({ kind, from: spots.bootyOf(loser, kind), to: spots.bag(), fade: true });
  }
  return moves.slice(0, MAX_FLYING_TOKENS);
}

export class BootyFlights extends Container {
  constructor(private readonly tweener: Tweener) {
    super();
    this.eventMode = 'none';
  }

  /** Flies the tokens that changed hands; returns how long (ms) until the last one lands. */
  play(prev: LibertaliaView, next: LibertaliaView, spots: Spots, size: number): number {
    const moves = bootyMoves(prev, next, spots);
    moves.forEach((move, i) => void this.fly(move, size, i * 90));
    return moves.length === 0 ? 0 : 100 + 650 + (moves.length - 1) * 90;
  }

  private async fly(move: Move, size: number, delay: number): Promise<void> {
    const token = bootyToken(move.kind, size);
    token.position.set(move.from.x, move.from.y);
    token.alpha = 0;
    this.addChild(token);
    // A jump to the current state (resize, rejoin) clears the flights halfway.
    await this.tweener.to(token, { alpha: 1 }, 100, { delay });
    if (token.destroyed) return;
    await this.tweener.to(token.position, { x: move.to.x, y: move.to.y }, 650, { ease: easeInOutCubic });
    if (token.destroyed) return;
    await this.tweener.to(token, { alpha: 0 }, move.fade ? 400 : 160, { ease: easeOutCubic });
    if (!token.destroyed) token.destroy({ children: true });
  }

  clear(): void {
    this.removeChildren().forEach((child) => child.destroy({ children: true }));
  }
}
