/**
 * What I can click on the Borneo table, read from my legal actions only: a company to place or
 * move a merchant in, one of my merchants to move it or attack with it, a mission to complete,
 * a card of my hand to ship or discard, a harbor to ship to, a spice to take, a defence card to
 * keep. A click with one meaning acts at once; one with several opens the choice in the
 * action bar.
 */
import { MISSIONS } from '../../../shared/games/borneo/data';
import type { BorneoView, CardId } from '../../../shared/games/borneo/types';
import type { CardLayer } from '../../table/card-layer';
import type { TableHost, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import type { CompanyBoard } from './companies';
import type { HarborRow } from './harbors';
import { missionKey, type MissionBoard } from './missions';
import { cardShort, missionWords } from './words';

const CHOOSE = 0x7be0c3;
const MINE = 0xf2c14e;

interface TargetInput {
  host: TableHost;
  view: TableView;
  board: BorneoView;
  cards: CardLayer;
  companies: CompanyBoard;
  missions: MissionBoard;
  harbors: HarborRow;
}

function groupBy<K>(actions: Action[], key: (a: Action) => K): Map<K, Action[]> {
  const groups = new Map<K, Action[]>();
  for (const action of actions) {
    const k = key(action);
    groups.set(k, [...(groups.get(k) ?? []), action]);
  }
  return groups;
}

export function bindTargets({ host, view, board, cards, companies, missions, harbors }: TargetInput): void {
  const offered = view.offered;
  const choose = (title: string, actions: Action[]) => () => (actions.length === 1 && actions[0] ? host.act(actions[0]) : host.propose(title, actions));
  for (const sprite of cards.all()) {
    sprite.eventMode = 'none';
    sprite.cursor = 'default';
    sprite.removeAllListeners('pointertap');
    sprite.setHighlight(null);
  }
  const cardTarget = (id: CardId, colour: number, onTap: () => void) => {
    const sprite = cards.sprite(id);
    if (!sprite) return;
    sprite.setHighlight(colour);
    sprite.eventMode = 'static';
    sprite.cursor = 'pointer';
    sprite.on('pointertap', onTap);
  };

  companies.clearTargets();
  const columns = new Map<number, { colour: number; onTap: () => void }>();
  for (const [company, actions] of groupBy(offered.filter((a) => a.type === 'place' || a.type === 'relocate'), (a) => Number(a.company))) {
    columns.set(company, { colour: CHOOSE, onTap: choose('Your merchant goes to…', actions) });
  }
  companies.setColumnTargets(columns);
  const byMerchant = groupBy(
    offered.filter((a) => a.type === 'transfer' || a.type === 'attack'),
    (a) => (a.type === 'transfer' ? `${Number(a.from)}:${Number(a.rank)}` : `${Number(a.company)}:${Number(a.attackerRank)}`),
  );
  companies.setMerchantTargets([...byMerchant].map(([key, actions]) => {
    const [company, rank] = key.split(':').map(Number) as [number, number];
    return { company, rank, colour: MINE, onTap: choose(`Your merchant at rank ${rank + 1}:`, actions) };
  }));

  const missionTargets = new Map<string, () => void>();
  for (const [key, actions] of groupBy(offered.filter((a) => a.type === 'mission'), (a) => {
    const def = MISSIONS[Number(a.mission)];
    return def ? missionKey(def) : '';
  })) {
    const def = MISSIONS[Number(actions[0]?.mission)];
    missionTargets.set(key, choose(`Complete “${def ? missionWords(def) : 'the mission'}” paying…`, actions));
  }
  missions.setTargets(missionTargets, CHOOSE);

  const ships = offered.filter((a) => a.type === 'ship');
  for (const [card, actions] of groupBy(ships, (a) => Number(a.card))) cardTarget(card, CHOOSE, choose(`Ship ${cardShort(card)} to…`, actions));
  const harborTargets = new Map<number, () => void>();
  for (const [slot, actions] of groupBy(ships, (a) => Number(a.harbor))) harborTargets.set(slot, choose('Ship to this harbor…', actions));
  harbors.setTargets(harborTargets, CHOOSE);

  for (const action of offered) {
    if (action.type === 'pick' || action.type === 'discard' || action.type === 'keep') cardTarget(Number(action.card), CHOOSE, () => host.act(action));
  }
  // A defender's cards that may be played: marked, the choice of how many is in the action bar.
  if (board.phase === 'defend') {
    const playable = new Set(offered.flatMap((a) => (Array.isArray(a.cards) ? (a.cards as number[]) : [])));
    for (const id of playable) cards.sprite(id)?.setHighlight(MINE);
  }
}
