/**
 * How a game's view reaches the clients: its @colyseus/schema board, written by the one
 * generic projection (`projection()` in ./projection.ts, driven by the schema's metadata).
 *
 * The room calls `writePublic` with the spectator's view after every change; the schema mirrors
 * the view type field for field (checked when it compiles, ./mirror.ts), so a client's decoded
 * `board` deep-equals the view.
 *
 * Games with per-seat secrets (hands, secret picks) also get `writePrivate`: it writes seat N's
 * secret part into the board (a map tagged `.view()`, keyed by seat) and returns the schema
 * objects that only seat N may see. The room adds them
 * to the StateView of that seat's client only, so nobody else receives a byte of them. The
 * view type then carries the secret part the same way (e.g. `mine: { "2": {...} }`, absent
 * for spectators), keeping "decoded board = view(state, seat)" true for every viewer.
 *
 * Whatever the view does not contain (deck order, face-down coins, the RNG) cannot reach the
 * schema, because the projection is written from the view only.
 */
import type { Schema } from '@colyseus/schema';

export interface GameSync<V = unknown, B extends Schema = Schema> {
  gameId: string;
  /** The board's schema class (for the root state's `board` field). */
  boardClass: new () => B;
  createBoard(): B;
  /** Copies the public part (the spectator's view) into `board`, changing only what changed. */
  writePublic(board: B, view: V): void;
  /** Copies seat `seat`'s secret part of `view` (its own view) and returns what only it may see. */
  writePrivate?(board: B, seat: number, view: V): Schema[];
}
