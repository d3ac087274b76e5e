/**
 * Every visible card of a table as a sprite keyed by card id. Each update gives the target of
 * every visible card; a card already on the table glides to its new place, a card that appears
 * comes from where the game says (usually the deck, flipping face up on the way), and a card
 * that leaves flies to where it went (usually the discard pile) and disappears there. Without
 * animation (first render, rejoin, resize) everything simply is where it belongs.
 */
import { Container } from 'pixi.js';
import { CARD_W, CardSprite, type CardArt } from './card';
import { easeInOutCubic, type Tweener } from './tween';

export interface CardSpot {
  x: number;
  y: number;
  w: number;
}

export interface CardTarget extends CardSpot {
  z: number;
}

export interface CardMotion {
  /** Where an entering card starts, and whether face down (it flips on the way). */
  from: CardSpot & { faceDown: boolean };
  /** Stops on the way (a busting ship shows in the harbor before it sinks). */
  via?: CardSpot[];
  delay?: number;
}

export interface MotionPlan {
  enter(id: number): CardMotion;
  /** Where a leaving card goes; face down when it returns to a deck. */
  exit(id: number): CardSpot & { faceDown: boolean; delay?: number };
  /** Extra wait before a card already on the table moves. */
  delay?(id: number): number;
}

const FLY_MS = 520;
const FLYING_Z = 1000;

export class CardLayer extends Container {
  private readonly sprites = new Map<number, CardSprite>();
  /** Bumped on every move, so a finished flight does not undo a newer one's z-order. */
  private readonly generation = new Map<CardSprite, number>();

  constructor(private readonly art: CardArt, private readonly tweener: Tweener) {
    super();
    this.sortableChildren = true;
  }

  sprite(id: number): CardSprite | undefined {
    return this.sprites.get(id);
  }

  all(): IterableIterator<CardSprite> {
    return this.sprites.values();
  }

  /** Returns how many cards started moving. */
  sync(targets: Map<number, CardTarget>, animate: boolean, plan: MotionPlan): number {
    let entering = 0;
    let moving = 0;
    for (const [id, target] of targets) {
      let sprite = this.sprites.get(id);
      if (!sprite) {
        sprite = new CardSprite(id, this.art, true);
        this.sprites.set(id, sprite);
        this.addChild(sprite);
        if (animate) {
          const motion = plan.enter(id);
          place(sprite, motion.from);
          sprite.showFace(!motion.from.faceDown);
          void this.fly(sprite, [...(motion.via ?? []), target], target.z, (motion.delay ?? 0) + entering++ * 130, true);
          moving++;
          continue;
        }
      }
      if (animate && moved(sprite, target)) {
        void this.fly(sprite, [target], target.z, plan.delay?.(id) ?? 0, true);
        moving++;
      } else if (!animate || !this.generation.has(sprite)) {
        sprite.stopMotion(this.tweener);
        this.generation.delete(sprite);
        place(sprite, target);
        sprite.showFace(true);
        sprite.zIndex = target.z;
      }
    }
    let leaving = 0;
    for (const [id, sprite] of [...this.sprites]) {
      if (targets.has(id)) continue;
      this.sprites.delete(id);
      sprite.eventMode = 'none';
      sprite.setHighlight(null);
      if (!animate) {
        this.discard(sprite);
        continue;
      }
      const exit = plan.exit(id);
      void this.fly(sprite, [exit], FLYING_Z, (exit.delay ?? 0) + leaving++ * 70, !exit.faceDown).then(() => this.discard(sprite));
      moving++;
    }
    return moving;
  }

  /** A face-down card flying from one spot to another and vanishing (coins changing hands). */
  async flyBack(from: CardSpot, to: CardSpot, delay: number): Promise<void> {
    const sprite = new CardSprite(0, this.art, false);
    place(sprite, from);
    sprite.zIndex = FLYING_Z + 50;
    sprite.alpha = 0;
    this.addChild(sprite);
    await this.tweener.to(sprite, { alpha: 1 }, 80, { delay });
    // The layer may be gone meanwhile (the table left, the page moved on): a destroyed sprite has
    // no position or scale left to move.
    if (sprite.destroyed) return;
    await Promise.all([
      this.tweener.to(sprite.position, { x: to.x, y: to.y }, FLY_MS, { ease: easeInOutCubic }),
      this.tweener.to(sprite.scale, { x: sprite.scale.x * (to.w / from.w), y: sprite.scale.y * (to.w / from.w) }, FLY_MS),
    ]);
    if (sprite.destroyed) return;
    await this.tweener.to(sprite, { alpha: 0 }, 120);
    if (!sprite.destroyed) sprite.destroy({ children: true });
  }

  private async fly(sprite: CardSprite, path: (CardSpot & { z?: number })[], finalZ: number, delay: number, faceUp: boolean): Promise<void> {
    const gen = (this.generation.get(sprite) ?? 0) + 1;
    this.generation.set(sprite, gen);
    if (delay > 0) await this.tweener.wait(delay);
    if (this.generation.get(sprite) !== gen || sprite.destroyed) return;
    sprite.zIndex = FLYING_Z + gen;
    const flip = sprite.faceUp !== faceUp ? sprite.flip(faceUp, this.tweener) : Promise.resolve();
    for (const [i, spot] of path.entries()) {
      const scale = spot.w / CARD_W;
      await Promise.all([
        this.tweener.to(sprite.position, { x: spot.x, y: spot.y }, FLY_MS, { ease: easeInOutCubic }),
        this.tweener.to(sprite.scale, { x: scale, y: scale }, FLY_MS, { ease: easeInOutCubic }),
      ]);
      if (this.generation.get(sprite) !== gen || sprite.destroyed) return;
      // A pause at each stop on the way, so the player sees the card there.
      if (i < path.length - 1) await this.tweener.wait(650);
    }
    await flip;
    if (this.generation.get(sprite) !== gen || sprite.destroyed) return;
    sprite.zIndex = finalZ;
    this.generation.delete(sprite);
  }

  private discard(sprite: CardSprite): void {
    if (sprite.destroyed) return;
    sprite.stopMotion(this.tweener);
    this.generation.delete(sprite);
    sprite.destroy({ children: true });
  }

  clear(): void {
    for (const sprite of this.sprites.values()) this.discard(sprite);
    this.sprites.clear();
  }
}

function place(sprite: CardSprite, spot: CardSpot): void {
  sprite.position.set(spot.x, spot.y);
  sprite.setWidth(spot.w);
}

function moved(sprite: CardSprite, target: CardTarget): boolean {
  return Math.abs(sprite.x - target.x) > 0.5 || Math.abs(sprite.y - target.y) > 0.5 || Math.abs(sprite.scale.x * CARD_W - target.w) > 0.5;
}
