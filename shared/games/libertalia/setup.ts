/**
 * Setting up the game and each campaign (docs/games/libertalia.md, "Hands and doubloons", "Booty").
 */
import { changeState, writable } from '../../core/copy-on-write';
import { createRng, shuffleInPlace } from '../../core/rng';
import {
  BOOTY_KINDS,
  DAYS_PER_CAMPAIGN,
  FIRST_HAND_SIZE,
  RANK_COUNT,
  RANKS_ADDED_PER_CAMPAIGN,
  STARTING_DOUBLOONS,
  emptyBooty,
  fullBag,
} from './data';
import { drawFromBag, insertSorted, seatToChange } from './pieces';
import type { DaySpace, LibertaliaOptions, LibertaliaState, SeatState } from './types';

export const DEFAULT_OPTIONS: LibertaliaOptions = { lastCampaignTieBreak: false };

function emptySeat(): SeatState {
  return {
    hand: [],
    pick: -1,
    doubloons: 0,
    den: [],
    booty: emptyBooty(),
    discard: [],
    retired: [],
    score: 0,
    campaignScores: [],
  };
}

export function setup(players: number, seed: string, options: LibertaliaOptions = DEFAULT_OPTIONS): LibertaliaState {
  if (!Number.isInteger(players) || players < 2 || players > 6) {
    throw new RangeError(`Libertalia is played by 2 to 6 players, not ${players}`);
  }
  const rng = createRng(seed);
  const rankDeck = shuffleInPlace(rng, Array.from({ length: RANK_COUNT }, (_, i) => i + 1));
  const s: LibertaliaState = {
    options: { ...options },
    players,
    rng,
    rankDeck,
    dealt: [],
    bag: fullBag(),
    bootyDiscard: emptyBooty(),
    board: [],
    campaign: 0,
    day: 1,
    phase: 'sunrise',
    seats: Array.from({ length: players }, emptySeat),
    ship: [],
    question: { kind: 'none', seat: -1, rank: -1, seats: [] },
  };
  // The first campaign begins as every later one does, by the rules' own writes.
  return changeState(s, startCampaign);
}

/**
 * The next campaign begins (inside `changeState`, as every rule): new ranks join every hand (9 before the first campaign, 6 before
 * the others; the rest of the hand carries over), everyone has 10 doubloons again, and the bag,
 * holding all 50 tokens again, fills the six day spaces with one token per player each.
 */
export function startCampaign(s: LibertaliaState): void {
  s.campaign++;
  s.day = 1;
  s.phase = 'sunrise';
  s.ship = [];
  s.question = { kind: 'none', seat: -1, rank: -1, seats: [] };
  const count = s.campaign === 1 ? FIRST_HAND_SIZE : RANKS_ADDED_PER_CAMPAIGN;
  for (let i = 0; i < count; i++) {
    if (s.rankDeck.length === 0) break;
    const rank = writable(s, 'rankDeck').pop()!;
    insertSorted(writable(s, 'dealt'), rank);
    for (let seat = 0; seat < s.players; seat++) insertSorted(writable(seatToChange(s, seat), 'hand'), rank);
  }
  for (let seat = 0; seat < s.players; seat++) {
    const st = seatToChange(s, seat);
    st.doubloons = STARTING_DOUBLOONS;
    st.pick = -1;
  }
  s.board = [];
  for (let d = 0; d < DAYS_PER_CAMPAIGN; d++) {
    const space: DaySpace = { tokens: [] };
    for (let p = 0; p < s.players; p++) {
      const token = drawFromBag(s);
      if (token) space.tokens.push(token);
    }
    // The order a space's tokens lie in tells nothing; sorting keeps the view stable.
    space.tokens.sort((a, b) => BOOTY_KINDS.indexOf(a) - BOOTY_KINDS.indexOf(b));
    s.board.push(space);
  }
}
