/**
 * The game log in words, newest at the bottom. New lines are announced politely to screen
 * readers; the panel follows the end unless the reader has scrolled up to read history.
 */
import { h } from '../ui/dom';

const MAX_LINES = 400;

export class LogPanel {
  readonly element: HTMLElement;
  private readonly list: HTMLOListElement;

  /** `close` hides the panel where it is a drawer (narrow screens). */
  constructor(close: () => void) {
    this.list = h('ol', { class: 'log-lines', 'aria-live': 'polite', 'aria-relevant': 'additions', 'data-testid': 'log-lines' });
    this.element = h('aside', { class: 'log-panel', 'aria-labelledby': 'log-title', 'data-testid': 'log' },
      h('div', { class: 'log-head' },
        h('h2', { id: 'log-title' }, 'Log'),
        h('button', { type: 'button', class: 'small log-close', 'aria-label': 'Close the log', 'data-testid': 'close-log', onclick: close }, '×')),
      this.list);
  }

  set(lines: string[]): void {
    this.list.replaceChildren(...lines.slice(-MAX_LINES).map((line) => this.line(line)));
    this.list.scrollTop = this.list.scrollHeight;
  }

  add(lines: string[]): void {
    const atEnd = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 24;
    for (const line of lines) this.list.appendChild(this.line(line));
    while (this.list.children.length > MAX_LINES) this.list.firstElementChild?.remove();
    if (atEnd) this.list.scrollTop = this.list.scrollHeight;
  }

  private line(text: string): HTMLLIElement {
    return h('li', {}, text);
  }
}
