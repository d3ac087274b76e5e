/**
 * A thin adapter that hosts one of our games on boardgame.io: G is our engine state, one move
 * `act` takes an action object, `playerView` is our `view` plus whose turn it is and the
 * viewer's legal actions (what our table sends in its `legal` message), and `endIf` is our
 * `outcome`. This is what a developer would write to put our engine on that framework.
 *
 * Given boardgame.io every advantage it offers: `deltaState` (send JSON patches, not whole
 * states), moves that run on the server only, and views computed once per state and viewer.
 */
import { ActivePlayers, INVALID_MOVE } from 'boardgame.io/core';
import type { Game as BgioGame } from 'boardgame.io';
import { original } from 'immer';
import type { AnyGame, Seat } from '../../shared/core/engine';

export interface BgioView {
  view: unknown;
  toAct: Seat[];
  legal: { type: string }[];
}

export interface BgioSetup {
  seed: string;
}

/** playerID '0'..'n' → seat; spectators (null) see the public view. */
function seatOf(playerID: string | null | undefined): Seat | null {
  return playerID === null || playerID === undefined ? null : Number(playerID);
}

export function bgioGame(game: AnyGame): BgioGame<unknown, Record<string, unknown>, BgioSetup> {
  const options = game.optionsSchema.parse({});
  // boardgame.io computes the previous and the new view of every client for each patch:
  // remember views per immutable state object instead of computing them twice.
  const views = new WeakMap<object, Map<Seat | null, BgioView>>();
  const viewOf = (state: unknown, seat: Seat | null): BgioView => {
    let byViewer = views.get(state as object);
    if (!byViewer) views.set(state as object, (byViewer = new Map()));
    let cached = byViewer.get(seat);
    if (!cached) {
      const toAct = game.toAct(state);
      const legal = seat !== null && toAct.includes(seat) ? game.legalActions(state, seat) : [];
      cached = { view: game.view(state, seat), toAct, legal };
      byViewer.set(seat, cached);
    }
    return cached;
  };

  return {
    name: game.id,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    deltaState: true,
    setup: ({ ctx }, setupData) => game.setup(ctx.numPlayers, setupData?.seed ?? 'boardgame.io', options),
    // Who may act is the engine's business (toAct), not a turn order of boardgame.io's.
    turn: { activePlayers: ActivePlayers.ALL },
    moves: {
      act: {
        move: ({ G, playerID }, input: unknown) => {
          // Our engine never mutates its input: read the plain state, not immer's draft.
          const state = (original(G) ?? G) as unknown;
          const seat = Number(playerID);
          if (!game.toAct(state).includes(seat)) return INVALID_MOVE;
          const parsed = game.actionSchema.safeParse(input);
          if (!parsed.success) return INVALID_MOVE;
          const result = game.apply(state, seat, parsed.data);
          return result.ok ? result.value.state : INVALID_MOVE;
        },
        client: false,
      },
    },
    playerView: ({ G, playerID }) => viewOf(G, seatOf(playerID)) as unknown as Record<string, unknown>,
    endIf: ({ G }) => game.outcome(G) ?? undefined,
  };
}
