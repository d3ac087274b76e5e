/**
 * What I can click on the Borneo table, read from my legal actions only: a company to place or
 * move a merchant in, one of my merchants to move it or attack with it, a mission to complete,
 * a card of my hand to ship or discard, a harbor to ship to, a spice to take, a defence card to
 * keep. A click with one meaning acts at once; one with several opens the choice in the
 * action bar, except a merchant's move or attack, which is composed on the board in steps
 * (merchant-steps.ts) and confirmed there.
 */
import { MISSIONS } from '../../../shared/games/borneo/data';
import type { BorneoView, CardId } from '../../../shared/games/borneo/types';
import type { CanvasButtons } from '../../table/canvas-buttons';
import type { CardLayer } from '../../table/card-layer';
import type { Rect } from '../../table/geometry';
import type { TableHost, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import type { CompanyBoard } from './companies';
import type { HarborRow } from './harbors';
import type { MerchantSteps } from './merchant-steps';
import { missionKey, type MissionBoard } from './missions';
import { cardShort, missionWords } from './words';

const CHOOSE = 0x7be0c3;
const MINE = 0xf2c14e;
const ATTACK = 0xff8a5c;

interface TargetInput {
  host: TableHost;
  view: TableView;
  board: BorneoView;
  cards: CardLayer;
  companies: CompanyBoard;
  missions: MissionBoard;
  harbors: HarborRow;
  steps: MerchantSteps;
  buttons: CanvasButtons;
  /** Where the step buttons go (over my hand) and their text size. */
  buttonArea: Rect;
  labelSize: number;
  /** Binds the targets again after a step (the same view, the next step lit). */
  rebind(): void;
}

function groupBy<K>(actions: Action[], key: (a: Action) => K): Map<K, Action[]> {
  const groups = new Map<K, Action[]>();
  for (const action of actions) {
    const k = key(action);
    groups.set(k, [...(groups.get(k) ?? []), action]);
  }
  return groups;
}

export function bindTargets(input: TargetInput): void {
  const { host, view, board, cards, companies, missions, harbors } = input;
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
  bindMerchantSteps(input, columns, cardTarget);
  companies.setColumnTargets(columns);

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

/**
 * My merchants' moves and attacks, composed on the board (merchant-steps.ts): my merchants lit;
 * once one is chosen, the companies it may move to and the merchants it may attack; once a
 * merchant to attack is chosen, the cards it may attack with, and the buttons to confirm or
 * cancel on the board. Adds the companies to move to to `columns`.
 */
function bindMerchantSteps(
  { host, view, companies, steps, buttons, buttonArea, labelSize, rebind }: TargetInput,
  columns: Map<number, { colour: number; onTap: () => void }>,
  cardTarget: (id: CardId, colour: number, onTap: () => void) => void,
): void {
  const offered = view.offered;
  steps.keepValid(offered);
  const step = (change: () => void) => () => {
    change();
    rebind();
  };
  const merchant = steps.merchant;
  if (!merchant) {
    buttons.show([], buttonArea, labelSize);
    const mine = groupBy(steps.movesOf(offered), (a) => (a.type === 'transfer' ? `${Number(a.from)}:${Number(a.rank)}` : `${Number(a.company)}:${Number(a.attackerRank)}`));
    companies.setMerchantTargets([...mine.keys()].map((key) => {
      const [company, rank] = key.split(':').map(Number) as [number, number];
      return { name: `mine:${company}:${rank}`, company, rank, colour: MINE, onTap: step(() => steps.pickMerchant({ company, rank })) };
    }));
    return;
  }
  const moves = steps.movesOf(offered);
  // The chosen merchant: a second tap puts it back.
  const targets = [{ name: `mine:${merchant.company}:${merchant.rank}`, ...merchant, colour: MINE, width: 5, onTap: step(() => steps.reset()) }];
  if (steps.defenderRank === null) {
    for (const move of moves.filter((a) => a.type === 'transfer')) columns.set(Number(move.to), { colour: CHOOSE, onTap: () => host.act(move) });
    for (const [rank, attacks] of groupBy(moves.filter((a) => a.type === 'attack'), (a) => Number(a.defenderRank))) {
      targets.push({
        name: `target:${merchant.company}:${rank}`, company: merchant.company, rank, colour: ATTACK, width: 2.5,
        onTap: attacks.length === 1 && attacks[0] ? () => host.act(attacks[0] as Action) : step(() => steps.pickDefender(rank)),
      });
    }
  } else {
    const rank = steps.defenderRank;
    targets.push({ name: `target:${merchant.company}:${rank}`, company: merchant.company, rank, colour: ATTACK, width: 5, onTap: step(() => steps.pickDefender(null)) });
    for (const card of steps.cardChoices(offered)) cardTarget(card, steps.cards.includes(card) ? MINE : CHOOSE, step(() => steps.toggleCard(card)));
  }
  companies.setMerchantTargets(targets);
  const attack = steps.defenderRank === null ? undefined : steps.chosenAttack(offered);
  const chosen = steps.cards.length;
  buttons.show([
    ...(steps.defenderRank === null ? [] : [{
      name: 'confirm',
      text: attack ? `Attack with ${chosen} card${chosen === 1 ? '' : 's'}` : 'Choose the cards to attack with',
      enabled: attack !== undefined,
      primary: true,
      onTap: () => {
        steps.reset();
        if (attack) host.act(attack);
      },
    }]),
    { name: 'cancel', text: 'Cancel', enabled: true, onTap: step(() => steps.reset()) },
  ], buttonArea, labelSize);
}
