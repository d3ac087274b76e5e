/**
 * A large copy of a small card while the pointer rests on it, so the persons in a seat's
 * display can be read without squinting. It appears beside the card, inside the table.
 * On a touch screen there is no hovering: holding a finger on the card shows it while the
 * finger stays, and that long press never counts as a tap (it reads, it does not play).
 */
import { Container, Sprite, type FederatedPointerEvent } from 'pixi.js';
import { CARD_H, CARD_W, type CardArt, type CardSprite } from './card';
import type { Tweener } from './tween';

/** Cards drawn at least this wide are readable as they are. */
const READABLE_WIDTH = 100;
const PREVIEW_SCALE = 1.15;
/** How long a finger rests on a card before it shows large. */
const LONG_PRESS_MS = 380;

export class CardPreview extends Container {
  private readonly face = new Sprite();
  /** The table's size (not `bounds`: a Container's `bounds` is Pixi's own, read by getBounds). */
  private table = { width: 0, height: 0 };
  private showing: CardSprite | null = null;
  private readonly always = new WeakMap<CardSprite, boolean>();
  private pressTimer = 0;
  /** The card a long press showed: the tap that ends the press is not a play. */
  private pressed: CardSprite | null = null;

  constructor(private readonly art: CardArt, private readonly tweener: Tweener) {
    super();
    this.face.anchor.set(0.5);
    this.addChild(this.face);
    this.eventMode = 'none';
    this.alpha = 0;
    this.visible = false;
  }

  resize(width: number, height: number): void {
    this.table = { width, height };
  }

  /**
   * Lets the pointer rest on `card` (or a finger hold it) to see it large; `always` also for
   * a card drawn large enough to read (a hand, where the text of a card under the pointer
   * is what the player wants in full).
   */
  attach(card: CardSprite, always = false): void {
    this.always.set(card, always);
    for (const event of ['pointerover', 'pointerout', 'pointerdown', 'pointerup', 'pointerupoutside', 'pointercancel'] as const) card.removeAllListeners(event);
    if (card.eventMode === 'none') card.eventMode = 'static';
    card.on('pointerover', (e: FederatedPointerEvent) => {
      if (e.pointerType === 'mouse') this.show(card);
    });
    card.on('pointerout', () => this.hide(card));
    card.on('pointerdown', (e: FederatedPointerEvent) => {
      if (e.pointerType === 'mouse') return;
      window.clearTimeout(this.pressTimer);
      this.pressTimer = window.setTimeout(() => {
        if (this.show(card)) this.pressed = card;
      }, LONG_PRESS_MS);
    });
    const release = () => {
      window.clearTimeout(this.pressTimer);
      this.hide(card);
    };
    card.on('pointerup', release);
    card.on('pointerupoutside', release);
    card.on('pointercancel', release);
    // Registered before any play on this card (the renderers add theirs after attaching).
    card.on('pointertap', (e: FederatedPointerEvent) => {
      if (this.pressed !== card) return;
      this.pressed = null;
      e.stopImmediatePropagation();
    });
  }

  /** Shows `card` large when it is drawn too small to read; says whether it did. */
  private show(card: CardSprite): boolean {
    const shown = card.scale.x * CARD_W;
    if ((shown >= READABLE_WIDTH && !this.always.get(card)) || !card.faceUp) return false;
    this.showing = card;
    this.label = `card-preview:${card.cardId}`;
    this.face.texture = this.art.front(card.cardId);
    this.face.width = CARD_W * PREVIEW_SCALE;
    this.face.height = CARD_H * PREVIEW_SCALE;
    const w = CARD_W * PREVIEW_SCALE;
    const h = CARD_H * PREVIEW_SCALE;
    const right = card.x + shown / 2 + 12 + w / 2;
    const x = right + w / 2 < this.table.width ? right : card.x - shown / 2 - 12 - w / 2;
    const y = Math.min(Math.max(card.y, h / 2 + 6), this.table.height - h / 2 - 6);
    this.position.set(x, y);
    this.visible = true;
    void this.tweener.to(this, { alpha: 1 }, 120);
    return true;
  }

  private hide(card: CardSprite): void {
    if (this.showing !== card) return;
    this.showing = null;
    void this.tweener.to(this, { alpha: 0 }, 120).then(() => {
      if (!this.showing) this.visible = false;
    });
  }
}
