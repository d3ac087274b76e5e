/**
 * The replay's board: the table's canvas with the game's own renderer, fed one TableView per
 * step. Nothing can be played from it (its host's `act` and `propose` do nothing).
 */
import { h } from '../ui/dom';
import type { RendererFactory, TableView } from '../table/renderer';
import { TableCanvas } from '../table/table-canvas';

export class ReplayCanvas {
  readonly stage: HTMLElement;
  /** Where a game puts its own DOM controls; kept hidden in a replay. */
  readonly controls: HTMLElement;
  private readonly canvas: TableCanvas;

  constructor(private readonly factory: RendererFactory) {
    this.stage = h('div', { class: 'stage', 'data-testid': 'stage' });
    this.controls = h('div', { class: 'game-controls', hidden: true, inert: true });
    this.canvas = new TableCanvas(this.stage);
  }

  get words() {
    return this.canvas.renderer?.words ?? null;
  }

  /** Creates the canvas once the stage is in the page. */
  async start(): Promise<void> {
    await this.canvas.start(this.factory, { controls: this.controls, act: () => {}, propose: () => {} });
  }

  /** Draws a step: animated when it follows the step drawn before, at once otherwise. */
  draw(view: TableView, animate: boolean): void {
    if (!this.canvas.renderer) return;
    this.canvas.wake();
    this.canvas.renderer.update(view, animate);
  }

  destroy(): void {
    this.canvas.destroy();
  }
}
