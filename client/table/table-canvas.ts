/**
 * The Pixi canvas a game's renderer draws in, at the table and in a replay: the application
 * sized to its stage element, a ticker that runs only while something changes (an idle table
 * costs no CPU: phones, many open tabs), the world and its moments layer, and resizing.
 */
import { Application, Container, UPDATE_PRIORITY } from 'pixi.js';
import { Moments } from './moments';
import type { GameRenderer, RendererFactory, TableHost } from './renderer';
import { Tweener } from './tween';

const TABLE_GREEN = 0x0d3a4a;

/** What the renderer's host offers besides the canvas itself. */
export type CanvasHost = Pick<TableHost, 'controls' | 'act' | 'propose'>;

export class TableCanvas {
  app: Application | null = null;
  tweener: Tweener | null = null;
  renderer: GameRenderer | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private framesToDraw = 0;
  private destroyed = false;

  constructor(readonly stage: HTMLElement) {}

  /**
   * Creates the canvas once the stage is in the page (Pixi sizes it to the stage) and the
   * renderer (none without a factory). Returns false when destroyed meanwhile.
   */
  async start(factory: RendererFactory | null, host: CanvasHost): Promise<boolean> {
    const app = new Application();
    await app.init({
      resizeTo: this.stage,
      background: TABLE_GREEN,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
    });
    if (this.destroyed) {
      app.destroy(true, { children: true });
      return false;
    }
    this.app = app;
    app.canvas.setAttribute('aria-hidden', 'true');
    app.canvas.dataset.testid = 'table-canvas';
    this.stage.appendChild(app.canvas);
    const tweener = new Tweener(app.ticker, () => this.wake());
    this.tweener = tweener;
    app.ticker.add(() => {
      if (tweener.busy || --this.framesToDraw > 0) return;
      app.ticker.stop();
    }, undefined, UPDATE_PRIORITY.UTILITY);
    const world = new Container();
    const moments = new Moments(world, tweener);
    if (factory) {
      this.renderer = factory({ ...host, pixi: app.renderer, tweener, moments, redraw: () => this.wake() });
      world.addChild(this.renderer.scene);
    }
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
    return true;
  }

  /** Starts drawing again (a change, a tween, a resize); the ticker stops itself when idle. */
  wake(): void {
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
