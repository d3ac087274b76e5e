/**
 * A game's leaderboard (`/leaderboard/<game>`): its rated players, best first, with their
 * ratings and rated matches (each name leads to the player's page), and links to the other games' boards and back to the lobby.
 */
import type { LeaderboardRow } from '../../shared/players';
import { GAME_IDS } from '../../shared/protocol';
import { gameTitle } from '../lobby/game-options';
import { playerPath } from '../players/api';
import { h, setChildren } from '../ui/dom';
import { ratingText } from './rating-text';


/** The game of a leaderboard address, or null when the address is not one. */
export function leaderboardGame(pathname: string): string | null {
  const match = /^\/leaderboard\/([a-z0-9-]{1,40})\/?$/.exec(pathname);
  return match && (GAME_IDS as readonly string[]).includes(match[1]!) ? match[1]! : null;
}

export function leaderboardPath(game: string): string {
  return `/leaderboard/${game}`;
}

async function fetchLeaderboard(game: string): Promise<LeaderboardRow[]> {
  const response = await fetch(`/api/leaderboard/${encodeURIComponent(game)}?limit=100`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The server could not give the leaderboard (${response.status}).`);
  const body = (await response.json()) as { players?: unknown };
  return Array.isArray(body.players) ? (body.players as LeaderboardRow[]) : [];
}

export class LeaderboardScreen {
  readonly element: HTMLElement;
  private readonly body: HTMLElement;

  constructor(private readonly game: string) {
    this.body = h('div', { class: 'leaderboard-body', 'data-testid': 'leaderboard-body' }, h('p', { class: 'muted' }, 'Loading the leaderboard…'));
    this.element = h('div', { class: 'leaderboard panel', 'data-testid': 'leaderboard' },
      h('p', {}, h('a', { href: '/', 'data-testid': 'leaderboard-lobby' }, '← Back to the lobby')),
      h('h1', { 'data-testid': 'leaderboard-title' }, `${gameTitle(game)} leaderboard`),
      h('nav', { class: 'leaderboard-games', 'aria-label': 'Other games' },
        GAME_IDS.map((id) => (id === game ? h('strong', {}, gameTitle(id)) : h('a', { href: leaderboardPath(id), 'data-testid': `leaderboard-${id}` }, gameTitle(id))))
          .flatMap((link, index) => (index > 0 ? [' · ', link] : [link]))),
      h('p', { class: 'muted' }, 'Glicko-2 ratings from rated matches with at least two people; a "?" marks a rating still uncertain after few matches.'),
      this.body);
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      const rows = await fetchLeaderboard(this.game);
      if (rows.length === 0) {
        setChildren(this.body, h('p', { class: 'muted', 'data-testid': 'leaderboard-empty' }, 'Nobody has played a rated match of this game yet.'));
        return;
      }
      setChildren(this.body, h('table', { class: 'leaderboard-table', 'data-testid': 'leaderboard-table' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, '#'), h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, 'Rating'), h('th', { scope: 'col' }, 'Rated matches'))),
        h('tbody', {}, rows.map((row) => h('tr', { 'data-testid': `leaderboard-row-${row.place}` },
          h('td', {}, row.place),
          h('td', {}, h('a', { href: playerPath(row.playerId) }, row.name || 'A player')),
          h('td', {}, ratingText(row.rating, row.provisional)),
          h('td', {}, row.games))))));
    } catch (error) {
      setChildren(this.body, h('p', { class: 'field-error', role: 'alert' }, (error as Error).message));
    }
  }

  destroy(): void {
    this.element.remove();
  }
}
