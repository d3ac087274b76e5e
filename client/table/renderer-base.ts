/**
 * What every game's renderer does the same way: it keeps the canvas size and the last view
 * (a resize draws that view again, without animating), draws nothing on an empty canvas, and
 * animates a change only from a board it has drawn before (a first render or a rejoin jumps).
 * A game writes `draw` and keeps `prev`, the board its next change animates from.
 */
import { Container } from 'pixi.js';
import type { GameRenderer, GameWords, TableHost, TableView } from './renderer';

export abstract class RendererBase<Board> implements GameRenderer {
  readonly scene = new Container();
  abstract readonly words: GameWords;
  protected width = 0;
  protected height = 0;
  /** The view drawn last (drawn again at a resize). */
  protected last: TableView | null = null;
  /** The board drawn last: the next change animates from it (null: nothing drawn yet). */
  protected prev: Board | null = null;

  constructor(protected readonly host: TableHost) {}

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.resized(width, height);
    // Everything snaps to the new size; nothing is replayed.
    if (this.last) this.render(this.last, false);
  }

  update(view: TableView, animate: boolean): number {
    return this.render(view, animate && this.prev !== null);
  }

  private render(view: TableView, animate: boolean): number {
    this.last = view;
    if (this.width <= 0 || this.height <= 0) return 0;
    return this.draw(view, animate);
  }

  /** A game's own reaction to a new canvas size, before the last view is drawn again. */
  protected resized(_width: number, _height: number): void {}

  /**
   * Draws `view` (animating from `prev` when `animate`) and returns how long (ms) its
   * animation wants the table before the next change is drawn.
   */
  protected abstract draw(view: TableView, animate: boolean): number;

  destroy(): void {
    this.scene.destroy({ children: true });
  }
}
