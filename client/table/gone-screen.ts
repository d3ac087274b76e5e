/** Said plainly when a table we were at no longer exists (closed, or lost in a restart). */
import { h } from '../ui/dom';

export class GoneScreen {
  readonly element: HTMLElement;

  constructor(message: string, backToLobby: () => void) {
    const back = h('button', { type: 'button', class: 'primary big', 'data-testid': 'gone-lobby', onclick: backToLobby }, 'Back to the lobby');
    this.element = h('div', { class: 'gone', 'data-testid': 'table-gone', role: 'alert' },
      h('h2', {}, 'This table is gone'),
      h('p', { 'data-testid': 'table-gone-reason' }, message),
      back);
    window.setTimeout(() => back.focus(), 0);
  }

  destroy(): void {
    this.element.remove();
  }
}
