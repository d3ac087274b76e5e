/**
 * The "Create table" dialog: game, seats, which seats bots take and how they play, rules,
 * turn clock, private or public, rated or not. It only gathers the options; the caller creates the room.
 */
import { DAY_SECONDS, type BotKind, type CreateOptions } from '../../shared/protocol';
import type { GameInfo } from './api';
import { h, setChildren } from '../ui/dom';
import { optionFields, optionValue, type OptionField } from './game-options';

export type CreateRequest = Omit<CreateOptions, 'name'>;

const CLOCKS: [number, string][] = [
  [0, 'No clock'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [120, '2 minutes'],
  [300, '5 minutes'],
  // Correspondence: a move a day or a week; players come back between moves ("My tables").
  [DAY_SECONDS, '1 day per move'],
  [3 * DAY_SECONDS, '3 days per move'],
  [7 * DAY_SECONDS, '7 days per move'],
];

/** The bot levels the dialog offers, weakest first. */
const LEVELS: [BotKind, string][] = [
  ['random', 'Greenhorn (plays at random)'],
  ['heuristic', 'Seasoned (plays sensibly)'],
  ['strong', 'Old salt (thinks ahead)'],
];

function levelOf(value: string): BotKind {
  return LEVELS.find(([kind]) => kind === value)?.[0] ?? 'heuristic';
}

export function openCreateForm(games: GameInfo[], initialGame: string, onCreate: (request: CreateRequest) => void): void {
  let game = games.find((g) => g.id === initialGame) ?? games[0];
  if (!game) return;

  const gameSelect = h('select', { id: 'create-game', 'data-testid': 'create-game' },
    games.map((g) => h('option', { value: g.id }, g.title)));
  gameSelect.value = game.id;
  const tableName = h('input', { id: 'create-table-name', type: 'text', maxlength: 40, placeholder: 'optional', 'data-testid': 'create-table-name' });
  const seatsSelect = h('select', { id: 'create-seats', 'data-testid': 'create-seats' });
  const botsBox = h('fieldset', { class: 'bot-seats' });
  const botKind = h('select', { id: 'create-bot-kind', 'data-testid': 'create-bot-kind' },
    LEVELS.map(([value, label]) => h('option', { value }, label)));
  botKind.value = 'heuristic';
  const optionsBox = h('div', { class: 'game-options' });
  const clock = h('select', { id: 'create-clock', 'data-testid': 'create-clock' },
    CLOCKS.map(([seconds, label]) => h('option', { value: seconds }, label)));
  const isPrivate = h('input', { id: 'create-private', type: 'checkbox', 'data-testid': 'create-private' });
  const rated = h('input', { id: 'create-rated', type: 'checkbox', checked: true, 'data-testid': 'create-rated' });
  const spectatorsToPlayers = h('input', { id: 'create-spectator-chat', type: 'checkbox', 'data-testid': 'create-spectator-chat' });
  const problem = h('p', { class: 'field-error', role: 'alert' });

  function fillSeats(): void {
    const current = Number(seatsSelect.value) || Math.min(Math.max(game!.minPlayers, 3), game!.maxPlayers);
    setChildren(seatsSelect, range(game!.minPlayers, game!.maxPlayers).map((n) => h('option', { value: n }, `${n} players`)));
    seatsSelect.value = String(Math.min(Math.max(current, game!.minPlayers), game!.maxPlayers));
    fillBots();
  }

  /** One line per seat: a bot or not, and the bot's level (the "Bots play" choice unless changed). */
  function fillBots(): void {
    const seats = Number(seatsSelect.value);
    const before = new Set(checkedBots());
    const levels = seatLevels();
    setChildren(
      botsBox,
      h('legend', {}, 'Bots (you take the first seat without one)'),
      range(0, seats - 1).map((seat) => {
        const level = h('select', { 'aria-label': `Seat ${seat + 1} bot level`, 'data-seat': seat, 'data-testid': `create-bot-kind-${seat}` },
          LEVELS.map(([value, label]) => h('option', { value }, label)));
        level.value = levels.get(seat) ?? botKind.value;
        return h('div', { class: 'bot-seat' },
          h('label', { class: 'check' },
            h('input', { type: 'checkbox', value: seat, checked: before.has(seat), 'data-testid': `create-bot-${seat}` }),
            ` Seat ${seat + 1}`),
          level);
      }),
    );
  }

  function seatLevels(): Map<number, string> {
    return new Map([...botsBox.querySelectorAll<HTMLSelectElement>('select[data-seat]')].map((select) => [Number(select.dataset.seat), select.value]));
  }

  function optionField(field: OptionField): HTMLElement {
    const id = `create-option-${field.key}`;
    const select = h('select', { id, name: field.key, 'aria-describedby': `${id}-about`, 'data-testid': id },
      field.choices.map((choice) => h('option', { value: choice.value }, choice.label)));
    const current = game!.options[field.key];
    if (current !== undefined) select.value = String(current);
    return h('div', { class: 'field' },
      h('label', { for: id }, field.label), select,
      h('p', { id: `${id}-about`, class: 'field-about muted' }, field.description));
  }

  /** Ungrouped options first, then each group (an expansion's modules) under its name. */
  function fillOptions(): void {
    const fields = optionFields(game!.id);
    const groups = [...new Set(fields.flatMap((field) => (field.group === undefined ? [] : [field.group])))];
    setChildren(
      optionsBox,
      fields.filter((field) => field.group === undefined).map(optionField),
      groups.map((group) => h('fieldset', { class: 'option-group' },
        h('legend', {}, group),
        fields.filter((field) => field.group === group).map(optionField))),
    );
  }

  function checkedBots(): number[] {
    return [...botsBox.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].filter((c) => c.checked).map((c) => Number(c.value));
  }

  gameSelect.addEventListener('change', () => {
    game = games.find((g) => g.id === gameSelect.value) ?? game;
    fillSeats();
    fillOptions();
  });
  seatsSelect.addEventListener('change', fillBots);
  botKind.addEventListener('change', () => {
    for (const select of botsBox.querySelectorAll<HTMLSelectElement>('select[data-seat]')) select.value = botKind.value;
  });

  const form = h('form', { class: 'dialog-body create-form', method: 'dialog' },
    h('h2', { id: 'create-title' }, 'Create a table'),
    h('div', { class: 'field' }, h('label', { for: 'create-game' }, 'Game'), gameSelect),
    h('div', { class: 'field' }, h('label', { for: 'create-table-name' }, 'Table name'), tableName),
    h('div', { class: 'field' }, h('label', { for: 'create-seats' }, 'Seats'), seatsSelect),
    h('div', { class: 'field' }, h('label', { for: 'create-clock' }, 'Turn clock'), clock),
    botsBox,
    h('div', { class: 'field' }, h('label', { for: 'create-bot-kind' }, 'Bots play'), botKind),
    h('div', {}),
    optionsBox,
    h('label', { class: 'check' }, isPrivate, ' Private table (only people with the invite link can join or watch)'),
    h('label', { class: 'check' }, rated, ' Rated (the result moves the players\u2019 ratings when at least two people play)'),
    h('label', { class: 'check' }, spectatorsToPlayers, " Players read the spectators' chat during the game (otherwise only at the end)"),
    problem,
    h('div', { class: 'dialog-actions' },
      h('button', { type: 'button', 'data-testid': 'create-cancel', onclick: () => close() }, 'Cancel'),
      h('button', { type: 'submit', class: 'primary', 'data-testid': 'create-submit' }, 'Create table')),
  );
  const dialog = h('dialog', { class: 'dialog', 'aria-labelledby': 'create-title', 'data-testid': 'create-dialog' }, form);

  function close(): void {
    dialog.close();
    dialog.remove();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const seats = Number(seatsSelect.value);
    const bots = checkedBots().filter((seat) => seat < seats);
    if (bots.length >= seats) {
      problem.textContent = 'Leave at least one seat without a bot for yourself.';
      return;
    }
    const options: Record<string, unknown> = {};
    for (const select of optionsBox.querySelectorAll('select')) options[select.name] = optionValue(game!.id, select.name, select.value);
    const request: CreateRequest = {
      game: game!.id as CreateOptions['game'],
      seats,
      options,
      private: isPrivate.checked,
    };
    if (!rated.checked) request.unrated = true;
    if (spectatorsToPlayers.checked) request.spectatorChat = 'everyone';
    if (bots.length > 0) {
      const levels = seatLevels();
      request.bots = bots.map((seat) => ({ seat, kind: levelOf(levels.get(seat) ?? botKind.value) }));
      request.botKind = levelOf(botKind.value);
    }
    if (tableName.value.trim()) request.tableName = tableName.value.trim();
    const seconds = Number(clock.value);
    if (seconds > 0) request.turnSeconds = seconds;
    close();
    onCreate(request);
  });

  fillSeats();
  fillOptions();
  document.body.appendChild(dialog);
  dialog.addEventListener('close', () => dialog.remove());
  dialog.showModal();
  gameSelect.focus();
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}
