/**
 * "Hidden then": what nobody at the table could see at this step (the game's reveal.ts),
 * each seat's secrets under its name. Text only, like the log.
 */
import { formatLogText } from '../../shared/core/log';
import type { HiddenPart } from '../../shared/core/reveal';
import { h } from '../ui/dom';

export class HiddenPanel {
  readonly element: HTMLElement;
  private readonly list: HTMLElement;

  constructor() {
    this.list = h('dl', { class: 'hidden-parts', 'data-testid': 'replay-hidden-parts' });
    this.element = h('section', { class: 'hidden-panel', 'aria-labelledby': 'hidden-title', 'data-testid': 'replay-hidden' },
      h('h2', { id: 'hidden-title' }, 'Hidden then'),
      this.list);
  }

  show(parts: HiddenPart[], seatName: (seat: number) => string): void {
    this.list.replaceChildren(...parts.flatMap((part) => [
      h('dt', part.seat === undefined ? {} : { 'data-seat': part.seat }, formatLogText(part.label, seatName)),
      h('dd', {}, formatLogText(part.text, seatName)),
    ]));
  }
}
