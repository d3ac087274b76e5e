/**
 * The replay of a finished match, as the replay viewer rebuilds it from the record: for every
 * registered game, a seeded game by the heuristic bots is replayed by `MatchReplay`, whose
 * states at any step (forward, backward, jumping) are the states of the game as played; the
 * revealed board holds every seat's secret part; the game's reveal.ts names each seat's secret
 * and what no view held, without throwing at any step.
 */
import type { AnyGame } from '../../shared/core/engine';
import { loadGame, loadReveal } from '../../shared/core/engines';
import { logLineFor } from '../../shared/core/log';
import { readLogLine } from '../../shared/core/log-words';
import { registrations, type GameId } from '../../shared/core/registry';
import { MatchReplay, revealedBoard } from '../../shared/core/replay';
import { playout } from '../helpers/playout';

const ids = registrations.map((m) => m.id as GameId);

function playedGame(game: AnyGame, players: number, seed: string) {
  const options = game.optionsSchema.parse({});
  const bots = Array.from({ length: players }, () => game.bots.heuristic);
  const states: unknown[] = [game.setup(players, seed, options)];
  const { actions } = playout({ game, players, seed, options, bots, check: (s) => void states.push(s) });
  states.shift(); // `check` also saw the setup state
  return { options, actions, states };
}

describe.each(ids)('replay of %s', (id) => {
  test('every step is the state as played; the board and the side panel reveal every secret', async () => {
    const game = await loadGame(id);
    const reveal = await loadReveal(id);
    const players = game.minPlayers === 2 && game.maxPlayers >= 3 ? 3 : game.minPlayers;
    const seed = `replay-${id}`;
    const { options, actions, states } = playedGame(game, players, seed);
    const replay = new MatchReplay(game, players, seed, options, actions);
    expect(replay.steps).toBe(actions.length);
    expect(replay.steps).toBe(states.length - 1);

    // The end, back to the deal, single steps forward and back, jumps across checkpoints.
    const visits = [replay.steps, 0, 1, 2, 1, 40, 33, 31, replay.steps - 1, Math.floor(replay.steps / 2)];
    for (const step of visits) expect(JSON.stringify(replay.stateAt(step))).toBe(JSON.stringify(states[step]));
    expect(game.outcome(replay.stateAt(replay.steps))).not.toBeNull();

    // Each secret part of a seat is in the revealed board, under that seat.
    const revealedSeats = new Set<number>();
    let revealedOthers = 0;
    const sampled = Math.max(1, Math.floor(replay.steps / 60));
    for (let step = 0; step <= replay.steps; step++) {
      const state = replay.stateAt(step);
      if (step % sampled === 0) {
        const board = revealedBoard(game, state, players) as { mine?: Record<string, unknown> };
        for (let seat = 0; seat < players; seat++) {
          const own = (game.view(state, seat) as { mine?: Record<string, unknown> }).mine?.[String(seat)];
          if (own !== undefined) expect(board.mine?.[String(seat)]).toEqual(own);
        }
      }
      const parts = reveal(state);
      for (const part of parts) {
        expect(part.label).toMatch(/\S/);
        expect(part.text).toMatch(/\S/);
      }
      for (const part of parts) if (part.seat !== undefined) revealedSeats.add(part.seat);
      revealedOthers = Math.max(revealedOthers, parts.filter((p) => p.seat === undefined).length);
    }
    expect(revealedOthers).toBeGreaterThan(0);
    // Port Royal has no secret a seat knows alone (its coins are face down for their owner too);
    // the last seat of a simultaneous decision (Libertalia's picks) is revealed as it decides.
    if (id !== 'port-royal') expect(revealedSeats.size).toBeGreaterThanOrEqual(players - 1);

    // The log reads every secret as its owner did.
    const secretEntry = replay.logUpTo(replay.steps).find((entry) => entry.secret);
    if (secretEntry?.secret) {
      expect(readLogLine(id, logLineFor(secretEntry, 'all'), (s) => `s${s}`)).toBe(readLogLine(id, secretEntry.secret.text, (s) => `s${s}`));
      expect(logLineFor(secretEntry, 'all')).toBe(secretEntry.secret.text);
    }
  });
});
