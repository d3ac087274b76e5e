/**
 * One seat of Port Royal: the seat badge with coins, influence and sabers on its name line,
 * and below it the area where that seat's persons and completed expeditions lie (the cards
 * themselves belong to the renderer's card layer, so they can travel between zones).
 */
import { Container } from 'pixi.js';
import type { SeatView } from '../../../shared/games/port-royal/types';
import { CoinCounter } from '../../table/coin-counter';
import { sabers, shield } from '../../table/icons';
import { Stat } from '../../table/stat';
import { SeatBadge, type SeatBadgeInfo } from '../../table/seat-badge';
import type { Tweener } from '../../table/tween';
import type { Rect } from '../../table/geometry';

export class SeatPanel extends Container {
  private readonly badge = new SeatBadge();
  private readonly coins: CoinCounter;
  private readonly influence: Stat;
  private readonly swords: Stat;
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private header = 20;
  private iconSize = 16;

  constructor(tweener: Tweener) {
    super();
    this.coins = new CoinCounter(tweener, 16);
    this.influence = new Stat((g, s) => shield(g, s / 2, s / 2, s * 0.85), tweener);
    this.swords = new Stat((g, s) => sabers(g, s / 2, s / 2, s * 0.95), tweener);
    this.addChild(this.badge, this.coins, this.influence, this.swords);
  }

  setRect(rect: Rect): void {
    this.rect = rect;
    this.position.set(rect.x, rect.y);
    this.header = Math.max(18, Math.min(28, rect.h * 0.24));
    this.iconSize = Math.round(this.header * 0.62);
    const statsWidth = this.iconSize * 8.2;
    this.badge.setBox(rect.w, rect.h, this.header, rect.w - statsWidth - 16);
    const y = (this.header - this.iconSize) / 2 + 2;
    this.coins.scale.set(this.iconSize / 16);
    this.influence.setIconSize(this.iconSize);
    this.swords.setIconSize(this.iconSize);
    const step = this.iconSize * 2.7;
    this.coins.position.set(rect.w - step * 3 - 2, y);
    this.influence.position.set(rect.w - step * 2 - 2, y);
    this.swords.position.set(rect.w - step - 2, y);
  }

  update(seat: SeatView, info: SeatBadgeInfo, animate: boolean): void {
    this.badge.setInfo(info);
    this.coins.setValue(seat.coinCount, animate);
    this.influence.set(seat.influence, animate);
    this.swords.set(seat.sabers, animate);
  }

  /** Where this seat's coins are, in scene coordinates (spent coins fly from here). */
  coinPoint(): { x: number; y: number } {
    return { x: this.rect.x + this.coins.x + this.iconSize / 2, y: this.rect.y + this.coins.y + this.iconSize / 2 };
  }

  /** The area for this seat's cards, in scene coordinates. */
  cardsArea(): Rect {
    const pad = 6;
    return { x: this.rect.x + pad + 2, y: this.rect.y + this.header + 4, w: this.rect.w - 2 * pad - 4, h: this.rect.h - this.header - 4 - pad };
  }
}
