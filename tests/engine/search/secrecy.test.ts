/**
 * The strong bot cannot learn what its seat may not know. Two true states that differ only in
 * hidden things (the deck order, the other hands, the others' secret picks and bids) give the
 * seat the same view, and the bot, seeded alike, then makes the same choices: the search gets
 * only the view and the legal list, and samples every hidden part itself.
 */
import type { AnyGame, Seat } from '../../../shared/core/engine';
import { loadGame, loadSearchHooks } from '../../../shared/core/engines';
import type { GameId } from '../../../shared/core/registry';
import { createRng, shuffleInPlace, type RngState } from '../../../shared/core/rng';
import { searchMove, type SearchHooks } from '../../../shared/core/search';
import type { PortRoyalState } from '../../../shared/games/port-royal/types';
import type { LibertaliaState } from '../../../shared/games/libertalia/types';
import type { BorneoState } from '../../../shared/games/borneo/types';
import type { CaribbeanState } from '../../../shared/games/caribbean/types';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';

/** The hidden part of a state changed by hand, everything the seat may know left alone. */
const PERTURB: Record<string, (state: unknown, seat: Seat, rng: RngState) => unknown> = {
  'port-royal': (state, _seat, rng) => {
    const s = structuredClone(state) as PortRoyalState;
    // Nobody knows the deck order or the coins' faces: mix them all.
    const hidden = shuffleInPlace(rng, [...s.deck, ...s.seats.flatMap((st) => st.coins)]);
    for (const st of s.seats) st.coins = hidden.splice(0, st.coins.length);
    s.deck = hidden;
    s.rng = createRng('another future');
    return s;
  },
  libertalia: (state, seat, rng) => {
    const s = structuredClone(state) as LibertaliaState;
    shuffleInPlace(rng, s.rankDeck);
    for (const [i, st] of s.seats.entries()) if (i !== seat && st.pick >= 0) st.pick = st.hand[(st.hand.indexOf(st.pick) + 1) % st.hand.length]!;
    s.rng = createRng('another future');
    return s;
  },
  borneo: (state, seat, rng) => {
    const s = structuredClone(state) as BorneoState;
    const others = s.seats.filter((_, i) => i !== seat);
    const hidden = shuffleInPlace(rng, [...s.deck, ...s.discard, ...others.flatMap((st) => st.hand)]);
    for (const st of others) st.hand = hidden.splice(0, st.hand.length);
    s.discard = hidden.splice(0, s.discard.length);
    s.deck = hidden;
    s.rng = createRng('another future');
    return s;
  },
  caribbean: (state, seat, rng) => {
    const s = structuredClone(state) as CaribbeanState;
    for (const [i, st] of s.seats.entries()) {
      if (i === seat || st.bids.length === 0) continue;
      const hiddenShips = s.resolutions.flatMap((r, ship) => (r.revealed ? [] : [ship]));
      const cards = shuffleInPlace(rng, [...hiddenShips.map((ship) => st.bids[ship]!), ...(st.tieBreakerState === 'up' ? [] : [st.tieBreaker])]);
      for (const ship of hiddenShips) st.bids[ship] = cards.pop()!;
      if (st.tieBreakerState !== 'up') st.tieBreaker = cards.pop()!;
    }
    s.supply = s.supply.map((pile) => ({ chests: [...pile.chests].reverse() }));
    s.rng = createRng('another future');
    return s;
  },
  'merchants-and-marauders': (state, seat, rng) => {
    const s = structuredClone(state) as MmState;
    const others = s.seats.filter((_, i) => i !== seat);
    // The others' holds, glory cards and rumors change places with the decks' cards.
    const cargo = shuffleInPlace(rng, [...s.cargoDeck, ...others.flatMap((p) => p.cargo)]);
    for (const p of others) p.cargo = cargo.splice(0, p.cargo.length);
    s.cargoDeck = cargo;
    const glory = shuffleInPlace(rng, [...s.gloryDeck, ...others.flatMap((p) => p.gloryHand)]);
    for (const p of others) p.gloryHand = glory.splice(0, p.gloryHand.length);
    s.gloryDeck = glory;
    const rumors = shuffleInPlace(rng, [...s.rumorDeck, ...others.flatMap((p) => (p.rumor >= 0 ? [p.rumor] : []))]);
    for (const p of others) if (p.rumor >= 0) p.rumor = rumors.pop()!;
    s.rumorDeck = rumors;
    for (const deck of [s.eventDeck, s.missionDeck, s.captainDeck, s.demandPool]) shuffleInPlace(rng, deck);
    for (const p of others) if (p.hasStashed && !p.declared) p.stash = p.stash > 0 ? 0 : 1;
    s.rng = createRng('another future');
    return s;
  },
};

/** A state of a seeded heuristic game after `steps` actions where `seat` has a real choice, one the search weighs, and hidden things differ. */
function stateWithChoice(game: AnyGame, hooks: SearchHooks, players: number, steps: number): { state: unknown; seat: Seat } {
  const rng = createRng('secrecy-bots');
  let state = game.setup(players, `secrecy-${game.id}`, game.optionsSchema.parse({}));
  for (let step = 0; ; step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    if (step >= steps && legal.length > 1 && (hooks.searched?.(game.view(state, seat), legal) ?? true)) return { state, seat };
    const result = game.apply(state, seat, game.bots.heuristic.choose(game.view(state, seat), seat, legal, rng));
    if (!result.ok) throw new Error(result.error.message);
    state = result.value.state;
  }
}

/** Game, players, actions before the tested choice, search iterations (kept small: seconds). */
const CASES: [GameId, number, number, number][] = [
  ['port-royal', 3, 40, 20],
  ['libertalia', 3, 5, 20],
  ['borneo', 4, 30, 8],
  ['caribbean', 3, 6, 4],
  ['merchants-and-marauders', 3, 60, 10],
];

describe.each(CASES)('%s: the strong bot sees only its view', (id, players, steps, iterations) => {
  let game: AnyGame;
  let hooks: SearchHooks;
  beforeAll(async () => {
    game = await loadGame(id);
    hooks = await loadSearchHooks(id);
  });

  test('states differing in hidden things only give the same choices under the same seeds', () => {
    const { state, seat } = stateWithChoice(game, hooks, players, steps);
    const other = PERTURB[id]!(state, seat, createRng('perturb'));
    expect(JSON.stringify(other)).not.toEqual(JSON.stringify(state));
    expect(game.view(other, seat)).toEqual(game.view(state, seat));
    const legal = game.legalActions(state, seat);
    const choices = (s: unknown): string[] =>
      ['1', '2', '3'].map((seed) => {
        const result = searchMove(game, hooks, game.view(s, seat), seat, game.legalActions(s, seat), { iterations }, createRng(seed));
        return `${JSON.stringify(result.action)} ${JSON.stringify(result.visits)}`;
      });
    expect(game.legalActions(other, seat)).toEqual(legal);
    expect(choices(other)).toEqual(choices(state));
  });

  test('the same view and seed give the same move (deterministic), another seed may not', () => {
    const { state, seat } = stateWithChoice(game, hooks, players, steps);
    const run = (seed: string) => searchMove(game, hooks, game.view(state, seat), seat, game.legalActions(state, seat), { iterations }, createRng(seed));
    expect(run('x')).toEqual(run('x'));
    expect(run('x').iterations).toBe(iterations);
  });
});
