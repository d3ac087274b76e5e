/**
 * The seating screen (phase 'seating'): who sits where, Sit and Stand, the host's bot toggles
 * and Start, and the links to invite players and spectators.
 */
import { ratingText } from '../ratings/rating-text';
import { ChatPanel } from './chat-panel';
import type { TableSession } from './session';
import { copyText, h, setChildren } from '../ui/dom';
import { tableLink } from '../ui/links';
import { toast } from '../ui/toast';

export interface SeatingContext {
  session: TableSession;
  gameTitle: string;
  leave(): void;
}

export class SeatingScreen {
  readonly element: HTMLElement;
  private readonly body: HTMLElement;
  private readonly unsubscribe: () => void;
  private botKind: 'heuristic' | 'random' = 'heuristic';
  private renderedKey = '';

  constructor(private readonly ctx: SeatingContext) {
    this.body = h('div', { class: 'seating-body' });
    const chat = new ChatPanel((text) => ctx.session.say(text));
    chat.show(ctx.session.chat);
    this.element = h('div', { class: 'seating', 'data-testid': 'seating' }, this.body, chat.element);
    this.unsubscribe = ctx.session.subscribe((event) => {
      if (event.kind === 'state' || event.kind === 'welcome') this.render();
      if (event.kind === 'chat') chat.show(ctx.session.chat);
    });
    this.render();
  }

  private render(): void {
    const { session } = this.ctx;
    const state = session.state;
    if (!state) {
      setChildren(this.body, h('p', { class: 'muted' }, 'Joining the table…'));
      return;
    }
    const mySeat = session.mySeat;
    // Skip identical renders: a click in progress must not land on a replaced button.
    const key = JSON.stringify([state.seats, state.host, state.spectators, state.isPrivate, state.rated, state.tableName, mySeat, session.isHost, session.welcome]);
    if (key === this.renderedKey) return;
    this.renderedKey = key;
    const taken = state.seats.filter((s) => s.name !== '' || s.isBot).length;
    const full = taken === state.seats.length;
    const host = session.isHost;
    const title = state.tableName || `${this.ctx.gameTitle} table`;

    const seats = state.seats.map((seat, index) => {
      const isMe = index === mySeat;
      const free = seat.name === '' && !seat.isBot;
      const who = free ? 'Free seat' : seat.name || 'Bot';
      const botTag = seat.isBot && !/\bbot\b/i.test(seat.name) ? 'bot' : '';
      const tags = [index === state.host ? 'host' : '', isMe ? 'you' : '', botTag, !free && !seat.isBot && !seat.connected ? 'away' : '']
        .filter(Boolean);
      const controls: HTMLElement[] = [];
      if (free && mySeat === null) controls.push(this.button(`sit-${index}`, 'Sit here', () => session.sit(index), 'primary'));
      if (isMe) controls.push(this.button('stand', 'Stand up', () => session.stand()));
      if (host && free) controls.push(this.button(`bot-on-${index}`, 'Add a bot', () => session.setBot(index, true, this.botKind)));
      if (host && seat.isBot) controls.push(this.button(`bot-off-${index}`, 'Remove bot', () => session.setBot(index, false)));
      const rating = free ? '' : ratingText(seat.rating, seat.provisional);
      return h('li', { class: `seat-row${isMe ? ' me' : ''}${free ? ' free' : ''}`, 'data-testid': `seat-${index}` },
        h('span', { class: 'seat-number' }, `Seat ${index + 1}`),
        h('span', { class: 'seat-name' }, who,
          rating ? h('span', { class: 'seat-rating', title: 'Rating in this game', 'data-testid': `seat-rating-${index}` }, ` ${rating}`) : null,
          tags.length ? h('span', { class: 'muted' }, ` (${tags.join(', ')})`) : null),
        h('span', { class: 'seat-controls' }, controls));
    });

    const botKindSelect = h('select', { id: 'seating-bot-kind', 'data-testid': 'seating-bot-kind' },
      h('option', { value: 'heuristic' }, 'Seasoned'),
      h('option', { value: 'random' }, 'Greenhorn'));
    botKindSelect.value = this.botKind;
    botKindSelect.addEventListener('change', () => (this.botKind = botKindSelect.value === 'random' ? 'random' : 'heuristic'));

    const status = full
      ? host ? 'Every seat is taken: start when you are ready.' : 'Every seat is taken: waiting for the host to start.'
      : `${state.seats.length - taken} seat${state.seats.length - taken === 1 ? '' : 's'} free. Invite friends or add bots.`;

    // Re-rendering replaces the buttons; keep keyboard focus where it was.
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.testid : undefined;
    setChildren(this.body,
      h('h1', { 'data-testid': 'seating-title' }, title),
      h('p', { class: 'muted', 'data-testid': 'seating-about' },
        `${this.ctx.gameTitle} · ${state.isPrivate ? 'private table' : 'public table'} · ${state.rated ? 'rated' : 'unrated'} · ${state.spectators} watching`),
      h('p', { class: 'seating-status', role: 'status', 'data-testid': 'seating-status' }, status),
      h('ol', { class: 'seat-list' }, seats),
      host ? h('div', { class: 'field inline' }, h('label', { for: 'seating-bot-kind' }, 'Added bots play'), botKindSelect) : null,
      this.links(),
      h('div', { class: 'seating-actions' },
        host ? h('button', { type: 'button', class: 'primary big', disabled: !full, 'data-testid': 'start', onclick: () => session.start() }, 'Start the game') : null,
        mySeat === null && !full ? this.button('sit-any', 'Take any free seat', () => session.sit()) : null,
        this.button('leave', 'Leave table', () => this.ctx.leave())),
    );
    if (focused) this.body.querySelector<HTMLElement>(`[data-testid="${focused}"]`)?.focus();
  }

  /**
   * The links to share. At a private table, the play link only for those the server gave its
   * secret (seated players and the host: never a spectator), the watch link (its own secret,
   * which never lets anyone play) for everyone.
   */
  private links(): HTMLElement {
    const { session } = this.ctx;
    const roomId = session.room.roomId;
    const isPrivate = session.state?.isPrivate === true;
    const playSecret = session.welcome?.invite;
    const watchSecret = session.welcome?.watchInvite;
    const rows: HTMLElement[] = [];
    if (!isPrivate || playSecret) {
      const playLink = tableLink(roomId, playSecret);
      rows.push(
        h('label', { for: 'invite-link' }, isPrivate ? 'Invite link (private: anyone with it can join)' : 'Link to this table'),
        h('div', { class: 'invite-row' },
          h('input', { id: 'invite-link', type: 'text', readonly: true, value: playLink, 'data-testid': 'invite-link' }),
          this.button('copy-invite', 'Copy', async () => toast((await copyText(playLink)) ? 'Invite link copied.' : 'Copy failed: select the link and copy it.', 'success'))),
      );
    }
    if (!isPrivate || watchSecret) {
      const watchLink = tableLink(roomId, watchSecret, true);
      rows.push(
        h('div', { class: 'invite-row' },
          h('input', { type: 'text', readonly: true, value: watchLink, 'aria-label': 'Link to watch (it never lets anyone play)', 'data-testid': 'watch-link' }),
          this.button('copy-watch', 'Copy watch link', async () => toast((await copyText(watchLink)) ? 'Watch link copied.' : 'Copy failed.', 'success'))),
      );
    }
    if (rows.length === 0) return h('p', { class: 'muted' }, 'This table is private.');
    return h('div', { class: 'invite', 'data-testid': 'invite' }, rows);
  }

  private button(testid: string, label: string, onclick: () => void, cls = ''): HTMLButtonElement {
    return h('button', { type: 'button', class: cls, 'data-testid': testid, onclick }, label);
  }

  destroy(): void {
    this.unsubscribe();
    this.element.remove();
  }
}
