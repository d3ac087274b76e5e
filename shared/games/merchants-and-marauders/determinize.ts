/**
 * Merchants & Marauders for the search bot: a full state consistent with what a seat sees. The
 * view carries every public detail (the turn's and the battle's bookkeeping, the NPC captains'
 * stacks, the discard piles but the glory one); hidden from the seat are the order of every
 * deck, the other players' cargo, glory cards, rumors, stashes and captains dealt, a combat card
 * announced by the other side, the goods another player drew to buy, the face-down demand,
 * merchant and modification tokens, the NPC upgrade pool (Seas of Glory module 4), and the order
 * in which NPCs will scout. Each hidden card is dealt from the cards out of the seat's sight by
 * the counts the view gives; a stash nobody has shown is drawn small enough that its owner has
 * not reached the glory target (he would have declared it).
 */
import type { Seat } from '../../core/engine';
import { nextUint32, randomInt, shuffleInPlace, type RngState } from '../../core/rng';
import { marginRewards, type SearchHooks } from '../../core/search';
import { CARGO } from './cards';
import { DEMAND_TOKENS, MERCHANT_TOKENS, MOD_TOKENS, STARTING_SHIPS, STASH_PER_GLORY } from './data';
import { locationCardsInView, locationsFromView } from './locations';
import { modTokensInPlay } from './modifications';
import { GLORY } from './glory';
import { sampledFavors } from './favors';
import { buyPrices } from './port';
import { deckIds } from './seas-cards';
import { stashPointsOf, totalGlory } from './state';
import type {
  CombatSide, CombatSideView, CombatState, MmOptions, MmState, MmView, Nation, PlayerState, SeasModule, ShipState, ShipView, TurnState,
} from './types';
import { NO_SECRETS, mineOf } from './view';
import { cutthroatOf } from './cutthroat';
import { npcUpgradesFromView, npcWeaponsFromView } from './npc-upgrades-view';
import { cargoInPlay, takeContraband } from './contraband';

/** The ids of a table of `count` components (or of the ids a table plays) that are not in `seen`, shuffled. */
function unseen(rng: RngState, count: number | readonly number[], seen: Iterable<number>): number[] {
  const known = new Set(seen);
  const all = typeof count === 'number' ? Array.from({ length: count }, (_, id) => id) : count;
  return shuffleInPlace(rng, all.filter((id) => !known.has(id)));
}

const deal = (pool: number[], n: number): number[] => pool.splice(0, Math.max(0, n));

function shipOf(v: ShipView): ShipState | null {
  if (v.type === '') return null;
  return {
    type: v.type, hull: v.hull, cargo: v.cargo, masts: v.masts, crew: v.crew, cannons: v.cannons, mods: [...v.mods],
    reinforcedSpent: v.reinforcedSpent, chasersSpent: v.chasersSpent,
  };
}

/** Gold in a stash nobody has seen: at most 30, and never enough for its owner to have declared. */
function sampledStash(v: MmView, glory: number, rng: RngState): number {
  const pointsLeft = Math.max(0, v.gloryTarget - 1 - glory);
  const rising = v.seas.modules.includes('gloryOrDeath');
  let stash = randomInt(rng, 3 * STASH_PER_GLORY + 1);
  while (stash > 0 && stashPointsOf(stash, v.gloryTarget, rising) > pointsLeft) stash -= STASH_PER_GLORY;
  return Math.max(0, stash);
}

function sideOf(sv: CombatSideView, announced: number): CombatSide {
  return {
    fighter: sv.kind === 'player' ? { kind: 'player', seat: sv.id } : { kind: 'npc', slot: sv.id },
    declared: sv.declared,
    dice: [...sv.dice],
    announced,
    played: [...sv.played],
    effects: [...sv.effects],
    hitRolls: [...sv.hitRolls],
    shot: sv.shot,
    skullsToAssign: sv.skullsToAssign,
    braceLeft: sv.braceLeft,
    luckyUsed: sv.luckyUsed,
    seaDogUsed: sv.seaDogUsed,
    surgeonUsed: sv.surgeonUsed,
    crewBonus: sv.crewBonus,
    ...(sv.caltropped ? { caltropped: true } : {}),
    ...(sv.spread ? { spread: [...sv.spread] } : {}),
  };
}

const npcShipOf = (sv: CombatSideView): ShipState | null =>
  sv.kind !== 'npc' || sv.shipType === ''
    ? null
    : shipOf({
        type: sv.shipType, hull: sv.hull, cargo: sv.cargoSpace, masts: sv.masts, crew: sv.crew, cannons: sv.cannons, mods: sv.mods ?? [],
        reinforcedSpent: sv.reinforcedSpent ?? false, chasersSpent: sv.chasersSpent ?? false,
      });

export function determinize(v: MmView, seat: Seat, rng: RngState): MmState {
  const mine = mineOf(v, seat) ?? NO_SECRETS;
  const decks = { newCards: v.seas.newCards, contraband: v.seas.modules.includes('contraband') };
  const myTurn = v.turn.seat === seat;
  const sides = [v.combat.attacker, v.combat.defender];
  const isOtherPlayer = (sv: CombatSideView): boolean => v.combat.active && sv.kind === 'player' && sv.id !== seat;

  // Cargo: out of sight are the others' holds, goods another player drew to buy, and the deck.
  // Module 7: another seat's contraband space holds as many contraband cards as the view counts; sold ones behind captains are seen.
  const held = v.seats.map((st) => st.contrabandHeld ?? -1).filter((c) => c >= 0);
  const cargoCount = cargoInPlay({ gloryTarget: 0, captainsDealt: 1, contraband: v.seas.modules.includes('contraband') });
  const cargo = unseen(rng, cargoCount, [...v.cargoDiscard, ...mine.cargo, ...mine.buyCards, ...v.raid.cards, ...v.combat.plunderCards, ...locationCardsInView(v), ...held]);
  const smuggled = v.seats.map((st, i) => (i === seat ? [...(mine.contraband ?? [])] : takeContraband(cargo, st.contrabandCount ?? 0)));
  const cargoHeld = v.seats.map((st, i) => (i === seat ? [...mine.cargo] : [...smuggled[i]!, ...deal(cargo, st.cargoCount - smuggled[i]!.length)]));
  const buyCards = !v.turn.buying ? [] : myTurn ? [...mine.buyCards] : deal(cargo, v.turn.buyCount);
  const cargoDeck = deal(cargo, v.cargoDeckCount);

  // Glory: cards resolved in this battle round are on the discard pile; the rest of it is unseen.
  const played = sides.flatMap((sv) => (v.combat.active ? sv.played : []));
  const specialists = v.seats.flatMap((st) => st.specialists);
  const onPile = played.slice(0, v.gloryDiscardCount);
  const glory = unseen(rng, GLORY.length, [...mine.gloryHand, ...(mine.announced >= 0 ? [mine.announced] : []), ...specialists, ...onPile]);
  const gloryHands = v.seats.map((st, i) => (i === seat ? [...mine.gloryHand] : deal(glory, st.gloryCount)));
  const announced = sides.map((sv) => (sv.kind === 'player' && sv.id === seat ? mine.announced : isOtherPlayer(sv) && sv.hasAnnounced ? deal(glory, 1)[0] ?? -1 : -1));
  const gloryDiscard = [...onPile, ...deal(glory, v.gloryDiscardCount - onPile.length)];
  const gloryDeck = deal(glory, v.gloryDeckCount);

  // Rumors: one for each other player who holds one; another turn's choice is his rumor and a new one.
  const rumors = unseen(rng, deckIds('rumors', decks), [...(mine.rumor >= 0 ? [mine.rumor] : []), ...mine.rumorChoice]);
  const rumorHeld = v.seats.map((st, i) => (i === seat ? mine.rumor : st.hasRumor ? (deal(rumors, 1)[0] ?? -1) : -1));
  let rumorChoice = myTurn ? [...mine.rumorChoice] : [];
  if (!myTurn && v.turn.rumorChoiceCount > 0) {
    const held = rumorHeld[v.turn.seat] ?? -1;
    rumorChoice = held >= 0 ? [held, ...deal(rumors, v.turn.rumorChoiceCount - 1)] : deal(rumors, v.turn.rumorChoiceCount);
  }
  const rumorDeck = deal(rumors, v.rumorDeckCount);

  const missionDeck = unseen(rng, deckIds('missions', decks), [...v.missionsOnBoard, ...v.missionDiscard, ...v.seats.map((st) => st.mission)]);

  // Captains: the others' offers (and at setup their secret choices) come from the unseen ones.
  const captains = unseen(rng, deckIds('captains', decks), [...v.seats.map((st) => st.captain), ...v.captainDiscard, ...mine.offer]);
  const offers = v.seats.map((st, i) => (i === seat ? [...mine.offer] : deal(captains, st.offerCount)));
  const captainDeck = deal(captains, v.captainDeckCount);
  const chosen = v.seats.map((st, i) => {
    if (i === seat) return { captain: mine.chosenCaptain, ship: mine.chosenShip };
    const offer = offers[i]!;
    if (v.phase !== 'captains' || !st.hasChosen || offer.length === 0) return { captain: -1, ship: '' as const };
    return { captain: offer[randomInt(rng, offer.length)]!, ship: STARTING_SHIPS[randomInt(rng, STARTING_SHIPS.length)]! };
  });

  const eventDeck = unseen(rng, deckIds('events', decks), [...v.eventDiscard, ...v.npcs.flatMap((n) => n.stack), ...v.npcs.map((n) => n.arriving)]);
  const demandPool = unseen(rng, DEMAND_TOKENS.length, v.demand);

  // Merchant tokens: the one being raided is in sight until the raid goes on (then it is on the track).
  const raided = v.raid.active ? v.raid.token : -1;
  const merchantPool = unseen(rng, MERCHANT_TOKENS.length, [raided]);
  const merchants = v.merchants.map((present) => (present ? (merchantPool.pop() ?? -1) : -1));
  const onTrack = raided >= 0 && v.raid.step !== 'engage' ? [raided] : [];
  const merchantTrack = [...onTrack, ...deal(merchantPool, v.merchantTrack - onTrack.length)];

  // Modification tokens: a face-up one is a token of its kind; face-down ones (by the ports and, with
  // module 3, in the reserve pool) any token in play not on a ship.
  const options: MmOptions = { gloryTarget: v.gloryTarget, captainsDealt: v.captainsDealt };
  for (const module of v.seas.modules) options[module as SeasModule] = true;
  if (v.seas.newCards) options.newCards = v.seas.newCards;
  const onShips = new Set([...v.seats.flatMap((st) => st.mods), ...v.combat.prize.mods]);
  const modPool = shuffleInPlace(rng, modTokensInPlay(options).filter((id) => !onShips.has(id)));
  const take = (kind: string): number => {
    const at = modPool.findIndex((id) => MOD_TOKENS[id] === kind);
    return at < 0 ? -1 : modPool.splice(at, 1)[0]!;
  };
  const mods = v.modsPresent.map((present, z) => (present && v.modsShown[z] !== '' ? take(v.modsShown[z]!) : -1));
  v.modsPresent.forEach((present, z) => {
    if (present && v.modsShown[z] === '') mods[z] = modPool.pop() ?? -1;
  });

  const seats: PlayerState[] = v.seats.map((st, i) => ({
    captain: st.captain,
    offer: offers[i]!,
    chosenCaptain: chosen[i]!.captain,
    chosenShip: chosen[i]!.ship,
    ship: shipOf({
      type: st.shipType, hull: st.hull, cargo: st.cargoSpace, masts: st.masts, crew: st.crew, cannons: st.cannons, mods: st.mods,
      reinforcedSpent: st.reinforcedSpent, chasersSpent: st.chasersSpent,
    }),
    zone: st.zone,
    inPort: st.inPort,
    gold: st.gold,
    stash: i === seat ? mine.stash : st.stashShown >= 0 ? st.stashShown : st.hasStashed ? sampledStash(v, st.glory, rng) : 0,
    hasStashed: st.hasStashed,
    glory: st.glory,
    cargo: cargoHeld[i]!,
    gloryHand: gloryHands[i]!,
    specialists: [...st.specialists],
    rumor: rumorHeld[i]!,
    mission: st.mission,
    bounties: [...st.bounties],
    weapons: [...st.weapons],
    boughtBigShip: st.boughtBigShip,
    turnsTaken: st.turnsTaken,
    lastBuyTurn: st.lastBuyTurn,
    lastBuyZone: st.lastBuyZone,
    declared: st.declared,
    ...(st.loyalty !== undefined ? { loyalty: st.loyalty } : {}),
    ...(v.seas.cutthroat?.flipped.includes(i) ? { flipped: st.captain } : {}),
    ...npcWeaponsFromView(st),
    ...(st.contrabandCount !== undefined ? { contraband: smuggled[i]!, contrabandHeld: st.contrabandHeld ?? -1 } : {}),
    ...(st.crowsNest ? { crowsNest: { ...st.crowsNest } } : {}),
    // Another seat's loss order is unseen: sampled as the usual one (regular space first).
    ...(i === seat && mine.lossFromContraband ? { lossFromContraband: true } : {}),
  }));

  const t = v.turn;
  const turn: TurnState | null =
    t.seat < 0
      ? null
      : {
          seat: t.seat, actionsLeft: t.actionsLeft, started: t.started, acted: t.acted, scouted: [...t.scouted], portUsed: t.portUsed,
          portOpen: t.portOpen, activities: [...t.activities], current: t.current, recruitFailed: t.recruitFailed, sureScout: t.sureScout,
          withWindUsed: t.withWindUsed, againstWindUsed: t.againstWindUsed,
          ...(t.loyaltyPort !== undefined
            ? { loyalty: { startPort: t.loyaltyPort, fierceTried: !!t.fierceTried, freeHired: !!t.freeHired, cardsBarred: !!t.cardsBarred } }
            : {}),
          ...(t.favorReady !== undefined ? { favorReady: t.favorReady } : {}),
        };

  const c = v.combat;
  const combat: CombatState | null = !c.active
    ? null
    : {
        sides: [sideOf(c.attacker, announced[0]!), sideOf(c.defender, announced[1]!)],
        npcShips: [npcShipOf(c.attacker), npcShipOf(c.defender)],
        stage: c.stage === 'crew' ? 'crew' : 'naval',
        round: c.round,
        preRound: c.preRound,
        step: c.step === '' ? 'declare' : c.step,
        queue: [...c.queue],
        contestWinner: c.contestWinner,
        winner: c.winner,
        plunderCards: [...c.plunderCards],
        prize: shipOf(c.prize),
        ...(c.burning ? { burning: [...c.burning], burnedRound: c.burnedRound ?? 0 } : {}),
        ...(c.wonWeapons ? { wonWeapons: { slot: c.wonWeapons.slot, weapons: [...c.wonWeapons.weapons] } } : {}),
      };

  const state: MmState = {
    options,
    players: v.players,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1],
    phase: v.phase,
    round: v.round,
    firstSeat: v.firstSeat,
    seats,
    cargoDeck,
    cargoDiscard: [...v.cargoDiscard],
    eventDeck,
    eventDiscard: [...v.eventDiscard],
    gloryDeck,
    gloryDiscard,
    rumorDeck,
    missionDeck,
    missionDiscard: [...v.missionDiscard],
    missionsOnBoard: [...v.missionsOnBoard],
    captainDeck,
    captainDiscard: [...v.captainDiscard],
    demand: [...v.demand],
    demandPool,
    merchants,
    merchantTrack,
    mods,
    modsRevealed: v.modsShown.map((kind) => kind !== ''),
    weaponSupply: [...v.weaponSupply],
    npcs: v.npcs.map((n) => ({ stack: [...n.stack], zone: n.zone, arriving: n.arriving, returning: n.returning })),
    wars: v.wars.map((w) => {
      const [a, b] = w.split('-') as [Nation, Nation];
      return { a, b };
    }),
    event: v.event,
    turn,
    buy: !v.turn.buying ? null : {
      cards: buyCards, prices: myTurn ? [...mine.buyPrices] : buyPrices(buyCards, v.seats[t.seat]!.zone), bought: t.bought, redrawn: t.redrawn,
      ...(t.favorRedrawn ? { favorUsed: true } : {}),
    },
    raid: !v.raid.active
      ? null
      : { step: v.raid.step === '' ? 'engage' : v.raid.step, token: v.raid.token, nation: v.raid.nation, cards: [...v.raid.cards], dice: [...v.raid.dice], successes: v.raid.successes, gold: v.raid.gold,
        ...(v.raid.favorDraw ? { favorDraw: { cards: [...v.raid.favorDraw.cards], line: v.raid.favorDraw.line } } : {}) },
    combat,
    npcScouts: v.npcScoutSeat < 0 ? null : { seat: v.npcScoutSeat, slots: shuffleInPlace(rng, [...v.npcScoutSlots]) },
    rumorChoice,
    gloryDiscards: [...v.gloryDiscards],
    endTriggered: v.endTriggered,
    endReason: v.endReason,
    wind: v.seas.wind,
    storm: v.seas.storm,
    cubesDrawn: [...v.cubesDrawn],
    ...(v.seas.modPool !== undefined ? { modPool: deal(modPool, v.seas.modPool) } : {}),
    ...cutthroatOf(v),
    ...(v.seas.galleon ? { galleon: { ...v.seas.galleon } } : {}),
    ...(v.seas.modules.includes('favors') ? { favors: sampledFavors(v, seat, mine.favors ?? 0, rng) } : {}),
    ...npcUpgradesFromView(v, options, rng),
    ...(v.seas.contrabandStop ? { contrabandStop: { ...v.seas.contrabandStop } } : {}),
    ...(mine.stow !== undefined ? { stow: { seat, card: mine.stow } } : {}),
    ...(v.seas.npcFound ? { npcFound: { ...v.seas.npcFound } } : {}),
  };
  return { ...state, ...locationsFromView(v, state) };
}

/** A lead of this many glory points is a clear one (the reward's scale: marginRewards). */
const MARGIN_SCALE = 1.5;

/**
 * Standing in an unfinished game: each seat's lead over the best other in glory (stash points
 * included) and gold on board, which a stash turns into glory at about ten a point. By the lead
 * rather than by places: a rollout is cut after a turn or two, in which most moves change no
 * place, but a sale, a raid or a lost fight does change the lead.
 */
function evaluate(state: unknown): number[] {
  const s = state as MmState;
  return marginRewards(s.seats.map((p) => totalGlory(s, p) + p.gold / STASH_PER_GLORY), MARGIN_SCALE);
}

/** Rollouts are cut after a few turns (a whole game is hundreds of actions) and scored by that standing. */
export const searchHooks: SearchHooks<MmView> = {
  determinize: determinize as SearchHooks<MmView>['determinize'],
  rollout: 'heuristic',
  evaluate,
  rolloutSteps: 30,
};
