/**
 * The row under the ship: the booty bag, the six day spaces with the tokens drawn for each day
 * of the campaign (rulebook "Setup": one token per player on each space), and the characters
 * still to be dealt in later campaigns. Today's space is framed in gold; at dusk its tokens are
 * click targets when my character is taking booty.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { BootyKind, DaySpace } from '../../../shared/games/libertalia/types';
import { CARD_W, type CardArt } from '../../table/card';
import { DeckPile } from '../../table/deck-pile';
import { GOLD } from '../../table/icons';
import { bootyToken, drawBag } from './booty-icons';
import type { Rect } from '../../table/geometry';
import type { LibertaliaLayout } from './layout';

const FONT = 'Georgia, serif';
const TAKE = 0x7be0c3;

interface TokenSpot {
  kind: BootyKind;
  x: number;
  y: number;
  size: number;
}

export class DaySpaces extends Container {
  private readonly tiles = new Graphics();
  private readonly bag = new Graphics();
  private readonly bagCount: Text;
  private readonly tokenLayer = new Container();
  private readonly labels = new Container();
  private readonly deck: DeckPile;
  private spots: TokenSpot[][] = [];
  private rects: Rect[] = [];
  private bagSpot = { x: 0, y: 0, w: 0 };
  private lastKey = '';
  private lastTiles = '';

  constructor(art: CardArt) {
    super();
    this.deck = new DeckPile(art);
    this.bagCount = new Text({ text: '', style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0xfff4d6, stroke: { color: 0x000000, width: 3 } } });
    this.bagCount.anchor.set(0.5);
    this.addChild(this.tiles, this.labels, this.bag, this.bagCount, this.deck, this.tokenLayer);
  }

  /**
   * Draws the spaces for `board` (one entry per day; empty before a campaign is set up) with
   * `day` as today; `take` lists the kinds I may take now and what clicking one does.
   */
  update(layout: LibertaliaLayout, board: DaySpace[], day: number, bagCount: number, undealt: number, take: { kinds: BootyKind[]; act: (kind: BootyKind) => void }): void {
    this.rects = layout.daySpaces;
    this.drawTiles(layout, day);
    this.bagCount.text = String(bagCount);
    this.deck.setCount(undealt);
    this.drawTokens(board, day, take);
  }

  private drawTiles(layout: LibertaliaLayout, day: number): void {
    const key = JSON.stringify([layout.daySpaces, layout.bag, layout.deck, day]);
    if (key === this.lastTiles) return;
    this.lastTiles = key;
    const g = this.tiles.clear();
    this.labels.removeChildren().forEach((child) => child.destroy());
    layout.daySpaces.forEach((rect, i) => {
      const today = i === day - 1;
      const past = i < day - 1;
      g.roundRect(rect.x, rect.y, rect.w, rect.h, 8).fill({ color: 0x0a2c3a, alpha: past ? 0.3 : 0.6 });
      g.roundRect(rect.x, rect.y, rect.w, rect.h, 8).stroke({ width: today ? 3 : 1, color: today ? GOLD : 0x5aa0b4, alpha: today ? 1 : 0.4 });
      const label = new Text({ text: `${i + 1}`, style: { fontFamily: FONT, fontSize: Math.max(9, rect.h * 0.2), fontWeight: 'bold', fill: today ? GOLD : 0x9fb6c0 } });
      label.position.set(rect.x + 4, rect.y + 2);
      this.labels.addChild(label);
    });
    this.bagSpot = layout.bag;
    this.bag.clear();
    drawBag(this.bag, layout.bag.x, layout.bag.y, layout.bag.w * 0.9);
    this.bagCount.position.set(layout.bag.x, layout.bag.y + layout.bag.w * 0.15);
    this.deck.position.set(layout.deck.x, layout.deck.y);
    this.deck.scale.set(layout.deck.w / CARD_W);
  }

  private drawTokens(board: DaySpace[], day: number, take: { kinds: BootyKind[]; act: (kind: BootyKind) => void }): void {
    const key = JSON.stringify([board, this.rects, day, take.kinds]);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.tokenLayer.removeChildren().forEach((child) => child.destroy({ children: true }));
    this.spots = this.rects.map((rect, i) => tokenSpots(rect, board[i]?.tokens ?? []));
    this.spots.forEach((spots, i) => {
      // Only today's space is shared out at dusk.
      const today = i === day - 1;
      for (const spot of spots) {
        const token = bootyToken(spot.kind, spot.size);
        token.position.set(spot.x, spot.y);
        if (today && take.kinds.includes(spot.kind)) {
          const ring = new Graphics().circle(0, 0, spot.size * 0.62).stroke({ width: 3, color: TAKE });
          token.addChildAt(ring, 0);
          token.eventMode = 'static';
          token.cursor = 'pointer';
          token.on('pointertap', () => take.act(spot.kind));
        }
        this.tokenLayer.addChild(token);
      }
    });
  }

  /** Where a token of `kind` lies on the space of `day` (or the space's centre), in scene coordinates. */
  tokenPoint(day: number, kind: BootyKind): { x: number; y: number; size: number } {
    const spot = this.spots[day - 1]?.find((s) => s.kind === kind);
    if (spot) return spot;
    const rect = this.rects[day - 1] ?? this.rects[0] ?? { x: 0, y: 0, w: 0, h: 0 };
    return { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2, size: Math.min(rect.h * 0.5, 24) };
  }

  bagPoint(): { x: number; y: number } {
    return { x: this.bagSpot.x, y: this.bagSpot.y };
  }

  /** The top of the undealt characters (new hands are dealt from here). */
  deckSpot(): { x: number; y: number; w: number } {
    return { x: this.deck.x + this.deck.topOffset(), y: this.deck.y + this.deck.topOffset(), w: this.deck.scale.x * CARD_W };
  }
}

/** Up to six tokens in one or two rows inside a day space, below its number. */
function tokenSpots(rect: Rect, tokens: readonly BootyKind[]): TokenSpot[] {
  const n = tokens.length;
  if (n === 0) return [];
  const rows = n > 3 && rect.w / rect.h < 2.6 ? 2 : 1;
  const cols = Math.ceil(n / rows);
  const top = rect.y + rect.h * 0.12;
  const h = rect.h * 0.86;
  const size = Math.max(10, Math.min(h / rows - 3, (rect.w - 8) / cols - 3, 30));
  return tokens.map((kind, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const col = i % cols;
    const rowW = inRow * (size + 3) - 3;
    const x = rect.x + (rect.w - rowW) / 2 + size / 2 + col * (size + 3);
    const y = top + (h / rows) * (row + 0.5);
    return { kind, x, y, size };
  });
}
