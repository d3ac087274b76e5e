/**
 * The colours of the Caribbean table: the four player colours of data.ts PLAYER_COLOURS (red,
 * blue, yellow, green, in seat order), the sea, the land and the ships.
 */
export const SEAT_COLOURS = [0xd9483b, 0x3f7fd9, 0xe8c23a, 0x3fae5c] as const;

export function seatColour(seat: number): number {
  return SEAT_COLOURS[seat] ?? 0x9aa7ad;
}

export const SEA = 0x1d6f8c;
export const SEA_DEEP = 0x165a73;
export const SEA_LINE = 0x8fd3e0;
export const LAND = 0xcdb57e;
export const LAND_EDGE = 0x8a6f3c;
export const LAND_GREEN = 0x7f9a55;
export const HULL = 0x5b3a1e;
export const SAIL = 0xf4ecd8;
export const CHEST = 0xb8752d;
export const CHEST_BAND = 0xf2c14e;
export const TARGET = 0x7be0c3;
export const TEXT = 0xfff4d6;
export const MUTED = 0xb8c7cf;

export const FONT = 'Georgia, serif';
