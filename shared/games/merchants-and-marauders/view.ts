/**
 * What a seat (or a spectator) may know (Hidden information: docs/games/merchants-and-marauders.md): cargo cards, glory cards
 * in hand, the rumor held, the stash and the goods drawn to buy are the owner's only (others see
 * counts, "has stashed" and "has a rumor"); captains chosen at setup stay hidden until all have
 * chosen; an announced combat card stays hidden until resolved; deck orders, face-down demand,
 * modification and merchant tokens are counts or absent. Only `mine` differs between viewers
 * (it holds the viewer's own secrets under its seat number, and is absent for spectators), and
 * once the game is over every stash is shown.
 *
 * Everything public is here, the turn's and the battle's bookkeeping included, so that a seat's
 * view and its own secrets are enough to rebuild a full state (the search bot's determinize.ts).
 * The glory discard pile is a count: cards discarded over the hand limit go unseen.
 */
import type { Seat } from '../../core/engine';
import { MOD_TOKENS, MERCHANT_TOKENS } from './data';
import { locationsView } from './locations';
import { npcInPlay, npcShipType } from './npc';
import { toAct } from './rules';
import { isPirate, shipMax, totalGlory } from './state';
import { cutthroatView } from './cutthroat';
import { npcSideShip, npcUpgradesOfSlot, npcUpgradesView, npcWeaponsOf } from './npc-upgrades-view';
import { contrabandOf } from './contraband';
import type {
  CombatSideView, CombatState, CombatView, MineView, MmOptions, MmState, MmView, PlayerState, PlayerView, RaidView, SeasModule, ShipState,
  ShipView,
} from './types';

function playerView(s: MmState, p: PlayerState): PlayerView {
  const ship = p.ship;
  const max = ship ? shipMax(ship) : undefined;
  return {
    captain: p.captain,
    hasChosen: s.phase === 'captains' ? p.chosenCaptain >= 0 : true,
    shipType: ship?.type ?? '',
    hull: ship?.hull ?? 0,
    cargoSpace: ship?.cargo ?? 0,
    masts: ship?.masts ?? 0,
    crew: ship?.crew ?? 0,
    cannons: ship?.cannons ?? 0,
    maxHull: max?.hull ?? 0,
    maxCargo: max?.cargo ?? 0,
    maxCrew: max?.crew ?? 0,
    maxCannons: max?.cannons ?? 0,
    maneuverability: max?.maneuverability ?? 0,
    mods: ship ? [...ship.mods] : [],
    reinforcedSpent: ship?.reinforcedSpent ?? false,
    zone: p.zone,
    inPort: p.inPort,
    gold: p.gold,
    glory: p.glory,
    hasStashed: p.hasStashed,
    stashShown: p.declared || s.phase === 'over' ? p.stash : -1,
    cargoCount: p.cargo.length,
    gloryCount: p.gloryHand.length,
    specialists: [...p.specialists],
    hasRumor: p.rumor >= 0,
    mission: p.mission,
    bounties: [...p.bounties],
    weapons: [...p.weapons],
    pirate: isPirate(p),
    declared: p.declared,
    offerCount: p.offer.length,
    chasersSpent: ship?.chasersSpent ?? false,
    boughtBigShip: p.boughtBigShip,
    turnsTaken: p.turnsTaken,
    lastBuyTurn: p.lastBuyTurn,
    lastBuyZone: p.lastBuyZone,
    ...(p.loyalty !== undefined ? { loyalty: p.loyalty } : {}),
    ...npcWeaponsOf(s, p),
    // Module 7: how many cards lie on the contraband space (which, only the owner), and the sold one behind the captain.
    ...(p.contraband ? { contrabandCount: contrabandOf(p).length, contrabandHeld: p.contrabandHeld ?? -1 } : {}),
    ...(p.crowsNest ? { crowsNest: { ...p.crowsNest } } : {}),
  };
}

const NO_SIDE: CombatSideView = {
  kind: '', id: -1, declared: '', dice: [], hasAnnounced: false, played: [], effects: [], hitRolls: [], shot: '', skullsToAssign: 0,
  braceLeft: 0, luckyUsed: false, seaDogUsed: false, surgeonUsed: false, crewBonus: 0,
  shipType: '', hull: -1, masts: -1, crew: -1, cannons: -1, cargoSpace: -1,
};

function sideView(c: CombatState, i: number): CombatSideView {
  const side = c.sides[i]!;
  const f = side.fighter;
  const npc = c.npcShips[i];
  // Another side's declaration is shown once made: the aggressor declares first, openly.
  return {
    kind: f.kind,
    id: f.kind === 'player' ? f.seat : f.slot,
    declared: side.declared,
    dice: [...side.dice],
    hasAnnounced: side.announced >= 0,
    played: [...side.played],
    effects: [...side.effects],
    hitRolls: [...side.hitRolls],
    shot: side.shot,
    skullsToAssign: side.skullsToAssign,
    braceLeft: side.braceLeft,
    luckyUsed: side.luckyUsed,
    seaDogUsed: side.seaDogUsed,
    surgeonUsed: side.surgeonUsed,
    crewBonus: side.crewBonus,
    shipType: npc?.type ?? '',
    hull: npc?.hull ?? -1,
    masts: npc?.masts ?? -1,
    crew: npc?.crew ?? -1,
    cannons: npc?.cannons ?? -1,
    cargoSpace: npc?.cargo ?? -1,
    ...(side.caltropped ? { caltropped: true } : {}),
    ...(side.spread ? { spread: [...side.spread] } : {}),
    ...npcSideShip(c, i),
  };
}

const NO_SHIP: ShipView = { type: '', hull: 0, cargo: 0, masts: 0, crew: 0, cannons: 0, mods: [], reinforcedSpent: false, chasersSpent: false };

function shipView(ship: ShipState | null): ShipView {
  if (!ship) return { ...NO_SHIP, mods: [] };
  const { type, hull, cargo, masts, crew, cannons, reinforcedSpent, chasersSpent } = ship;
  return { type, hull, cargo, masts, crew, cannons, mods: [...ship.mods], reinforcedSpent, chasersSpent };
}

function combatView(s: MmState): CombatView {
  const c = s.combat;
  if (!c) {
    return {
      active: false, stage: '', round: 0, step: '', waiting: -1, contestWinner: -1, prizeType: '', prize: shipView(null), preRound: false, queue: [],
      attacker: { ...NO_SIDE }, defender: { ...NO_SIDE }, plunderCards: [], winner: -1,
    };
  }
  return {
    active: true, stage: c.stage, round: c.round, step: c.step, waiting: c.queue[0] ?? -1, contestWinner: c.contestWinner,
    prizeType: c.prize?.type ?? '', prize: shipView(c.prize), preRound: c.preRound, queue: [...c.queue],
    attacker: sideView(c, 0), defender: sideView(c, 1), plunderCards: [...c.plunderCards], winner: c.winner,
    ...(c.burning && c.stage === 'naval' ? { burning: [...c.burning], burnedRound: c.burnedRound ?? 0 } : {}),
    ...(c.wonWeapons ? { wonWeapons: { slot: c.wonWeapons.slot, weapons: [...c.wonWeapons.weapons] } } : {}),
  };
}

function raidView(s: MmState): RaidView {
  const r = s.raid;
  if (!r) return { active: false, step: '', token: -1, tokenNation: '', nation: '', cards: [], dice: [], successes: 0, gold: 0 };
  return {
    active: true, step: r.step, token: r.token, tokenNation: MERCHANT_TOKENS[r.token]!, nation: r.nation, cards: [...r.cards], dice: [...r.dice], successes: r.successes,
    gold: r.gold,
    ...(r.favorDraw ? { favorDraw: { cards: [...r.favorDraw.cards], line: r.favorDraw.line } } : {}),
  };
}

/** What a seat holds when nothing is known (a spectator's stand-in for its own secrets). */
export const NO_SECRETS: MineView = {
  offer: [], chosenCaptain: -1, chosenShip: '', cargo: [], gloryHand: [], rumor: -1, stash: 0, buyCards: [], buyPrices: [], rumorChoice: [], announced: -1,
};

function mineView(s: MmState, viewer: Seat, p: PlayerState): MineView {
  const myTurn = s.turn?.seat === viewer;
  const mySide = s.combat?.sides.find((x) => x.fighter.kind === 'player' && x.fighter.seat === viewer);
  return {
    offer: [...p.offer],
    chosenCaptain: p.chosenCaptain,
    chosenShip: p.chosenShip,
    cargo: [...p.cargo],
    gloryHand: [...p.gloryHand],
    rumor: p.rumor,
    stash: p.stash,
    buyCards: myTurn && s.buy ? [...s.buy.cards] : [],
    buyPrices: myTurn && s.buy ? [...s.buy.prices] : [],
    rumorChoice: myTurn ? [...s.rumorChoice] : [],
    announced: mySide?.announced ?? -1,
    ...(s.favors ? { favors: s.favors[viewer]! } : {}),
    ...(p.contraband ? { contraband: contrabandOf(p) } : {}),
    ...(p.lossFromContraband ? { lossFromContraband: true } : {}),
    ...(s.stow?.seat === viewer ? { stow: s.stow.card } : {}),
  };
}

/** The viewing seat's own secrets in `v`, if `seat` is the viewer. */
export function mineOf(v: MmView, seat: Seat): MineView | undefined {
  return v.mine?.[String(seat)];
}

/** Module 1's decks as the view shows them (nothing without the module). */
const newCardsView = (o: MmOptions): Pick<MmView['seas'], 'newCards'> => (o.newCards && o.newCards !== 'off' ? { newCards: o.newCards } : {});

/** The Seas of Glory switches that are on, in a fixed order. */
export function modulesOn(options: MmOptions): SeasModule[] {
  return SEAS_MODULES.filter((m) => options[m] === true);
}
const SEAS_MODULES: readonly SeasModule[] = ['flexibleTurns', 'brig', 'wind', 'storm', 'gloryOrDeath', 'hardLife', 'locations', 'loyalty', 'newMods', 'modMarket', 'captainsForGold', 'cutthroat', 'newWeapons', 'treasureGalleon', 'favors', 'npcUpgrades', 'contraband', 'smugglersHold'];

export function view(s: MmState, viewer: Seat | null): MmView {
  const t = s.turn;
  const view: MmView = {
    players: s.players,
    gloryTarget: s.options.gloryTarget,
    captainsDealt: s.options.captainsDealt,
    phase: s.phase,
    round: s.round,
    firstSeat: s.firstSeat,
    toAct: toAct(s),
    seats: s.seats.map((p) => playerView(s, p)),
    cargoDeckCount: s.cargoDeck.length,
    cargoDiscard: [...s.cargoDiscard],
    eventDeckCount: s.eventDeck.length,
    eventDiscard: [...s.eventDiscard],
    event: s.event,
    gloryDeckCount: s.gloryDeck.length,
    gloryDiscardCount: s.gloryDiscard.length,
    rumorDeckCount: s.rumorDeck.length,
    missionDeckCount: s.missionDeck.length,
    missionDiscard: [...s.missionDiscard],
    missionsOnBoard: [...s.missionsOnBoard],
    captainDeckCount: s.captainDeck.length,
    captainDiscard: [...s.captainDiscard],
    demand: [...s.demand],
    demandPoolCount: s.demandPool.length,
    merchants: s.merchants.map((m) => m >= 0),
    merchantTrack: s.merchantTrack.length,
    modsShown: s.mods.map((m, z) => (m >= 0 && s.modsRevealed[z] ? MOD_TOKENS[m]! : '')),
    modsPresent: s.mods.map((m) => m >= 0),
    weaponSupply: [...s.weaponSupply],
    npcs: s.npcs.map((n, slot) => ({
      inPlay: npcInPlay(s, slot),
      captain: n.stack.length ? n.stack[n.stack.length - 1]! : -1,
      zone: n.zone,
      arriving: n.arriving,
      shipType: npcInPlay(s, slot) ? npcShipType(s, slot) : '',
      stack: [...n.stack],
      returning: n.returning,
      ...npcUpgradesOfSlot(s, slot),
    })),
    wars: s.wars.map((w) => `${w.a}-${w.b}`),
    turn: {
      seat: t?.seat ?? -1,
      actionsLeft: t?.actionsLeft ?? 0,
      portOpen: t?.portOpen ?? false,
      portUsed: t?.portUsed ?? false,
      activities: t ? [...t.activities] : [],
      current: t?.current ?? '',
      buying: s.buy !== null,
      buyCount: s.buy?.cards.length ?? 0,
      bought: s.buy?.bought ?? 0,
      redrawn: s.buy?.redrawn ?? false,
      rumorChoiceCount: s.rumorChoice.length,
      started: t?.started ?? false,
      acted: t?.acted ?? false,
      scouted: t ? [...t.scouted] : [],
      recruitFailed: t?.recruitFailed ?? false,
      sureScout: t?.sureScout ?? false,
      withWindUsed: t?.withWindUsed ?? false,
      againstWindUsed: t?.againstWindUsed ?? false,
      ...(t?.loyalty
        ? { loyaltyPort: t.loyalty.startPort, fierceTried: t.loyalty.fierceTried, freeHired: t.loyalty.freeHired, cardsBarred: t.loyalty.cardsBarred }
        : {}),
      ...(s.favors ? { favorReady: t?.favorReady ?? false, favorRedrawn: s.buy?.favorUsed ?? false } : {}),
    },
    raid: raidView(s),
    combat: combatView(s),
    gloryDiscards: [...s.gloryDiscards],
    npcScoutSeat: s.npcScouts?.seat ?? -1,
    npcScoutSlots: s.npcScouts ? [...s.npcScouts.slots].sort((a, b) => a - b) : [],
    cubesDrawn: [...(s.cubesDrawn ?? [])],
    endTriggered: s.endTriggered,
    endReason: s.endReason,
    finalGlory: s.phase === 'over' ? s.seats.map((p) => totalGlory(s, p)) : [],
    seas: {
      modules: modulesOn(s.options),
      wind: s.wind ?? '',
      storm: s.storm ?? -1,
      ...locationsView(s),
      ...(s.modPool ? { modPool: s.modPool.length } : {}),
      ...cutthroatView(s),
      ...(s.galleon ? { galleon: { ...s.galleon } } : {}),
      ...newCardsView(s.options),
      ...npcUpgradesView(s),
      ...(s.contrabandStop ? { contrabandStop: { ...s.contrabandStop } } : {}),
      ...(s.npcFound ? { npcFound: { ...s.npcFound } } : {}),
    },
  };
  const own = viewer === null ? undefined : s.seats[viewer];
  if (viewer !== null && own) view.mine = { [String(viewer)]: mineView(s, viewer, own) };
  return view;
}
