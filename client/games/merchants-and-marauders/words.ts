/**
 * Merchants & Marauders in words for the table: the turn line, what is asked of me now, the
 * label of every action type, and a line per seat for the end screen. Everything is read from
 * the public view and my own secret part; legality is the server's business.
 */
import { CAPTAINS, CARGO, EVENTS, NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import { MOD_KINDS, NATIONS, PRICES, SHIPS, ZONES } from '../../../shared/games/merchants-and-marauders/data';
import { LOYALTY_COST, LOYALTY_STEPS } from '../../../shared/games/merchants-and-marauders/loyalty';
import { GLORY, MISSIONS, RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import type { MineView, MmView, ShipType } from '../../../shared/games/merchants-and-marauders/types';
import type { ActionDescription, GameWords, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import { offeredChoices, type Choice } from '../../table/choices';
import { describeLocationAction, locationPrompt, locationsLine } from './location-words';
import { cutthroatActionWords, cutthroatPrompt } from './cutthroat';
import { contrabandActionWords, contrabandNote, contrabandPrompt } from './contraband';
import { choiceActionWords, choicePrompt } from './choices';
import { favorNpcActionWords, favorNpcPrompt } from './favor-npc';
import { GALLEON_CAPTAIN } from '../../../shared/games/merchants-and-marauders/galleon-card';
import { galleonLine, isGalleonSlot } from './galleon';
import { npcUpgradeLines } from './npc-upgrade-words';

/** My secret part (the server keys it by seat; only my own key reaches me). */
export type Mine = Omit<MineView, 'seat'>;
/** The decoded board: MmView with `mine` keyed by seat. */
export type MmBoard = Omit<MmView, 'mine'> & { mine?: Record<string, Mine> | Mine };

export function boardOf(view: TableView): MmBoard {
  return view.state.board as MmBoard;
}

export function mineOf(view: TableView): Mine | undefined {
  const seat = view.mySeat;
  const mine = boardOf(view).mine;
  if (seat === null || !mine) return undefined;
  // Keyed by seat; a plain MineView (an older server) carries its own seat.
  if ('cargo' in mine && Array.isArray((mine as Mine).cargo)) return mine as Mine;
  return (mine as Record<string, Mine>)[String(seat)];
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function title(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function zoneName(zone: number): string {
  return ZONES[zone]?.name ?? 'the open sea';
}

export function captainName(id: number): string {
  return CAPTAINS[id]?.name ?? 'no captain';
}

export function shipName(type: ShipType | ''): string {
  return type === 'man-o-war' ? 'man-o-war' : type || 'no ship';
}

export function cargoWords(card: number): string {
  const c = CARGO[card];
  return c ? `${c.good} (${c.plunder} gold, ${c.icon === 'escape' ? 'escape' : `hit ${c.icon}`})` : 'a cargo card';
}

export function goodOf(card: number): string {
  return CARGO[card]?.good ?? 'goods';
}

export function gloryTitle(card: number): string {
  return GLORY[card]?.title ?? 'a glory card';
}

/** An NPC ship by its captain when it has one: "Red Morgan's pirate frigate". */
export function npcWords(board: MmBoard, slot: number): string {
  if (isGalleonSlot(slot)) return `${GALLEON_CAPTAIN.captain}'s treasure galleon`;
  const npc = board.npcs[slot];
  const name = NPC_SLOTS[slot]?.name ?? 'an NPC ship';
  const captain = npc && npc.captain >= 0 ? EVENTS[npc.captain]?.captain : undefined;
  const ship = name.replace(/^Pirate/, 'pirate');
  return captain ? `${captain}'s ${ship}` : ship;
}

/** A fighter of the combat view: a seat's name, or the NPC ship. */
export function fighterWords(view: TableView, kind: string, id: number): string {
  if (kind === 'player') return id === view.mySeat ? 'you' : view.seatName(id);
  if (kind === 'npc') return npcWords(boardOf(view), id);
  return 'nobody';
}

const ACTIVITY_WORDS: Record<string, string> = {
  sell: 'selling', buy: 'buying', shipyard: 'at the shipyard', recruit: 'recruiting', rumor: 'seeking rumors',
  mission: 'on a mission', deliver: 'delivering', stash: 'stashing gold', hire: 'hiring', favors: 'buying favors',
};

export function describeTurn(view: TableView): { turn: string; prompt: string } {
  const board = boardOf(view);
  const { state, mySeat } = view;
  if (state.phase === 'over' || board.phase === 'over') {
    const why = { glory: 'a captain reached the glory target', events: 'the event deck ran out', captains: 'the captains ran out', limit: 'the round limit was reached', '': '' }[board.endReason];
    return { turn: 'Game over', prompt: why ? `The game is over: ${why}.` : 'The game is over: see the results.' };
  }
  const mine = mySeat !== null && state.toAct.includes(mySeat);
  const actor = state.toAct[0] ?? board.turn.seat;
  const who = actor === mySeat ? 'You' : view.seatName(actor);
  if (board.phase === 'captains') {
    return { turn: 'Setup · choosing captains', prompt: mine ? 'Choose your captain and a starting ship (a sloop is fast, a flute carries more).' : 'The captains are being chosen in secret…' };
  }
  const whose = board.turn.seat === mySeat ? 'your turn' : `${view.seatName(board.turn.seat)}'s turn`;
  const turn = `Round ${board.round} · ${whose} · ${plural(board.turn.actionsLeft, 'action')} left`;
  if (board.gloryDiscards.length > 0) {
    return { turn, prompt: mine ? 'You hold too many glory cards: discard one.' : `${who} discards a glory card…` };
  }
  const offTurn = cutthroatPrompt(view, board) ?? favorNpcPrompt(view, board) ?? contrabandPrompt(view, board) ?? (mine ? choicePrompt(view, board, mineOf(view)) : undefined);
  if (offTurn) return { turn, prompt: offTurn };
  const c = board.combat;
  if (c.active) {
    const a = fighterWords(view, c.attacker.kind, c.attacker.id);
    const d = fighterWords(view, c.defender.kind, c.defender.id);
    const fight = `Battle: ${a} against ${d} (${c.stage} combat, round ${c.round})`;
    if (!mine) return { turn, prompt: `${fight}…` };
    const asks: Record<string, string> = {
      declare: 'declare Shoot, Board or Flee',
      announce: 'announce a combat card, or none',
      'resolve-card': 'play the card you announced, or keep it',
      grapple: 'use your grappling hooks to re-roll, or not',
      shot: 'choose your shot',
      assign: 'choose where the skull hits strike your ship',
      plunder: 'choose the cargo you keep',
      claim: 'claim the beaten ship, or leave it',
    };
    return { turn, prompt: `${fight}: ${asks[c.step] ?? 'decide'}.` };
  }
  const r = board.raid;
  if (r.active) {
    if (!mine) return { turn, prompt: `${who} raids a merchant…` };
    const spend = r.successes > 0 ? `spend your ${plural(r.successes, 'success', 'successes')} on the cargo cards, then finish` : 'no success to spend: finish the raid';
    const engage = offeredChoices(view.offered, [{ words: 'raid the merchant', types: ['raid'] }, { words: 'let it go', types: ['let-go'] }]);
    const asks = { engage, spend, keep: 'keep the cargo you have room for', '': '' };
    return { turn, prompt: `A ${r.tokenNation} merchant: ${asks[r.step]}.` };
  }
  const atLocation = locationPrompt(view, mine, who);
  if (atLocation) return { turn, prompt: atLocation };
  if (!mine) {
    const doing = board.turn.current ? ` (${ACTIVITY_WORDS[board.turn.current] ?? board.turn.current})` : '';
    return { turn, prompt: `${who} ${actor === mySeat ? 'play' : 'plays'}${doing}…` };
  }
  const me = mySeat === null ? undefined : board.seats[mySeat];
  if (me && me.captain < 0) return { turn, prompt: 'Your captain is gone: choose a new captain and ship.' };
  if (board.turn.buying) return { turn, prompt: 'Buy goods from the cards drawn, then say you are done.' };
  if (mineOf(view)?.rumorChoice.length) return { turn, prompt: 'Keep one of the rumors you heard.' };
  const where = me ? seaPosition(me.zone, me.inPort) : '';
  const choices = offeredChoices(view.offered, FREE_CHOICES);
  return { turn, prompt: choices ? `${where}: ${choices}.` : '' };
}

/** A turn's free choices as the prompt names them, in the order they are named. */
const FREE_CHOICES: readonly Choice[] = [
  { words: 'complete your mission', types: ['deliver'] },
  { words: 'investigate the rumor', types: ['investigate'] },
  { words: 'sail (click a glowing zone on the map)', types: ['move'] },
  { words: 'scout', types: ['scout'] },
  { words: 'visit or raid the location', types: ['visit-missionary', 'visit-natives', 'visit-fort', 'visit-haven', 'visit-prison', 'visit-reef', 'visit-sell', 'visit-buy', 'visit-repair', 'visit-recruit', 'visit-rumor', 'raid-location'] },
  { words: 'enter the port', types: ['enter-port'] },
  { words: 'do business in port', types: ['port'] },
  { words: 'trade', types: ['sell', 'buy-draw'] },
  { words: 'visit the shipyard', types: ['buy-ship', 'buy-weapon', 'repair', 'refresh-hull', 'buy-mod'] },
  { words: 'recruit', types: ['recruit', 'hire-crew'] },
  { words: 'seek a rumor', types: ['seek-rumor'] },
  { words: 'claim a mission', types: ['claim-mission'] },
  { words: 'hire a specialist', types: ['hire'] },
  { words: 'stash gold', types: ['stash', 'unstash'] },
  { words: 'pay the crew', types: ['buy-loyalty'] },
  { words: 'draw a modification from the reserve', types: ['draw-mod'] },
  { words: 'call on your fiercely loyal crew', types: ['fierce-loyalty'] },
  { words: 'use your favors', types: ['buy-favors', 'ready-favor'] },
  { words: 'play a glory card', types: ['play-glory'] },
  { words: 'put to sea', types: ['leave-port'] },
  { words: 'end the turn', types: ['end-turn'] },
];

/** "In port at Havana", "At sea near Havana", "At sea in the Caribbean Sea". */
export function seaPosition(zone: number, inPort: boolean): string {
  if (inPort) return `In port at ${zoneName(zone)}`;
  return ZONES[zone]?.port ? `At sea near ${zoneName(zone)}` : `At sea in the ${zoneName(zone)}`;
}

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : -1;
}

function shipPrice(type: ShipType, zone: number): number {
  const buy = SHIPS[type]?.buy ?? 0;
  return zoneName(zone) === 'Curacao' && (type === 'frigate' || type === 'galleon') ? PRICES.bigShipCuracao : buy;
}

/** A special weapon's price (the shipyard table; Old Providence sells cheaper to captains with a Spanish bounty). */
function weaponPrice(me: { zone: number; bounties: number[] } | undefined): number {
  const spanish = NATIONS.indexOf('spanish');
  return me && zoneName(me.zone) === 'Old Providence' && (me.bounties[spanish] ?? 0) > 0 ? PRICES.weaponOldProvidence : PRICES.weapon;
}

/** "Fit advanced rigs and sails (3 gold)": the modification by its name, never its id. */
function modLabel(kind: string | undefined, zone: number): string {
  const price = zoneName(zone) === 'St. John' ? PRICES.modificationStJohn : PRICES.modification;
  const text = kind && kind in MOD_KINDS ? MOD_KINDS[kind as keyof typeof MOD_KINDS] : '';
  const name = text.split(':')[0]?.toLowerCase() ?? '';
  return name ? `Fit ${name} (${price} gold)` : `Fit the modification here (${price} gold)`;
}

/** The shipyard's choices, under one heading when the list is long. */
const SHIPYARD = 'At the shipyard…';

export function describeAction(action: Action, view: TableView): ActionDescription {
  const board = boardOf(view);
  const mine = mineOf(view);
  const me = view.mySeat === null ? undefined : board.seats[view.mySeat];
  const card = numberOf(action.card);
  switch (action.type) {
    case 'choose-captain': {
      const c = CAPTAINS[numberOf(action.captain)];
      // The captain's card in words: nation and home port, the four skills, the special ability.
      const card = c ? ` (${title(c.nation)}, home ${c.home}) · Seamanship ${c.seamanship} · Scouting ${c.scouting} · Leadership ${c.leadership} · Influence ${c.influence} · ${c.text}` : '';
      return { label: `${c?.name ?? 'Captain'} with a ${String(action.ship)}${card}`, order: numberOf(action.captain) + (action.ship === 'flute' ? 0.5 : 0) };
    }
    case 'retire':
      return { label: 'Retire the captain', order: 95, tone: 'warning', confirm: 'Retire your captain? This cannot be undone.' };
    case 'move': {
      const z = numberOf(action.zone);
      return { label: `Sail to ${zoneName(z)}`, order: 10 + z / 100, group: 'Sail to…' };
    }
    case 'enter-port': {
      const port = me ? zoneName(me.zone) : 'port';
      const how = { free: '', fee: ` paying ${PRICES.portRoyalFee} gold`, roll: ' with an INFLUENCE roll', favor: ' calling in favors' }[String(action.method)] ?? '';
      return { label: `Enter ${port}${how}`, order: 5, tone: action.method === 'free' ? 'primary' : undefined };
    }
    case 'leave-port':
      return { label: 'Put to sea', order: 9 };
    case 'scout': {
      const id = numberOf(action.id);
      const what = action.target === 'player' ? view.seatName(id) : action.target === 'npc' ? `the ${npcWords(board, id)}` : 'a merchant';
      return { label: `Scout for ${what}`, order: action.target === 'merchant' ? 20 : 21 + id / 10, group: 'Scout…' };
    }
    case 'port':
      return { label: `Do business in ${me ? zoneName(me.zone) : 'port'} (1 action)`, order: 4, tone: 'primary' };
    case 'end-turn':
      return { label: 'End the turn', order: 90 };
    case 'discard-cargo':
      return { label: `Throw ${goodOf(card)} overboard`, order: 80 };
    case 'play-glory': {
      const nation = typeof action.nation === 'string' && action.nation ? ` (${action.nation} bounties)` : '';
      return { label: `Play ${gloryTitle(card)}${nation}`, order: 60 };
    }
    case 'hire':
      return { label: `Hire the ${gloryTitle(card).toLowerCase()} (${GLORY[card]?.hireCost ?? '?'} gold)`, order: 44 };
    case 'investigate':
      return { label: `Investigate the rumor ${RUMORS[mine?.rumor ?? -1]?.title ?? ''}`.trim(), order: 3, tone: 'primary' };
    case 'sell': {
      const cards = Array.isArray(action.cards) ? action.cards.map(Number) : [];
      return { label: `Sell ${cards.map(goodOf).join(', ')}`, order: 30 + (6 - cards.length) / 10, tone: 'primary', group: 'Sell goods…' };
    }
    case 'buy-draw':
      return { label: 'Look at goods to buy', order: 31 };
    case 'redraw':
      return { label: `Draw the goods anew (${PRICES.santoDomingoRedraw} gold)`, order: 33 };
    case 'buy-card': {
      const i = mine ? mine.buyCards.indexOf(card) : -1;
      const price = i >= 0 ? mine?.buyPrices[i] : undefined;
      return { label: `Buy ${goodOf(card)}${price === undefined ? '' : ` for ${price} gold`}`, order: 32 };
    }
    case 'buy-done':
      return { label: 'Done buying', order: 34 };
    case 'buy-ship': {
      const type = String(action.ship) as ShipType;
      const keep = action.transferMods === true ? ', keeping the modifications' : '';
      return { label: `Buy a ${type} (${shipPrice(type, me?.zone ?? -1)} gold${keep})`, order: 40, group: SHIPYARD };
    }
    case 'buy-weapon':
      return { label: `Buy ${String(action.weapon).replace('-', ' ')} (${weaponPrice(me)} gold)`, order: 41, group: SHIPYARD };
    case 'repair':
      return { label: `Repair the ${String(action.location)}`, order: 39, group: SHIPYARD };
    case 'refresh-hull':
      return { label: 'Refresh the reinforced hull', order: 42, group: SHIPYARD };
    case 'buy-mod':
      return { label: modLabel(board.modsShown[me?.zone ?? -1], me?.zone ?? -1), order: 43, group: SHIPYARD };
    case 'recruit':
      return { label: 'Recruit crew (LEADERSHIP roll)', order: 45 };
    case 'hire-crew':
      return { label: `Hire 1 crew (${PRICES.crew} gold)`, order: 46 };
    case 'seek-rumor':
      return { label: 'Seek a rumor', order: 47 };
    case 'keep-rumor':
      return { label: `Keep the rumor ${RUMORS[card]?.title ?? ''} (${RUMORS[card]?.zone ?? '?'})`, order: 1 };
    case 'claim-mission': {
      const m = MISSIONS[numberOf(action.mission)];
      return { label: `Claim the mission ${m?.title ?? ''} (to ${m?.deliverTo ?? '?'}, ${m?.reward ?? '?'} gold)`, order: 48 };
    }
    case 'deliver':
      return { label: `Complete the mission ${MISSIONS[me?.mission ?? -1]?.title ?? ''}`.trim(), order: 2, tone: 'primary' };
    case 'stash':
      return { label: `Stash ${numberOf(action.amount)} gold`, order: 50 + numberOf(action.amount) / 1000, group: 'Stash gold…' };
    case 'unstash':
      return { label: `Take ${numberOf(action.amount)} gold out of the stash`, order: 70 + numberOf(action.amount) / 1000, group: 'Take gold from the stash…' };
    case 'raid':
      return { label: `Raid the merchant as ${String(action.nation)} (a ${String(action.nation)} bounty)`, order: 1, tone: 'warning' };
    case 'let-go':
      return { label: 'Let the merchant go', order: 2 };
    case 'raid-weapon':
      return { label: `Spend ${String(action.weapon).replace('-', ' ')} for a success`, order: 3 };
    case 'raid-draw':
      return { label: 'Draw another cargo card', order: 4 };
    case 'raid-discard':
      return { label: `Discard ${cargoWords(card)}`, order: 5 };
    case 'raid-exchange':
      return { label: `Exchange ${cargoWords(card)}`, order: 6 };
    case 'raid-finish':
      return { label: 'Finish the raid', order: 9, tone: 'primary' };
    case 'take-card':
      return { label: `Keep ${goodOf(card)}`, order: 1 };
    case 'take-done':
      return { label: 'Keep no more cargo', order: 9 };
    case 'declare': {
      const words = { shoot: 'Shoot (cannons)', board: 'Board (crew combat)', flee: 'Flee' }[String(action.action)] ?? String(action.action);
      return { label: words, order: { shoot: 1, board: 2, flee: 3 }[String(action.action)] ?? 4, tone: action.action === 'flee' ? undefined : 'primary' };
    }
    case 'announce':
      return { label: `Announce ${gloryTitle(card)}`, order: 1 };
    case 'no-announce':
      return { label: 'Announce no card', order: 9 };
    case 'resolve-card':
      return action.play === true ? { label: `Play ${gloryTitle(mine?.announced ?? -1)}`, order: 1, tone: 'primary' } : { label: 'Keep the card in hand', order: 2 };
    case 'grapple':
      return action.use === true ? { label: 'Use grappling hooks: re-roll the failed dice', order: 1 } : { label: 'Keep the grappling hooks', order: 2 };
    case 'special-shot':
      return action.weapon ? { label: `Fire ${String(action.weapon).replace('-', ' ')}`, order: 1 } : { label: 'Fire an ordinary broadside', order: 2 };
    case 'assign-hit':
      return { label: `Take the hit on the ${String(action.location)}`, order: 1 };
    case 'claim-ship':
      return action.take === true ? { label: `Claim the ${shipName(board.combat.prizeType)} as your ship`, order: 1 } : { label: 'Leave the beaten ship', order: 2 };
    case 'discard-glory':
      return { label: `Discard ${gloryTitle(card)}`, order: 1 };
    case 'buy-loyalty': {
      const next = (me?.loyalty ?? 0) + 1;
      return { label: `Pay the crew ${LOYALTY_COST[next] ?? '?'} gold (loyalty up to ${LOYALTY_STEPS[next] ?? '?'})`, order: 49 };
    }
    case 'fierce-loyalty':
      return { label: 'Call on the crew (LEADERSHIP roll: an extra action for a step of loyalty)', order: 8 };
    case 'draw-mod':
      return { label: 'Draw a modification from the reserve pool (put up for sale here)', order: 44, group: SHIPYARD };
    case 'buy-favors':
      return { label: `Buy ${plural(numberOf(action.amount), 'favor', 'favors')} (${2 * numberOf(action.amount)} gold)`, order: 49 + numberOf(action.amount) / 100, group: 'Buy favors…' };
    case 'ready-favor':
      return { label: 'Hold a favor ready (roll again the next roll that goes against you this turn)', order: 61 };
    case 'favor-redraw':
      return { label: board.raid.active ? 'Spend a favor to draw the merchant\'s cards anew' : 'Spend a favor to draw the goods anew', order: 33.5 };
    default:
      return describeLocationAction(action, view) ?? cutthroatActionWords(action) ?? contrabandActionWords(action) ?? favorNpcActionWords(action) ?? choiceActionWords(action, mine) ?? { label: title(action.type.replace(/-/g, ' ')), order: 99 };
  }
}

export function seatSummary(view: TableView, seat: number): string {
  const board = boardOf(view);
  const s = board.seats[seat];
  if (!s) return '';
  const glory = board.finalGlory[seat] ?? s.glory;
  const stash = s.stashShown >= 0 ? ` · stash ${s.stashShown} gold` : '';
  const bounties = s.bounties.reduce((a, b) => a + b, 0);
  const who = s.captain >= 0 ? `${captainName(s.captain)} · ${shipName(s.shipType)}` : 'no captain at the end';
  return `${who} · ${s.gold} gold${stash} · ${plural(bounties, 'bounty', 'bounties')} · ${glory} glory`;
}

/** The words of Merchants & Marauders on the table (GameWords). */
export const merchantsAndMaraudersWords: GameWords = { describe: describeTurn, describeAction, scoreLabel: 'Glory', seatSummary };

/**
 * What a ship carries against its hold. In port a ship may keep up to 6 cards whatever its hold
 * (rulebook "Buy goods"); the excess must go before it sails, so the label says so rather than
 * showing a bare "3/2".
 */
export function cargoText(p: { cargoCount: number; cargoSpace: number; inPort: boolean; contrabandCount?: number }): string {
  const base = `cargo ${p.cargoCount}/${p.cargoSpace}${contrabandNote(p)}`;
  const over = p.cargoCount - p.cargoSpace;
  if (over <= 0) return base;
  return p.inPort ? `${base} in port: ${over} to drop before sailing` : `${base}: ${over} over the hold`;
}

const MODULE_NAMES: Record<string, string> = {
  flexibleTurns: 'flexible turns (order drawn each round)',
  brig: 'the brig',
  wind: 'wind',
  storm: 'the storm token',
  gloryOrDeath: 'glory or death (rising stash cost)',
  hardLife: "it's a hard life",
  npcUpgrades: 'NPC upgrades',
  locations: 'location tokens',
  newMods: 'new ship modifications',
  modMarket: 'the modification market',
  loyalty: 'the loyalty track',
  captainsForGold: "it'll cost ya (extra captains for gold)",
  cutthroat: 'cutthroat (off-turn scouting)',
  newWeapons: 'new special weapons',
  treasureGalleon: 'the treasure galleon',
  favors: 'favors',
  contraband: 'contraband',
  smugglersHold: "the smuggler's hold",
};
const NEW_CARDS: Record<string, string> = { shuffled: 'new cards shuffled in', separate: 'new cards as their own decks' };

/** The Seas of Glory facts for the side panel: what is in play, the wind and the storm. */
export function seasLines(board: Pick<MmBoard, 'seas'>): string[] {
  const seas = board.seas;
  if (!seas || (seas.modules.length === 0 && !seas.newCards)) return [];
  const names = [...(seas.newCards ? [NEW_CARDS[seas.newCards] ?? seas.newCards] : []), ...seas.modules.map((m) => MODULE_NAMES[m] ?? m)];
  const lines = [`Seas of Glory: ${names.join(', ')}`];
  const weather: string[] = [];
  if (seas.wind) weather.push(`wind blows ${seas.wind} (one free move with it; the first against it costs 2)`);
  if (seas.storm >= 0) weather.push(`storm in ${zoneName(seas.storm)}`);
  if (weather.length) lines.push(weather.join(' · '));
  const locations = locationsLine(board as MmBoard);
  if (locations) lines.push(locations);
  lines.push(...galleonLine(board));
  lines.push(...npcUpgradeLines(board as MmBoard, (slot) => npcWords(board as MmBoard, slot)));
  return lines;
}
