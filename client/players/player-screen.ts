/**
 * A player's page (`/players/<id>`): their ratings, their finished matches (game, date, players, place, score,
 * the replay and the record), and, on your own page, "my tables".
 */
import type { PlayerMatch, PlayerPage } from '../../shared/players';
import { gameTitle } from '../lobby/game-options';
import { playerRatingsPanel } from '../ratings/player-ratings';
import { h, setChildren } from '../ui/dom';
import { currentMe, fetchPlayer, playerPath } from './api';
import { MyTablesPanel } from './my-tables';

export interface PlayerScreenIntents {
  lobby(): void;
  /** Back to your seat at one of your tables. */
  back(roomId: string): void;
  open(playerId: string): void;
}

function ordinal(place: number): string {
  const suffix = place % 10 === 1 && place % 100 !== 11 ? 'st' : place % 10 === 2 && place % 100 !== 12 ? 'nd' : place % 10 === 3 && place % 100 !== 13 ? 'rd' : 'th';
  return `${place}${suffix}`;
}

export class PlayerScreen {
  readonly element: HTMLElement;
  private readonly body = h('div', { class: 'player-page-body' }, h('p', { class: 'muted' }, 'Loading…'));
  private tables: MyTablesPanel | null = null;

  constructor(private readonly playerId: string, private readonly intents: PlayerScreenIntents) {
    this.element = h('div', { class: 'lobby player-page', 'data-testid': 'player-page' },
      h('header', { class: 'lobby-header' },
        h('h1', { 'data-testid': 'player-name-title' }, 'Player'),
        h('button', { type: 'button', 'data-testid': 'player-lobby', onclick: () => intents.lobby() }, 'Back to the lobby')),
      this.body);
    void this.load();
  }

  private async load(): Promise<void> {
    let page: PlayerPage;
    try {
      page = await fetchPlayer(this.playerId);
    } catch (error) {
      setChildren(this.body, h('p', { class: 'field-error', 'data-testid': 'player-missing' }, (error as Error).message));
      return;
    }
    const mine = currentMe()?.playerId === page.playerId;
    (this.element.querySelector('h1') as HTMLElement).textContent = `${page.name || 'A guest'}${mine ? ' (you)' : ''}`;
    const sections: HTMLElement[] = [];
    if (mine) {
      this.tables = new MyTablesPanel(gameTitle, (roomId) => this.intents.back(roomId));
      sections.push(this.tables.element);
    }
    sections.push(playerRatingsPanel(page.playerId));
    sections.push(h('section', { class: 'panel', 'aria-labelledby': 'history-title' },
      h('h2', { id: 'history-title' }, 'Finished matches'),
      page.matches.length === 0
        ? h('p', { class: 'muted', 'data-testid': 'player-no-matches' }, 'No finished match yet.')
        : h('table', { class: 'history', 'data-testid': 'player-matches' },
          h('thead', {}, h('tr', {}, ['Game', 'Ended', 'Players', 'Place', 'Score', ''].map((title) => h('th', { scope: 'col' }, title)))),
          h('tbody', {}, page.matches.map((match) => this.matchRow(match))))));
    setChildren(this.body, sections);
  }

  private matchRow(match: PlayerMatch): HTMLElement {
    const players = match.players.map((player, seat) => {
      const label = seat === match.seat ? h('strong', {}, player.name) : player.name;
      if (!player.playerId || player.playerId === this.playerId) return label;
      const id = player.playerId;
      return h('a', { href: playerPath(id), onclick: (event: Event) => { event.preventDefault(); this.intents.open(id); } }, label);
    });
    const joined: (HTMLElement | string)[] = [];
    players.forEach((player, i) => joined.push(...(i > 0 ? [', ', player] : [player])));
    return h('tr', { 'data-testid': `player-match-${match.id}` },
      h('td', {}, gameTitle(match.game)),
      h('td', {}, new Date(match.endedAt).toLocaleString()),
      h('td', {}, joined),
      h('td', { 'data-testid': `player-match-place-${match.id}` }, match.seat >= 0 ? ordinal(match.places[match.seat]) : ''),
      h('td', {}, match.seat >= 0 ? String(match.scores[match.seat]) : ''),
      h('td', {},
        h('a', { href: `/replay/${encodeURIComponent(match.id)}`, 'data-testid': `player-match-replay-${match.id}` }, 'Replay'),
        ' · ',
        h('a', { href: `/api/matches/${encodeURIComponent(match.id)}`, 'data-testid': `player-match-record-${match.id}` }, 'Record')));
  }

  destroy(): void {
    this.tables?.destroy();
    this.element.remove();
  }
}
