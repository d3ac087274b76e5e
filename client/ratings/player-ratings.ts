/** A player's ratings on their page: one line per game they played rated, with its leaderboard. */
import { gameTitle } from '../lobby/game-options';
import { h, setChildren } from '../ui/dom';
import { leaderboardPath } from './leaderboard-screen';
import { ratingText } from './rating-text';

interface GameRating {
  game: string;
  rating: number;
  provisional: boolean;
  games: number;
}

async function fetchRatings(playerId: string): Promise<GameRating[]> {
  const response = await fetch(`/api/players/${encodeURIComponent(playerId)}/ratings`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The server could not give the ratings (${response.status}).`);
  const body = (await response.json()) as { ratings?: unknown };
  return Array.isArray(body.ratings) ? (body.ratings as GameRating[]) : [];
}

/** The section; it fills itself once the ratings arrive. */
export function playerRatingsPanel(playerId: string): HTMLElement {
  const body = h('div', {}, h('p', { class: 'muted' }, 'Loading…'));
  void fetchRatings(playerId)
    .then((ratings) => setChildren(body, ratings.length === 0
      ? h('p', { class: 'muted', 'data-testid': 'player-no-ratings' }, 'No rated match yet.')
      : h('ul', { class: 'player-ratings', 'data-testid': 'player-ratings' }, ratings.map((entry) =>
        h('li', { 'data-testid': `player-rating-${entry.game}` },
          h('a', { href: leaderboardPath(entry.game) }, gameTitle(entry.game)),
          `: ${ratingText(entry.rating, entry.provisional)} (${entry.games} rated ${entry.games === 1 ? 'match' : 'matches'})`)))))
    .catch((error: unknown) => setChildren(body, h('p', { class: 'field-error' }, (error as Error).message)));
  return h('section', { class: 'panel', 'aria-labelledby': 'ratings-title' }, h('h2', { id: 'ratings-title' }, 'Ratings'), body);
}
