/**
 * A seat's panel: its badge in its colour, its doubloons, its tie-breaker, and its card holder
 * with the six ship names. A ship's card shows face down until that ship's bids are revealed
 * (then it flips), face up at once on my own holder; the winner's card is ringed in gold.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { SHIP_COUNT, THIEF } from '../../../shared/games/caribbean/data';
import type { CaribbeanView, CardId, MineView } from '../../../shared/games/caribbean/types';
import { CoinCounter } from '../../table/coin-counter';
import { GOLD } from '../../table/icons';
import { SeatBadge, type SeatBadgeInfo } from '../../table/seat-badge';
import { easeOutCubic, type Tweener } from '../../table/tween';
import type { Rect } from '../../table/geometry';
import { drawCardFrame, drawThief } from './pieces';
import { FONT, MUTED, seatColour } from './theme';
import { cardShort, shipName } from './words';

/** What one card slot shows: nothing, a card back, or a card face (with its frame colour). */
interface SlotLook {
  card: CardId | null;
  faceUp: boolean;
  border: number;
  dim: boolean;
}

class CardSlot extends Container {
  readonly frame = new Graphics();
  readonly value = new Text({ text: '', style: { fontFamily: FONT, fontWeight: 'bold', fill: 0x3b230d, fontSize: 14 } });
  readonly caption = new Text({ text: '', style: { fontFamily: FONT, fill: MUTED, fontSize: 9 } });
  private key = '';

  constructor() {
    super();
    this.value.anchor.set(0.5);
    this.caption.anchor.set(0.5, 1);
    this.addChild(this.frame, this.value, this.caption);
  }

  /** Returns true when the card turned face up now (for the flip). */
  show(look: SlotLook, w: number, h: number, captionText: string, captionSize: number): boolean {
    if (this.caption.text !== captionText) this.caption.text = captionText;
    if (this.caption.style.fontSize !== captionSize) this.caption.style.fontSize = captionSize;
    this.caption.position.set(0, -h / 2 - 1);
    const key = JSON.stringify([look, w, h]);
    if (key === this.key) return false;
    const wasUp = this.key !== '' && (JSON.parse(this.key) as [SlotLook])[0].faceUp;
    this.key = key;
    const g = this.frame.clear();
    this.value.text = '';
    if (look.card === null) {
      g.roundRect(-w / 2, -h / 2, w, h, Math.max(2, w * 0.14)).stroke({ width: 1, color: MUTED, alpha: 0.35 });
      return false;
    }
    drawCardFrame(g, w, h, look.faceUp, look.border, look.border === GOLD ? 3 : 1.5);
    if (look.faceUp) {
      if (look.card === THIEF) {
        drawThief(g, Math.min(w, h) * 0.62);
      } else {
        this.value.text = cardShort(look.card);
        this.value.style.fontSize = Math.max(9, Math.min(w * 0.62, h * 0.5));
      }
    }
    this.alpha = look.dim ? 0.55 : 1;
    return look.faceUp && !wasUp;
  }
}

export class SeatPanel extends Container {
  private readonly badge = new SeatBadge();
  private readonly stripe = new Graphics();
  private readonly coins: CoinCounter;
  private readonly holder = new Container();
  private readonly slots: CardSlot[] = [];
  private readonly tieSlot = new CardSlot();
  private readonly status = new Text({ text: '', style: { fontFamily: FONT, fill: MUTED, fontSize: 11 } });
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };

  constructor(private readonly tweener: Tweener) {
    super();
    this.coins = new CoinCounter(tweener, 18);
    for (let i = 0; i < SHIP_COUNT; i++) {
      const slot = new CardSlot();
      this.slots.push(slot);
      this.holder.addChild(slot);
    }
    this.holder.addChild(this.tieSlot);
    this.addChild(this.badge, this.stripe, this.coins, this.status, this.holder);
  }

  setRect(rect: Rect): void {
    this.rect = rect;
    this.position.set(rect.x, rect.y);
    const header = Math.min(28, Math.max(20, rect.h * 0.2));
    this.badge.setBox(rect.w, rect.h, header, rect.w - 20);
  }

  update(board: CaribbeanView, seat: number, mine: MineView | undefined, info: SeatBadgeInfo, animate: boolean): void {
    const { w, h } = this.rect;
    const header = Math.min(28, Math.max(20, h * 0.2));
    this.badge.setInfo(info);
    this.stripe.clear().roundRect(4, header + 2, 6, h - header - 8, 3).fill(seatColour(seat));
    const st = board.seats[seat];
    if (!st) return;
    this.coins.position.set(16, header + 2);
    this.coins.setValue(st.money, animate);
    this.status.text = this.statusText(board, seat);
    this.status.position.set(16 + 90, header + 4);
    this.status.visible = w > 150;

    // The holder: six ships and the tie-breaker, in one row under the money.
    const top = header + 26;
    const gap = 4;
    const slotW = Math.min(44, (w - 22 - gap * SHIP_COUNT) / (SHIP_COUNT + 1));
    const captionSize = Math.max(7, Math.min(10, slotW * 0.27));
    const slotH = Math.max(14, Math.min(slotW * 1.5, h - top - captionSize - 8));
    const y = top + captionSize + 2 + slotH / 2;
    for (let ship = 0; ship < SHIP_COUNT; ship++) {
      const slot = this.slots[ship] as CardSlot;
      slot.position.set(16 + slotW / 2 + ship * (slotW + gap), y);
      const name = shipName(ship);
      const flipped = slot.show(this.shipLook(board, seat, mine, ship), slotW, slotH, slotW >= 30 ? name : name.slice(0, 3), captionSize);
      if (flipped && animate) this.flip(slot, ship * 40);
    }
    const tie = this.tieSlot;
    tie.position.set(16 + slotW / 2 + SHIP_COUNT * (slotW + gap) + gap, y);
    const tieFlipped = tie.show(this.tieLook(board, seat, mine), slotW, slotH, slotW >= 30 ? 'Tie' : 'T-b', captionSize);
    if (tieFlipped && animate) this.flip(tie, 0);
  }

  private statusText(board: CaribbeanView, seat: number): string {
    const st = board.seats[seat];
    if (!st || board.phase === 'over') return '';
    if (board.phase === 'bidding') return st.hasBid ? 'has bribed' : 'bribing…';
    if (board.phase === 'tie' && board.resolutions[board.current]?.tieSeats.includes(seat)) {
      if (st.tieBreakerState === 'up') return 'tied, tie-breaker spent';
      return st.hasChosenTie ? 'has decided' : 'tied: deciding…';
    }
    if (board.phase === 'sailing' && board.sailing.seat === seat) return `sails the ${shipName(board.sailing.ship)}`;
    return '';
  }

  private shipLook(board: CaribbeanView, seat: number, mine: MineView | undefined, ship: number): SlotLook {
    const res = board.resolutions[ship];
    const st = board.seats[seat];
    const current = board.current === ship && board.phase !== 'bidding';
    const winner = res?.winner === seat && res.outcome === 'sailed';
    const border = winner ? GOLD : current ? 0x7be0c3 : 0x3b230d;
    const revealed = res?.revealed ? res.bids[seat] : undefined;
    if (revealed !== undefined && revealed >= 0) return { card: revealed, faceUp: true, border, dim: false };
    if (!st?.hasBid) return { card: null, faceUp: false, border, dim: false };
    const own = mine?.bids[ship];
    // My own cards show face up on my holder, dimmed until the ship's bids are revealed.
    if (own !== undefined) return { card: own, faceUp: true, border, dim: true };
    return { card: -1, faceUp: false, border, dim: false };
  }

  private tieLook(board: CaribbeanView, seat: number, mine: MineView | undefined): SlotLook {
    const st = board.seats[seat];
    if (!st?.hasBid) return { card: null, faceUp: false, border: 0x3b230d, dim: false };
    if (st.tieBreakerState === 'up') return { card: st.tieBreaker, faceUp: true, border: 0x3b230d, dim: true };
    const shownDown = st.tieBreakerState === 'down';
    if (mine && mine.tieBreaker >= 0) return { card: mine.tieBreaker, faceUp: true, border: shownDown ? 0xd9a441 : 0x3b230d, dim: true };
    return { card: -1, faceUp: false, border: shownDown ? 0xd9a441 : 0x3b230d, dim: false };
  }

  /** A card turning face up: it narrows to its edge and opens again. */
  private flip(slot: CardSlot, delay: number): void {
    slot.scale.x = 0.05;
    void this.tweener.to(slot.scale, { x: 1 }, 320, { ease: easeOutCubic, delay });
  }
}
