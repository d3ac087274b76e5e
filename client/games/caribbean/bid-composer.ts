/**
 * The bid composer: my card holder in the DOM, in the action bar's place, while I bribe the ships
 * (rulebook "Bribing pirate ships"). The server offers no bid actions (5,040 arrangements are
 * too many to send), so the player puts the cards on the ships here: choose a card, then a
 * ship (a ship's card goes back to the hand when chosen again); the seventh card left over is
 * the tie-breaker. Keyboard and tests use the buttons: `bid-card-<card>`, `bid-ship-<ship>`,
 * `bid-quick` (the free cards onto the empty ships, in order), `bid-clear`, `bid-confirm`.
 */
import { CARD_IDS, SHIP_COUNT } from '../../../shared/games/caribbean/data';
import type { CardId } from '../../../shared/games/caribbean/types';
import { cardLabel, cardShort, shipName } from './words';
import './bid-composer.css';

function button(testId: string, text: string, label: string, onClick: () => void, cls = ''): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `small ${cls}`.trim();
  b.dataset.testid = testId;
  b.textContent = text;
  b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}

export class BidComposer {
  readonly element: HTMLElement;
  /** The card on each ship, -1 for none yet. */
  private ships: CardId[] = Array.from({ length: SHIP_COUNT }, () => -1);
  private selected: CardId | null = null;
  private readonly cardButtons: HTMLButtonElement[];
  private readonly shipButtons: HTMLButtonElement[];
  private readonly confirm: HTMLButtonElement;
  private round = -1;

  constructor(private readonly send: (ships: CardId[]) => void) {
    this.element = document.createElement('div');
    this.element.className = 'carib-bid';
    this.element.dataset.testid = 'bid-composer';
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('aria-label', 'Your bribes');
    this.element.hidden = true;
    this.cardButtons = CARD_IDS.map((card) => button(`bid-card-${card}`, cardShort(card), `Card: ${cardLabel(card)}`, () => this.pickCard(card), 'carib-card'));
    this.shipButtons = Array.from({ length: SHIP_COUNT }, (_, ship) => button(`bid-ship-${ship}`, '', shipName(ship), () => this.pickShip(ship), 'carib-ship'));
    this.confirm = button('bid-confirm', 'Confirm bid', 'Confirm my bid', () => this.submit(), 'action primary');
    const title = document.createElement('span');
    title.className = 'carib-title';
    title.textContent = 'Your cards (T is the thief):';
    const cards = document.createElement('div');
    cards.className = 'carib-row';
    cards.append(title, ...this.cardButtons);
    const ships = document.createElement('div');
    ships.className = 'carib-row';
    ships.append(...this.shipButtons);
    const tools = document.createElement('div');
    tools.className = 'carib-row';
    tools.append(
      button('bid-quick', 'Fill the rest', 'Put the free cards on the empty ships, in order', () => this.quickFill(), 'action'),
      button('bid-clear', 'Clear', 'Take every card back', () => this.clear(), 'action'),
      this.confirm,
    );
    this.element.append(cards, ships, tools);
    this.refresh();
  }

  /** Shown while my bid is due; a new round starts from an empty holder. */
  setOpen(open: boolean, round: number): void {
    if (round !== this.round) {
      this.round = round;
      this.clear();
    }
    this.element.hidden = !open;
  }

  private pickCard(card: CardId): void {
    this.selected = this.selected === card ? null : card;
    this.refresh();
  }

  private pickShip(ship: number): void {
    if (this.selected === null) {
      // No card in hand: the ship's card goes back.
      this.ships[ship] = -1;
    } else {
      const from = this.ships.indexOf(this.selected);
      if (from >= 0) this.ships[from] = -1;
      this.ships[ship] = this.selected;
      this.selected = null;
    }
    this.refresh();
  }

  private quickFill(): void {
    const free = CARD_IDS.filter((card) => !this.ships.includes(card));
    this.ships = this.ships.map((card) => (card >= 0 ? card : (free.shift() ?? -1)));
    this.selected = null;
    this.refresh();
  }

  private clear(): void {
    this.ships = this.ships.map(() => -1);
    this.selected = null;
    this.refresh();
  }

  private submit(): void {
    if (this.ships.some((card) => card < 0)) return;
    this.send([...this.ships]);
  }

  private refresh(): void {
    this.cardButtons.forEach((b, card) => {
      b.setAttribute('aria-pressed', String(this.selected === card));
      b.classList.toggle('carib-used', this.ships.includes(card));
    });
    this.shipButtons.forEach((b, ship) => {
      const card = this.ships[ship] ?? -1;
      b.textContent = `${shipName(ship)}: ${card >= 0 ? cardShort(card) : '–'}`;
      b.setAttribute('aria-label', `${shipName(ship)}: ${card >= 0 ? cardLabel(card) : 'no card yet'}`);
      b.classList.toggle('carib-filled', card >= 0);
    });
    const full = this.ships.every((card) => card >= 0);
    this.confirm.disabled = !full;
    const left = CARD_IDS.find((card) => !this.ships.includes(card));
    this.confirm.textContent = full && left !== undefined ? `Confirm bid (tie-breaker ${cardShort(left)})` : 'Confirm bid';
  }

  destroy(): void {
    this.element.remove();
  }
}
