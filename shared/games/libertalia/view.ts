/**
 * What a viewer may know (docs/games/libertalia.md, "Hidden information"). Hidden: the order of the ranks still to
 * be dealt, the bag's draws, the RNG, and each seat's pick until the reveal. Everything else is
 * public, the hands included (everyone holds the dealt ranks minus what they played or took
 * back). A seat's pick stays in its public hand until the reveal, and only that seat's own
 * `mine` entry shows it, so nothing in the public part moves when a pick is made except `hasChosen`.
 */
import type { Seat } from '../../core/engine';
import { bootyTotal } from './data';
import { toAct } from './rules';
import type { LibertaliaState, LibertaliaView, MineView } from './types';

export function view(s: LibertaliaState, viewer: Seat | null): LibertaliaView {
  const own = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < s.players ? s.seats[viewer] : undefined;
  const view: LibertaliaView = {
    players: s.players,
    lastCampaignTieBreak: s.options.lastCampaignTieBreak,
    campaign: s.campaign,
    day: s.day,
    phase: s.phase,
    undealtCount: s.rankDeck.length,
    dealt: [...s.dealt],
    bagCount: bootyTotal(s.bag),
    bootyDiscard: { ...s.bootyDiscard },
    board: s.board.map((space) => ({ tokens: [...space.tokens] })),
    ship: s.ship.map((slot) => ({ ...slot })),
    seats: s.seats.map((st) => ({
      hand: [...st.hand],
      hasChosen: s.phase === 'sunrise' && st.pick >= 0,
      doubloons: st.doubloons,
      den: [...st.den],
      booty: { ...st.booty },
      discard: [...st.discard],
      retired: [...st.retired],
      score: st.score,
      campaignScores: [...st.campaignScores],
    })),
    question: { ...s.question, seats: [...s.question.seats] },
    toAct: toAct(s),
  };
  if (own && viewer !== null) {
    const mine: MineView = { pick: s.phase === 'sunrise' ? own.pick : -1 };
    view.mine = { [String(viewer)]: mine };
  }
  return view;
}
