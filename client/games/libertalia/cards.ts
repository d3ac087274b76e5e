/**
 * How Libertalia's characters are named on the table. Every seat owns one copy of each rank in
 * its own colour, so a card sprite is keyed by (seat, rank). The influence numbers on a seat's
 * cards come from its colour slot (shared/games/libertalia/data.ts colourSlot).
 */

/** The six crew colours, by seat. */
export const SEAT_COLOURS = [0x2e6fb7, 0xc0392b, 0x2f8f4e, 0xd4a017, 0x7d4fb0, 0x59606b] as const;
export const SEAT_COLOUR_NAMES = ['blue', 'red', 'green', 'yellow', 'purple', 'grey'] as const;

export function seatColour(seat: number): number {
  return SEAT_COLOURS[((seat % 6) + 6) % 6] ?? 0x59606b;
}

const PER_SEAT = 32;

/** The sprite id of `seat`'s copy of `rank`. */
export function cardId(seat: number, rank: number): number {
  return seat * PER_SEAT + rank;
}

export function cardSeat(id: number): number {
  return Math.floor(id / PER_SEAT);
}

export function cardRank(id: number): number {
  return id % PER_SEAT;
}
