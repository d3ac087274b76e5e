/**
 * Seas of Glory module 9 in words: the labels of the visit and raid actions, what the table asks
 * during a reef visit or a location raid, and the side panel's line on the locations.
 */
import { LOCATION_CARDS, MISSIONARY_FEE, PRISON_FEE, kindOf, type LocationKind } from '../../../shared/games/merchants-and-marauders/locations';
import { PRICES } from '../../../shared/games/merchants-and-marauders/data';
import { FAVOR_PRICE } from '../../../shared/games/merchants-and-marauders/favors';
import type { ActionDescription, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import { boardOf, cargoWords, goodOf, zoneName } from './words';

const num = (v: unknown): number => (typeof v === 'number' ? v : -1);

/** The location in the zone of the player in turn ('' none). */
function here(view: TableView): LocationKind | '' {
  const board = boardOf(view);
  const me = board.seats[board.turn.seat];
  return me ? kindOf(board.seas?.locations?.tokens[me.zone] ?? -1) : '';
}

export function describeLocationAction(action: Action, view: TableView): ActionDescription | undefined {
  const kind = here(view);
  const name = kind ? LOCATION_CARDS[kind].name.toLowerCase() : 'location';
  const group = `Visit the ${name}…`;
  switch (action.type) {
    case 'visit-missionary':
      return { label: `Pay ${MISSIONARY_FEE * num(action.count)} gold: lift ${num(action.count)} ${String(action.nation)} bount${num(action.count) === 1 ? 'y' : 'ies'}`, order: 20, group };
    case 'visit-natives':
      return { label: `Give the natives ${cargoWords(num(action.card))} for full repairs`, order: 20, group };
    case 'visit-fort':
      return { label: num(action.zone) < 0 ? 'Call the naval ship out of the event deck' : `Send the naval ship to ${zoneName(num(action.zone))}`, order: 20, group };
    case 'visit-haven':
      return { label: 'Visit the pirate haven: free crew and a rumor', order: 20 };
    case 'visit-prison':
      return { label: `Visit the prison: ${PRISON_FEE} gold for a specialist`, order: 20 };
    case 'visit-reef':
      return { label: 'Search the reef (SCOUTING)', order: 20 };
    case 'reef-find':
      return { label: `Take ${{ cargo: 'a cargo card', rumor: 'a rumor', crew: 'a crew member' }[String(action.find)] ?? String(action.find).replace('-', ' ')} from the reef`, order: 1 };
    case 'reef-done':
      return { label: 'Leave the reef (hull hits, less SEAMANSHIP)', order: 9, tone: 'primary' };
    case 'visit-sell': {
      const cards = Array.isArray(action.cards) ? action.cards.map(num) : [];
      return { label: `Sell ${cards.map(goodOf).join(', ')} at the ${name}`, order: 21, group: `Sell at the ${name}…` };
    }
    case 'visit-buy':
      return { label: `Buy goods at the ${name}`, order: 20 };
    case 'visit-repair':
      return { label: `Repair at the town (${PRICES.repair} gold a point)`, order: 20 };
    case 'visit-recruit':
      return { label: num(action.hire) > 0 ? `Recruit at the town, hiring ${num(action.hire)} crew if it fails` : 'Recruit at the town (LEADERSHIP)', order: 22, group: 'Recruit at the town…' };
    case 'visit-rumor':
      return { label: `Seek a rumor at the town (${PRICES.rumor} gold)`, order: 20 };
    case 'visit-favors':
      return { label: `Buy ${num(action.amount)} favor${num(action.amount) === 1 ? '' : 's'} at the town (${FAVOR_PRICE * num(action.amount)} gold)`, order: 23, group: 'Buy favors at the town…' };
    case 'visit-loyalty':
      return { label: 'Pay the crew at the town (loyalty one step up)', order: 23 };
    case 'raid-location':
      return { label: `Raid the ${name}`, order: 30, tone: 'warning' };
    case 'bombard':
      return { label: 'Fire a cannon', order: 1, tone: 'primary' };
    case 'bombard-discard':
      return { label: `Silence ${cargoWords(num(action.card))}`, order: 2 };
    case 'bombard-stop':
      return { label: 'Stop the bombardment and take the fire', order: 5 };
    case 'ground-assault':
      return { label: 'Storm ashore (LEADERSHIP)', order: 1, tone: 'warning' };
    case 'retreat':
      return { label: 'Retreat', order: 2 };
    case 'loot-card':
      return { label: `Keep ${goodOf(num(action.card))}`, order: 1 };
    case 'loot-done':
      return { label: 'Keep no more cargo', order: 9 };
    default:
      return undefined;
  }
}

/** What a reef visit or a location raid asks (undefined: neither is under way). */
export function locationPrompt(view: TableView, mine: boolean, who: string): string | undefined {
  const l = boardOf(view).seas?.locations;
  if (!l) return undefined;
  if (l.reefActive) return mine ? `The reef: ${l.reefFinds - l.reefTaken} find${l.reefFinds - l.reefTaken === 1 ? '' : 's'} left to take, then leave.` : `${who} searches a reef…`;
  if (!l.raid.active) return undefined;
  const name = LOCATION_CARDS[kindOf(l.raid.token) as LocationKind]?.name ?? 'location';
  if (!mine) return `${who} raids the ${name}…`;
  const asks = { bombard: l.raid.toDiscard > 0 ? 'choose the card your shot silences' : 'fire another cannon, or stop and take the fire', assault: 'storm ashore or retreat', keep: 'keep the cargo you have room for', '': '' };
  return `Raiding the ${name}: ${asks[l.raid.step]}.`;
}

/** The side panel's line: how many locations are left on the chart. */
export function locationsLine(board: ReturnType<typeof boardOf>): string | undefined {
  const l = board.seas?.locations;
  if (!l) return undefined;
  return `${l.tokens.filter((t) => t >= 0).length} locations on the chart (visit or raid from the sea)`;
}
