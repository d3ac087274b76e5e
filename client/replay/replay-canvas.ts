/**
 * The replay's board: a Pixi canvas with the game's own renderer, fed one TableView per step.
 * Nothing can be played from it (its host's `act` and `propose` do nothing).
 */
import { Application, Container, UPDATE_PRIORITY } from 'pixi.js';
import { h } from '../ui/dom';
import { Moments } from '../table/moments';
import type { GameRenderer, RendererFactory, TableView } from '../table/renderer';
import { Tweener } from '../table/tween';

const TABLE_GREEN = 0x0d3a4a;

export class ReplayCanvas {
  readonly stage: HTMLElement;
  /** Where a game puts its own DOM controls; kept hidden in a replay. */
  readonly controls: HTMLElement;
  private app: Application | null = null;
  private tweener: Tweener | null = null;
  private renderer: GameRenderer | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private framesToDraw = 0;
  private destroyed = false;

  constructor(private readonly factory: RendererFactory) {
    this.stage = h('div', { class: 'stage', 'data-testid': 'stage' });
    this.controls = h('div', { class: 'game-controls', hidden: true, inert: true });
  }

  get words() {
    return this.renderer?.words ?? null;
  }

  /** Creates the canvas once the stage is in the page (Pixi sizes it to the stage). */
  async start(): Promise<void> {
    const app = new Application();
    await app.init({ resizeTo: this.stage, background: TABLE_GREEN, antialias: true, autoDensity: true, resolution: Math.min(window.devicePixelRatio || 1, 2) });
    if (this.destroyed) {
      app.destroy(true, { children: true });
      return;
    }
    this.app = app;
    app.canvas.setAttribute('aria-hidden', 'true');
    app.canvas.dataset.testid = 'table-canvas';
    this.stage.appendChild(app.canvas);
    this.tweener = new Tweener(app.ticker, () => this.wake());
    // Draw only while something changes, as at the table.
    app.ticker.add(() => {
      if (this.tweener?.busy || --this.framesToDraw > 0) return;
      app.ticker.stop();
    }, undefined, UPDATE_PRIORITY.UTILITY);
    const world = new Container();
    const moments = new Moments(world, this.tweener);
    this.renderer = this.factory({ pixi: app.renderer, tweener: this.tweener, moments, controls: this.controls, act: () => {}, propose: () => {}, redraw: () => this.wake() });
    world.addChild(this.renderer.scene);
    app.stage.addChild(world, moments.layer);
    const resize = () => {
      this.wake();
      app.resize();
      const { width, height } = app.screen;
      moments.resize(width, height);
      this.renderer?.resize(width, height);
    };
    this.resizeObserver = new ResizeObserver(() => resize());
    this.resizeObserver.observe(this.stage);
    resize();
  }

  /** Draws a step: animated when it follows the step drawn before, at once otherwise. */
  draw(view: TableView, animate: boolean): void {
    if (!this.renderer) return;
    this.wake();
    this.renderer.update(view, animate);
  }

  private wake(): void {
    this.framesToDraw = 3;
    if (this.app && !this.app.ticker.started) this.app.ticker.start();
  }

  destroy(): void {
    this.destroyed = true;
    this.resizeObserver?.disconnect();
    this.renderer?.destroy();
    this.tweener?.destroy();
    this.app?.destroy(true, { children: true });
  }
}
