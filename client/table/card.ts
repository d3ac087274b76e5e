/**
 * A playing card on the table: a face and a back, drawn once into textures (card art is
 * procedural, see each game's card-face.ts) and shared by every sprite of the same look.
 * The card's position is its centre; its size is a uniform scale of the base size, so a card
 * can glide from the harbor to a small seat display and shrink on the way. Flipping squeezes
 * an inner container horizontally, swapping face and back at the midpoint.
 */
import { Container, Graphics, Sprite, type Renderer, type Texture } from 'pixi.js';
import { easeInQuad, easeOutCubic, type Tweener } from './tween';

/** Every card face is painted at this size; on the table cards are scaled from it. */
export const CARD_W = 140;
export const CARD_H = 196;
export const CARD_RADIUS = 12;

export interface CardPainter {
  /** Cards that look the same share a key (and a texture). */
  key(id: number): string;
  front(id: number): Container;
  back(): Container;
  /** Named parts of a face, in face coordinates (0..CARD_W, 0..CARD_H): what must stay readable (see probe.ts). */
  parts?(id: number): Record<string, { x: number; y: number; w: number; h: number }>;
}

/** Renders each distinct face once, at twice the base size so scaled cards stay sharp. */
export class CardArt {
  private faces = new Map<string, Texture>();
  private backTexture: Texture | null = null;

  constructor(private readonly renderer: Renderer, private readonly painter: CardPainter) {}

  /** A face's named parts (none unless its painter names them). */
  parts(id: number): Record<string, { x: number; y: number; w: number; h: number }> {
    return this.painter.parts?.(id) ?? {};
  }

  front(id: number): Texture {
    const key = this.painter.key(id);
    let texture = this.faces.get(key);
    if (!texture) {
      texture = this.bake(this.painter.front(id));
      this.faces.set(key, texture);
    }
    return texture;
  }

  back(): Texture {
    this.backTexture ??= this.bake(this.painter.back());
    return this.backTexture;
  }

  private bake(art: Container): Texture {
    const texture = this.renderer.generateTexture({ target: art, resolution: 2, antialias: true });
    art.destroy({ children: true });
    return texture;
  }

  destroy(): void {
    for (const texture of this.faces.values()) texture.destroy(true);
    this.backTexture?.destroy(true);
    this.faces.clear();
  }
}

export class CardSprite extends Container {
  readonly cardId: number;
  faceUp: boolean;
  private readonly flipper = new Container();
  private readonly faceSprite: Sprite;
  private readonly backSprite: Sprite;
  private readonly glow = new Graphics();

  constructor(cardId: number, private readonly art: CardArt, faceUp: boolean) {
    super();
    this.cardId = cardId;
    this.faceUp = faceUp;
    this.label = `card:${cardId}`;
    const shadow = new Graphics().roundRect(-CARD_W / 2 + 3, -CARD_H / 2 + 5, CARD_W, CARD_H, CARD_RADIUS).fill({ color: 0x000000, alpha: 0.35 });
    this.faceSprite = centred(new Sprite(art.front(cardId)));
    this.backSprite = centred(new Sprite(art.back()));
    this.flipper.addChild(shadow, this.faceSprite, this.backSprite);
    this.glow.visible = false;
    this.addChild(this.glow, this.flipper);
    this.showFace(faceUp);
  }

  /** Sets the on-table width (the height follows the card's proportions). */
  setWidth(width: number): void {
    this.scale.set(width / CARD_W);
  }

  /**
   * The card itself (`card`, without its glow and shadow) and its face's named parts, around
   * the card's centre (probe.ts); a face-down card shows no parts of its face.
   */
  probeParts(): Record<string, { x: number; y: number; w: number; h: number }> {
    const card = { x: -CARD_W / 2, y: -CARD_H / 2, w: CARD_W, h: CARD_H };
    if (!this.faceUp) return { card };
    const parts = this.art.parts(this.cardId);
    return { card, ...Object.fromEntries(Object.entries(parts).map(([name, r]) => [name, { ...r, x: r.x - CARD_W / 2, y: r.y - CARD_H / 2 }])) };
  }

  showFace(up: boolean): void {
    this.faceUp = up;
    this.faceSprite.visible = up;
    this.backSprite.visible = !up;
  }

  async flip(up: boolean, tweener: Tweener, ms = 360): Promise<void> {
    if (up === this.faceUp) return;
    await tweener.to(this.flipper.scale, { x: 0 }, ms / 2, { ease: easeInQuad });
    // Destroyed halfway (the table left): nothing is left to turn.
    if (this.destroyed) return;
    this.showFace(up);
    await tweener.to(this.flipper.scale, { x: 1 }, ms / 2, { ease: easeOutCubic });
  }

  /** Stops any movement or flip where it is, and unsqueezes the card. */
  stopMotion(tweener: Tweener): void {
    tweener.kill(this);
    tweener.kill(this.position);
    tweener.kill(this.scale);
    tweener.kill(this.flipper.scale);
    this.flipper.scale.x = 1;
  }

  /** Outlines the card as a click target (or as the card that matters now). */
  setHighlight(color: number | null): void {
    this.glow.clear();
    this.glow.visible = color !== null;
    if (color === null) return;
    const pad = 7;
    this.glow
      .roundRect(-CARD_W / 2 - pad, -CARD_H / 2 - pad, CARD_W + pad * 2, CARD_H + pad * 2, CARD_RADIUS + pad)
      .stroke({ width: 10, color, alpha: 0.35 })
      .roundRect(-CARD_W / 2 - 3, -CARD_H / 2 - 3, CARD_W + 6, CARD_H + 6, CARD_RADIUS + 3)
      .stroke({ width: 5, color });
  }
}

function centred(sprite: Sprite): Sprite {
  sprite.anchor.set(0.5);
  sprite.width = CARD_W;
  sprite.height = CARD_H;
  return sprite;
}
