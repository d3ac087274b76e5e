/**
 * Seeded playouts for 2 to 6 players: every game ends, never throws, conserves the characters
 * and the booty, replays exactly from its seed and actions, and no view leaks a hidden value.
 */
import type { Seat } from '../../../shared/core/engine';
import { BOOTY, BOOTY_KINDS } from '../../../shared/games/libertalia/data';
import { cloneState } from '../../../shared/core/clone';
import type { LibertaliaState } from '../../../shared/games/libertalia/types';
import { playout, replay, seatBots } from '../../helpers/playout';
import { game } from './helpers';

const GAMES_PER_COUNT = 300;
/** The view checks are the slow part; they run on the first games of each player count. */
const LEAK_CHECKED_GAMES = 20;
const STRICT_GAMES = 5;
const options = { lastCampaignTieBreak: false };

function sorted(ranks: number[]): number[] {
  return [...ranks].sort((a, b) => a - b);
}

/** Every dealt character of every seat is in exactly one place; every token too. */
function checkConservation(s: LibertaliaState): void {
  s.seats.forEach((st, seat) => {
    const onShip = s.ship.filter((x) => x.seat === seat).map((x) => x.rank);
    const everywhere = sorted([...st.hand, ...onShip, ...st.den, ...st.discard, ...st.retired]);
    if (JSON.stringify(everywhere) !== JSON.stringify(s.dealt)) {
      throw new Error(`seat ${seat}'s characters ${JSON.stringify(everywhere)} are not the dealt ${JSON.stringify(s.dealt)}`);
    }
    if (st.pick >= 0 && !st.hand.includes(st.pick)) throw new Error(`seat ${seat} picked ${st.pick}, not in hand`);
    if (st.doubloons < 0 || !Number.isInteger(st.doubloons)) throw new Error(`seat ${seat} has ${st.doubloons} doubloons`);
  });
  if (s.dealt.length + s.rankDeck.length !== 30) throw new Error('ranks lost between the deal and the deck');
  for (const kind of BOOTY_KINDS) {
    let n = s.bag[kind] + s.bootyDiscard[kind];
    for (const space of s.board) n += space.tokens.filter((t) => t === kind).length;
    for (const st of s.seats) n += st.booty[kind];
    if (n !== BOOTY[kind].count) throw new Error(`${kind}: ${n} tokens instead of ${BOOTY[kind].count}`);
  }
}

/**
 * The same table with every hidden thing `viewer` may not know changed: the other seats' picks,
 * the order of the undealt ranks, the RNG and the bag's mix. The view must not change.
 */
function withOtherSecrets(s: LibertaliaState, viewer: Seat | null): LibertaliaState {
  const t = cloneState(s);
  t.seats.forEach((st, seat) => {
    if (seat === viewer || st.pick < 0 || st.hand.length < 2) return;
    st.pick = st.hand.find((r) => r !== st.pick) ?? st.pick;
  });
  t.rankDeck.reverse();
  t.rng = [1, 2, 3, 4];
  const from = BOOTY_KINDS.find((k) => t.bag[k] > 0);
  const to = BOOTY_KINDS.find((k) => k !== from);
  if (from && to) {
    t.bag[from]--;
    t.bag[to]++;
  }
  return t;
}

function checkViews(s: LibertaliaState): void {
  const viewers: (Seat | null)[] = [...s.seats.map((_, seat) => seat), null];
  for (const viewer of viewers) {
    const v = game.view(s, viewer);
    const text = JSON.stringify(v);
    const own = viewer === null ? undefined : v.mine?.[String(viewer)];
    if (/"rng"|"rankDeck"|"bag"|"pick":(?!-1)\d+/.test(text.replace(`"pick":${own?.pick ?? -1}`, '"pick":-1'))) {
      throw new Error(`view of ${viewer} carries a hidden field: ${text}`);
    }
    const ownPick = viewer === null || s.phase !== 'sunrise' ? -1 : (s.seats[viewer]?.pick ?? -1);
    const expectedMine = viewer === null ? undefined : { [String(viewer)]: { pick: ownPick } };
    if (JSON.stringify(v.mine) !== JSON.stringify(expectedMine)) throw new Error(`wrong mine for ${viewer}`);
    if (JSON.stringify(game.view(withOtherSecrets(s, viewer), viewer)) !== text) {
      throw new Error(`view of ${viewer} depends on a secret (phase ${s.phase})`);
    }
  }
}

describe.each([2, 3, 4, 5, 6])('%i players', (players) => {
  test(`${GAMES_PER_COUNT} seeded games end, conserve, replay and do not leak`, () => {
    let total = 0;
    for (let i = 0; i < GAMES_PER_COUNT; i++) {
      const seed = `libertalia-${players}-${i}`;
      const leakCheck = i < LEAK_CHECKED_GAMES;
      const bots = seatBots(players, (seat) => ((seat + i) % 2 === 0 ? game.bots.heuristic : game.bots.random));
      const result = playout({
        game,
        players,
        seed,
        options,
        bots,
        maxSteps: 2000,
        strict: i < STRICT_GAMES,
        check: (s) => {
          checkConservation(s);
          if (leakCheck) checkViews(s);
          // apply copies the state with cloneState: the copy must hold every field.
          if (i < STRICT_GAMES) expect(cloneState(s)).toEqual(s);
        },
      });
      const out = game.outcome(result.state);
      expect(out).not.toBeNull();
      expect(out?.ranking.flat().sort()).toEqual([...Array(players).keys()]);
      expect(result.state.seats.every((st) => st.campaignScores.length === 3)).toBe(true);
      const again = replay(game, players, seed, options, result.actions);
      expect(JSON.stringify(again)).toBe(JSON.stringify(result.state));
      total += result.actions.length;
    }
    // Every game asks at least one pick per seat per day.
    expect(total).toBeGreaterThanOrEqual(GAMES_PER_COUNT * players * 18);
  });
});
