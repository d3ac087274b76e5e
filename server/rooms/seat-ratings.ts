/**
 * The ratings the seats show (public: everyone sees them, as on the leaderboard). A bot shows
 * its level's fixed rating; a person their rating in this game, read from the store when they
 * sit and replaced by the new one when the match is rated; a person without a rated match of
 * the game shows a new player's rating.
 */
import { botRating } from '../ratings/bots';
import { NEW_PLAYER } from '../ratings/glicko';
import type { RatingChange } from '../ratings/match';
import { shown, type ShownRating } from '../ratings/shown';
import type { Rating } from '../ratings/types';
import type { RatingStore } from '../store';
import type { SeatSlot } from '../table/seating';

const NONE: ShownRating = { rating: 0, provisional: false };

/** The identity of the person at the seat ('' for none). */
function playerIdOf(slot: SeatSlot): string {
  return slot.kind === 'human' ? slot.playerId : '';
}

export class SeatRatings {
  /** Players' ratings in this game, once read. */
  private readonly known = new Map<string, Rating>();
  private readonly reading = new Set<string>();

  constructor(
    private readonly store: RatingStore,
    private readonly game: string,
  ) {}

  /** What the seat shows: 0 while free or while its person's rating is being read. */
  of(slot: SeatSlot): ShownRating {
    if (slot.kind === 'bot') return shown(botRating(slot.botKind));
    const playerId = playerIdOf(slot);
    if (!playerId) return NONE;
    const rating = this.known.get(playerId);
    return rating ? shown(rating) : NONE;
  }

  /** Reads the ratings of seated people not known yet; `arrived` runs when some were read. */
  read(slots: readonly SeatSlot[], arrived: () => void): void {
    const wanted = [...new Set(slots.map(playerIdOf).filter((id) => id !== ''))].filter(
      (id) => !this.known.has(id) && !this.reading.has(id),
    );
    if (wanted.length === 0) return;
    for (const id of wanted) this.reading.add(id);
    this.store
      .inGame(this.game, wanted)
      .then((rows) => {
        const found = new Map(rows.map((row) => [row.playerId, row]));
        for (const id of wanted) this.known.set(id, found.get(id) ?? NEW_PLAYER);
        arrived();
      })
      .catch((error: unknown) => console.error(`reading the ratings of ${wanted.join(', ')} failed`, error))
      .finally(() => {
        for (const id of wanted) this.reading.delete(id);
      });
  }

  /** A rated match's new ratings. */
  update(changes: readonly RatingChange[]): void {
    for (const { playerId, after } of changes) this.known.set(playerId, after);
  }
}
