/**
 * Seeded playouts for 2 to 4 players: every game ends, never throws, conserves the chests and
 * the doubloons, replays exactly from its seed and actions, and no view leaks a hidden value.
 */
import type { Seat } from '../../../shared/core/engine';
import { havenOwner } from '../../../shared/games/caribbean/board';
import { CAPTURE_REWARD, CHESTS, SHIP_COUNT, THIEF } from '../../../shared/games/caribbean/data';
import { cloneState } from '../../../shared/core/clone';
import type { CaribbeanState } from '../../../shared/games/caribbean/types';
import { playout, replay, seatBots } from '../../helpers/playout';
import { game } from './fixtures';

const GAMES_PER_COUNT = 300;
/** One game in this many seats a heuristic bot (it plans its moves, so it is the slow one). */
const HEURISTIC_EVERY = 15;
/** The view checks are the slow part; they run on the first games of each player count. */
const LEAK_CHECKED_GAMES = 5;
const STRICT_GAMES = 2;

/** Every chest is in exactly one place; ships carry one at most; money matches what was won. */
function checkConservation(s: CaribbeanState): void {
  const places = [
    ...s.supply.flatMap((p) => p.chests),
    ...s.cities.flatMap((p) => p.chests),
    ...s.ships.flatMap((ship) => (ship.chest >= 0 ? [ship.chest] : [])),
    ...s.delivered,
  ].sort((a, b) => a - b);
  if (JSON.stringify(places) !== JSON.stringify([...Array(CHESTS.length).keys()])) throw new Error(`chests ${JSON.stringify(places)}`);
  s.cities.forEach((pile, city) => {
    if (pile.chests.some((chest) => CHESTS[chest]!.city !== city)) throw new Error(`a chest on the wrong city ${city}`);
  });
  const captured = CHESTS.length - s.supply.reduce((n, p) => n + p.chests.length, 0) - s.cities.reduce((n, p) => n + p.chests.length, 0);
  const earned = captured * CAPTURE_REWARD + s.delivered.reduce((n, chest) => n + CHESTS[chest]!.value, 0);
  const money = s.seats.reduce((n, st) => n + st.money, 0);
  if (money !== earned) throw new Error(`${money} doubloons held, ${earned} won`);
  if (new Set(s.ships.map((ship) => ship.space)).size !== SHIP_COUNT) throw new Error('two ships on one space');
  s.ships.forEach((ship, i) => {
    const resting = !(s.phase === 'sailing' && s.sailing.ship === i);
    if (resting && ship.chest >= 0 && havenOwner(ship.space, s.players) >= 0) throw new Error(`ship ${i} rests on a haven with a chest`);
  });
}

/**
 * The same table with everything `viewer` may not know changed: other seats' cards on ships not
 * yet revealed and their hidden tie-breakers, their pending tie answers, the supply's order, the
 * RNG. The view must not change.
 */
function withOtherSecrets(s: CaribbeanState, viewer: Seat | null): CaribbeanState {
  const t = cloneState(s);
  const hiddenShips = t.resolutions.flatMap((r, ship) => (r.revealed ? [] : [ship]));
  t.seats.forEach((st, seat) => {
    if (seat === viewer || st.bids.length === 0) return;
    const [a, b] = hiddenShips;
    if (a !== undefined && b !== undefined) [st.bids[a], st.bids[b]] = [st.bids[b]!, st.bids[a]!];
    if (a !== undefined && st.tieBreakerState !== 'up') [st.bids[a], st.tieBreaker] = [st.tieBreaker, st.bids[a]!];
    if (st.tieChoice !== '') st.tieChoice = st.tieChoice === 'up' ? 'down' : 'up';
  });
  for (const pile of t.supply) pile.chests.reverse();
  const [first, last] = [t.supply[0]!, t.supply[4]!];
  if (first.chests.length === 2 && last.chests.length === 2) [first.chests[0], last.chests[0]] = [last.chests[0]!, first.chests[0]!];
  t.rng = [1, 2, 3, 4];
  return t;
}

function checkViews(s: CaribbeanState): void {
  for (const viewer of [...s.seats.map((_, seat) => seat), null]) {
    const v = game.view(s, viewer);
    const text = JSON.stringify(v);
    const mine = viewer === null ? undefined : v.mine?.[String(viewer)];
    if (/"rng"|"tieChoice":"(up|down)"/.test(text.replace(`"tieChoice":"${mine?.tieChoice ?? ''}"`, ''))) throw new Error(`view of ${viewer} carries a hidden field`);
    const own = viewer === null ? undefined : s.seats[viewer];
    if (Object.keys(v.mine ?? {}).join() !== (viewer === null ? '' : String(viewer))) throw new Error(`mine of ${viewer} holds another key`);
    if (JSON.stringify(mine?.bids ?? []) !== JSON.stringify(own?.bids ?? [])) throw new Error(`wrong mine for ${viewer}`);
    if (JSON.stringify(game.view(withOtherSecrets(s, viewer), viewer)) !== text) throw new Error(`view of ${viewer} depends on a secret (${s.phase})`);
    // A hidden tie-breaker shows nowhere: the public record of each seat says -1.
    v.seats.forEach((st, seat) => {
      if (seat !== viewer && st.tieBreakerState !== 'up' && st.tieBreaker !== -1) throw new Error('a hidden tie-breaker shows');
    });
  }
}

/** Every legal action applies and leaves its input alone (a sample of the 5,040 bids). */
function checkStrict(s: CaribbeanState): void {
  const before = JSON.stringify(s);
  for (const seat of game.toAct(s)) {
    const legal = game.legalActions(s, seat);
    const sample = legal[0]?.type === 'bid' ? [...legal.slice(0, 8), ...legal.slice(-8)] : legal;
    for (const a of sample) {
      const r = game.apply(s, seat, a);
      if (!r.ok) throw new Error(`legal ${JSON.stringify(a)} refused: ${r.error.message}`);
    }
  }
  if (JSON.stringify(s) !== before) throw new Error('apply changed its input');
  if (JSON.stringify(cloneState(s)) !== before) throw new Error('cloneState misses a field');
}

describe.each([2, 3, 4])('%i players', (players) => {
  test(`${GAMES_PER_COUNT} seeded games end, conserve, replay and do not leak`, () => {
    const reasons: Record<string, number> = {};
    let thieves = 0;
    for (let i = 0; i < GAMES_PER_COUNT; i++) {
      const seed = `caribbean-${players}-${i}`;
      const heuristicSeat = i % HEURISTIC_EVERY === 0 ? i % players : -1;
      const bots = seatBots(players, (seat) => (seat === heuristicSeat ? game.bots.heuristic : game.bots.random));
      const result = playout({
        game,
        players,
        seed,
        options: {},
        bots,
        maxSteps: 20_000,
        check: (s) => {
          checkConservation(s);
          if (i < LEAK_CHECKED_GAMES) checkViews(s);
          if (i < STRICT_GAMES) checkStrict(s);
          if (s.resolutions.some((r, ship) => r.revealed && s.seats.some((st) => st.bids[ship] === THIEF))) thieves++;
        },
      });
      const out = game.outcome(result.state);
      expect(out?.ranking.flat().sort()).toEqual([...Array(players).keys()]);
      reasons[result.state.endReason] = (reasons[result.state.endReason] ?? 0) + 1;
      const again = replay(game, players, seed, {}, result.actions);
      expect(JSON.stringify(again)).toBe(JSON.stringify(result.state));
    }
    // Every game ends by the rulebook's threshold: the last chest delivered always brings a
    // player there (rulebook.test.ts, E5), and the house round limit is never reached.
    expect(reasons).toEqual({ threshold: GAMES_PER_COUNT });
    expect(thieves).toBeGreaterThan(0);
  });
});
