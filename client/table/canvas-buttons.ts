/**
 * A row of buttons drawn on the table, for the last step of a choice composed on the board
 * ("Attack with these cards", "Cancel"): the player finishes where the choice was made, and
 * the action bar keeps its own buttons. Each button is named for the page's probe by `name`.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { Rect } from './geometry';

export interface CanvasButton {
  name: string;
  text: string;
  /** A disabled button is drawn dimmed and does nothing. */
  enabled: boolean;
  primary?: boolean;
  onTap(): void;
}

export class CanvasButtons extends Container {
  /** Draws `buttons` right-aligned along the top edge of `area` (none: nothing shows). */
  show(buttons: CanvasButton[], area: Rect, size: number): void {
    this.removeChildren().forEach((child) => child.destroy({ children: true }));
    let right = area.x + area.w - 6;
    const h = Math.round(size * 2.2);
    for (const button of [...buttons].reverse()) {
      const text = new Text({ text: button.text, style: { fontFamily: 'Georgia, serif', fontSize: size, fontWeight: 'bold', fill: button.primary ? 0x10222b : 0xe8f1f4 } });
      const w = Math.ceil(text.width + size * 1.6);
      const x = right - w;
      const y = area.y + 6;
      const view = new Container();
      view.label = button.name;
      view.alpha = button.enabled ? 1 : 0.45;
      view.addChild(new Graphics().roundRect(0, 0, w, h, h / 2).fill(button.primary ? 0xf2c14e : 0x1e5568).stroke({ width: 2, color: 0x0a2c3a }));
      text.anchor.set(0.5);
      text.position.set(w / 2, h / 2);
      view.addChild(text);
      view.position.set(x, y);
      view.hitArea = new Rectangle(0, 0, w, h);
      if (button.enabled) {
        view.eventMode = 'static';
        view.cursor = 'pointer';
        view.on('pointertap', () => button.onTap());
      }
      this.addChild(view);
      right = x - 8;
    }
  }
}
