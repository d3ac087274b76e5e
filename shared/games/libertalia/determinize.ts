/**
 * Libertalia for the search bot: a full state consistent with what a seat sees. Hidden from it:
 * the order of the ranks still to be dealt, the bag's draws and the other seats' picks made
 * this sunrise. The undealt ranks are shuffled, the bag holds every token not in sight, and a
 * seat that has chosen gets a pick drawn from its hand (any card of it could be the one).
 */
import { cloneState } from '../../core/clone';
import type { Seat } from '../../core/engine';
import { nextUint32, randomInt, shuffleInPlace, type RngState } from '../../core/rng';
import type { SearchHooks } from '../../core/search';
import { BOOTY_KINDS, RANK_COUNT, fullBag } from './data';
import type { LibertaliaState, LibertaliaView, Rank } from './types';

export function determinize(v: LibertaliaView, seat: Seat, rng: RngState): LibertaliaState {
  const dealt = new Set(v.dealt);
  const rankDeck: Rank[] = [];
  for (let rank = 1; rank <= RANK_COUNT; rank++) if (!dealt.has(rank)) rankDeck.push(rank);
  shuffleInPlace(rng, rankDeck);
  // Tokens out of sight are in the bag (it is refilled from everything at each campaign).
  const bag = fullBag();
  const inSight = [...v.board.flatMap((space) => space.tokens)];
  for (const st of v.seats) for (const kind of BOOTY_KINDS) for (let i = 0; i < st.booty[kind]; i++) inSight.push(kind);
  for (const kind of BOOTY_KINDS) for (let i = 0; i < v.bootyDiscard[kind]; i++) inSight.push(kind);
  for (const kind of inSight) bag[kind] = Math.max(0, bag[kind] - 1);
  const own = v.mine?.[String(seat)]?.pick ?? -1;
  const seats = v.seats.map((st, i) => {
    let pick: Rank = -1;
    if (i === seat) pick = own;
    else if (st.hasChosen && st.hand.length > 0) pick = st.hand[randomInt(rng, st.hand.length)]!;
    // The seat's public part is its state as it is; only the pick was hidden.
    const { hasChosen: _chosen, ...seen } = st;
    return { ...cloneState(seen), pick };
  });
  return {
    options: { lastCampaignTieBreak: v.lastCampaignTieBreak },
    players: v.players,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1],
    rankDeck,
    dealt: [...v.dealt],
    bag,
    bootyDiscard: { ...v.bootyDiscard },
    board: v.board.map((space) => ({ tokens: [...space.tokens] })),
    campaign: v.campaign,
    day: v.day,
    phase: v.phase,
    seats,
    ship: v.ship.map((slot) => ({ ...slot })),
    question: { ...v.question, seats: [...v.question.seats] },
  };
}

export const searchHooks: SearchHooks<LibertaliaView> = {
  determinize: determinize as SearchHooks<LibertaliaView>['determinize'],
  rollout: 'heuristic',
};
