/**
 * The end of a game: places, scores and a line per seat, and the table's seed with a check
 * that it matches the hash published at the start (the shuffles were fixed before play).
 */
import { h, setChildren } from '../ui/dom';
import { replayLink } from '../ui/links';
import { showSeedCheck } from '../ui/seed-check';
import type { TableView } from './renderer';

export interface EndScreenContent {
  view: TableView;
  scoreLabel: string;
  summary(seat: number): string;
  /** The finished match's id (the table's), for the replay link. */
  matchId?: string;
}

export class EndScreen {
  readonly element: HTMLElement;
  private readonly body: HTMLElement;

  constructor(private readonly toLobby: () => void) {
    this.body = h('div', { class: 'end-body' });
    this.element = h('section', { class: 'end-screen', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'end-title', 'data-testid': 'end-screen', hidden: true }, this.body);
  }

  show(content: EndScreenContent): void {
    const { state, mySeat } = content.view;
    const order = state.seats.map((_, seat) => seat).sort((a, b) => (state.places[a] ?? 99) - (state.places[b] ?? 99) || a - b);
    const winners = order.filter((seat) => state.places[seat] === 1).map((seat) => content.view.seatName(seat));
    const headline = winners.length === 0 ? 'The game is over.'
      : mySeat !== null && state.places[mySeat] === 1 ? (winners.length > 1 ? 'You share the victory!' : 'You win!')
      : winners.length > 1 ? `${winners.join(' and ')} share the victory.` : `${winners[0]} wins!`;
    const seedLine = h('p', { class: 'seed-line', 'data-testid': 'end-seed' },
      state.seed ? ['Seed: ', h('code', {}, state.seed)] : 'The seed will be revealed shortly.');
    setChildren(this.body,
      h('h2', { id: 'end-title' }, 'Game over'),
      h('p', { class: 'end-headline', 'data-testid': 'end-headline' }, headline),
      h('table', { class: 'end-table' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Place'), h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, content.scoreLabel), h('th', { scope: 'col' }, 'Details'))),
        h('tbody', {}, order.map((seat) => h('tr', { class: seat === mySeat ? 'me' : '', 'data-testid': `end-row-${seat}` },
          h('td', {}, placeWord(state.places[seat])),
          h('th', { scope: 'row' }, content.view.seatName(seat)),
          h('td', {}, String(state.scores[seat] ?? '')),
          h('td', {}, content.summary(seat)))))),
      seedLine,
      h('div', { class: 'dialog-actions' },
        h('button', { type: 'button', 'data-testid': 'end-close', onclick: () => this.hide() }, 'Look at the table'),
        content.matchId ? h('a', { class: 'button', href: replayLink(content.matchId), 'data-testid': 'end-replay' }, 'Watch the replay') : null,
        h('button', { type: 'button', class: 'primary', 'data-testid': 'end-lobby', onclick: () => this.toLobby() }, 'Back to the lobby')),
    );
    this.element.hidden = false;
    if (state.seed && state.seedHash) void showSeedCheck(state.seed, state.seedHash, seedLine);
  }

  hide(): void {
    this.element.hidden = true;
  }

  get visible(): boolean {
    return !this.element.hidden;
  }
}

function placeWord(place: number | undefined): string {
  if (!place) return '–';
  return ['1st', '2nd', '3rd', '4th', '5th', '6th'][place - 1] ?? `${place}th`;
}
