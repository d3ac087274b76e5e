/**
 * The session answers each state's questions once (whose turn, each viewer's view, the offered
 * actions) and shares the answers between the sync and the messages: an answer is never kept
 * past the state it was computed for.
 */
import { loadGame } from '../../shared/core/engines';
import type { AnyGame } from '../../shared/core/engine';
import { GameSession } from '../../server/table/game-session';

let games: AnyGame[] = [];
beforeAll(async () => {
  games = await Promise.all((['port-royal', 'libertalia', 'caribbean'] as const).map((id) => loadGame(id)));
});

/** Asks every question of the session's current state, as the room does after each action. */
function askAll(session: GameSession): void {
  session.toAct();
  session.view(null);
  for (let seat = 0; seat < session.players; seat++) {
    session.view(seat);
    session.offered(seat);
  }
}

/** What the engine says of the state now, asked afresh. */
function expectFresh(session: GameSession): void {
  const { game, state } = session;
  expect(session.toAct()).toEqual(game.toAct(state));
  expect(session.view(null)).toEqual(game.view(state, null));
  for (let seat = 0; seat < session.players; seat++) {
    expect(session.view(seat)).toEqual(game.view(state, seat));
    const awaited = game.toAct(state).includes(seat);
    const offered = awaited ? (game.offeredActions ?? game.legalActions)(state, seat) : [];
    expect(session.offered(seat)).toEqual(offered);
    expect(session.offeredWithKey(seat).key).toBe(JSON.stringify(offered));
  }
}

describe('GameSession answers per state', () => {
  test('the same state is answered with the same objects (computed once)', () => {
    const session = new GameSession(games[0]!, 3, 'cache-same', {});
    expect(session.view(null)).toBe(session.view(null));
    expect(session.view(1)).toBe(session.view(1));
    expect(session.toAct()).toBe(session.toAct());
    const seat = session.toAct()[0]!;
    expect(session.offered(seat)).toBe(session.offered(seat));
  });

  test.each([0, 1, 2])('every action leaves no answer of the state before it (game %#)', (index) => {
    const game = games[index]!;
    const session = new GameSession(game, 3, `cache-${game.id}`, {});
    for (let step = 0; step < 60 && session.outcome() === null; step++) {
      askAll(session);
      const seat = session.toAct()[0]!;
      const before = session.view(null);
      const actions = session.game.legalActions(session.state, seat);
      const result = session.play(seat, actions[step % actions.length]);
      expect(result.ok).toBe(true);
      expectFresh(session);
      // The public view changed object even when nothing in it changed.
      expect(session.view(null)).not.toBe(before);
    }
  });

  test('forgotten answers are asked of the engine again', () => {
    const session = new GameSession(games[0]!, 3, 'cache-forget', {});
    const view = session.view(null);
    const toAct = session.toAct();
    session.forgetAnswers();
    expect(session.view(null)).not.toBe(view);
    expect(session.view(null)).toEqual(view);
    expect(session.toAct()).not.toBe(toAct);
    expectFresh(session);
  });
});
