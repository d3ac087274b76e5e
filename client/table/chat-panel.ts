/**
 * The table's chat: the lines I may read and a box to write one. Every line is text (set as
 * textContent, never as HTML), so whatever anyone types is shown as typed. A spectator's line
 * the players cannot read yet is marked so. Used at the seating screen, the table and, read
 * only, in the replay.
 */
import { CHAT_MAX_CHARS, type ChatLine } from '../../shared/protocol';
import { h } from '../ui/dom';

const MAX_LINES = 300;

export class ChatPanel {
  readonly element: HTMLElement;
  private readonly list: HTMLOListElement;
  private shown = '';

  /** `send` absent: read only (the replay). */
  constructor(send?: (text: string) => void) {
    this.list = h('ol', { class: 'chat-lines', 'aria-live': 'polite', 'aria-relevant': 'additions', 'data-testid': 'chat-lines' });
    const input = h('input', {
      type: 'text', maxlength: CHAT_MAX_CHARS, placeholder: 'Say something…', 'aria-label': 'Chat message', autocomplete: 'off', 'data-testid': 'chat-input',
    });
    const form = send && h('form', { class: 'chat-form' }, input, h('button', { type: 'submit', class: 'small', 'data-testid': 'chat-send' }, 'Send'));
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      send?.(text);
      input.value = '';
    });
    // Typing in the chat is not a command to the page (the replay's keys, say).
    input.addEventListener('keydown', (event) => event.stopPropagation());
    this.element = h('section', { class: 'chat-panel', 'aria-labelledby': 'chat-title', 'data-testid': 'chat' },
      h('h2', { id: 'chat-title' }, 'Chat'), this.list, form);
  }

  show(lines: readonly ChatLine[]): void {
    const key = lines.map((line) => `${line.seq}:${line.spectatorsOnly}`).join(',');
    if (key === this.shown) return;
    this.shown = key;
    const atEnd = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 24;
    this.list.replaceChildren(...lines.slice(-MAX_LINES).map((line) => this.line(line)));
    if (atEnd) this.list.scrollTop = this.list.scrollHeight;
  }

  private line(line: ChatLine): HTMLLIElement {
    const who = h('span', { class: 'chat-name' });
    who.textContent = line.seat === null ? `${line.name} (watching)` : line.name;
    const text = h('span', { class: 'chat-text' });
    text.textContent = line.text;
    const item = h('li', { class: line.spectatorsOnly ? 'spectators-only' : '', 'data-seq': line.seq }, who, ': ', text);
    if (line.spectatorsOnly) item.title = 'Only spectators read this until the game ends.';
    return item;
  }
}
