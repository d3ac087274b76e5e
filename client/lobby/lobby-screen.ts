/**
 * The lobby: your name, the games (quick play or create a table), and the live list of
 * public tables to join or watch. It gathers intents; `main.ts` turns them into rooms.
 */
import { playerName } from '../../shared/protocol';
import { fetchGames, type GameInfo } from './api';
import { openCreateForm, type CreateRequest } from './create-form';
import { gameTitle } from './game-options';
import { h, setChildren } from '../ui/dom';
import { saveName, savedName } from '../ui/storage';
import { TableList } from './table-list';
import { toast } from '../ui/toast';
import { leaderboardPath } from '../ratings/leaderboard-screen';
import { backoff } from './rejoin';
import { AccountBar } from '../players/account-bar';
import { changeName, currentMe } from '../players/api';
import { MyTablesPanel } from '../players/my-tables';

export interface LobbyIntents {
  quickPlay(game: string, seats: number, name: string): void;
  create(request: CreateRequest, name: string): void;
  join(roomId: string, name: string, watch: boolean): void;
  /** A player's page ("Me" for your own). */
  openPlayer(playerId: string): void;
}

export class LobbyScreen {
  readonly element: HTMLElement;
  private games: GameInfo[] = [];
  private readonly nameInput: HTMLInputElement;
  private readonly gameList: HTMLElement;
  private readonly tables: TableList;
  private readonly myTables: MyTablesPanel;
  private readonly account: AccountBar;
  private closed = false;

  constructor(private readonly intents: LobbyIntents) {
    this.nameInput = h('input', {
      id: 'player-name', type: 'text', maxlength: 24, autocomplete: 'nickname',
      placeholder: 'e.g. Anne Bonny', value: currentMe()?.name || savedName(), 'data-testid': 'player-name',
    });
    this.nameInput.addEventListener('change', () => {
      saveName(this.nameInput.value);
      // Your identity's name too (a bad one is explained when you next join a table).
      const parsed = playerName.safeParse(this.nameInput.value);
      if (parsed.success) changeName(parsed.data).catch(() => undefined);
    });
    this.myTables = new MyTablesPanel((id) => this.title(id), (roomId) => this.withName((name) => this.intents.join(roomId, name, false)));
    this.account = new AccountBar((me) => {
      if (me.name) this.nameInput.value = me.name;
      void this.myTables.load();
    }, (playerId) => intents.openPlayer(playerId));
    this.gameList = h('ul', { class: 'game-list', 'data-testid': 'game-list' }, h('li', { class: 'muted' }, 'Loading the games…'));
    this.tables = new TableList({
      gameTitle: (id) => this.title(id),
      join: (roomId) => this.withName((name) => this.intents.join(roomId, name, false)),
      watch: (roomId) => this.withName((name) => this.intents.join(roomId, name, true)),
    });
    this.element = h('div', { class: 'lobby', 'data-testid': 'lobby' },
      h('header', { class: 'lobby-header' },
        h('h1', {}, 'The Caribbean table'),
        h('p', { class: 'tagline' }, 'Trade, hire and plunder with friends or bots, right in the browser.'),
        h('div', { class: 'name-field' }, h('label', { for: 'player-name' }, 'Your name'), this.nameInput),
        this.account.element),
      this.myTables.element,
      h('section', { class: 'panel', 'aria-labelledby': 'games-title' }, h('h2', { id: 'games-title' }, 'Games'), this.gameList),
      h('section', { class: 'panel', 'aria-labelledby': 'tables-title' }, h('h2', { id: 'tables-title' }, 'Open tables'), this.tables.element),
    );
    void this.loadGames();
  }

  /** Keeps asking until the server answers (it may be restarting): no dead panel, no raw error. */
  private async loadGames(): Promise<void> {
    for (let attempt = 1; !this.closed; attempt++) {
      try {
        this.games = await fetchGames();
        if (!this.closed) this.renderGames();
        return;
      } catch {
        setChildren(this.gameList, h('li', { class: 'muted', 'data-testid': 'games-retrying' }, `The server cannot be reached right now; trying again… (attempt ${attempt})`));
        await new Promise((resolve) => window.setTimeout(resolve, backoff(attempt)));
      }
    }
  }

  private renderGames(): void {
    setChildren(this.gameList, this.games.map((game) => this.gameCard(game)));
  }

  private gameCard(game: GameInfo): HTMLElement {
    const seatsId = `quick-seats-${game.id}`;
    const seats = h('select', { id: seatsId, 'data-testid': seatsId });
    for (let n = game.minPlayers; n <= game.maxPlayers; n++) seats.appendChild(h('option', { value: n }, `${n} players`));
    seats.value = String(Math.min(game.maxPlayers, Math.max(game.minPlayers, 3)));
    return h('li', { class: 'game-card', 'data-testid': `game-${game.id}` },
      h('h3', {}, game.title),
      h('p', { class: 'muted' }, `${game.minPlayers}–${game.maxPlayers} players`),
      h('div', { class: 'game-card-actions' },
        h('label', { for: seatsId, class: 'visually-hidden' }, `Players for quick play of ${game.title}`),
        seats,
        h('button', {
          type: 'button', class: 'primary', 'data-testid': `quick-play-${game.id}`,
          onclick: () => this.withName((name) => this.intents.quickPlay(game.id, Number(seats.value), name)),
        }, 'Quick play'),
        h('button', {
          type: 'button', 'data-testid': `create-${game.id}`,
          onclick: () => this.withName((name) => openCreateForm(this.games, game.id, (request) => this.intents.create(request, name))),
        }, 'Create table'),
        h('a', { href: leaderboardPath(game.id), class: 'leaderboard-link', 'data-testid': `leaderboard-link-${game.id}` }, 'Leaderboard')));
  }

  /**
   * Runs `then` with a valid name, or points at the name field. The name is your identity's: the
   * server shows you under it at every table, so a changed name is saved there first.
   */
  private withName(then: (name: string) => void): void {
    const parsed = playerName.safeParse(this.nameInput.value);
    if (!parsed.success) {
      toast(parsed.error.issues[0]?.message ?? 'Choose a name first.', 'error');
      this.nameInput.focus();
      return;
    }
    saveName(parsed.data);
    changeName(parsed.data).then(
      () => then(parsed.data),
      (error: unknown) => toast(`Could not change your name: ${(error as Error).message}`, 'error'),
    );
  }

  private title(id: string): string {
    return this.games.find((g) => g.id === id)?.title ?? gameTitle(id);
  }

  destroy(): void {
    this.closed = true;
    this.tables.destroy();
    this.myTables.destroy();
    this.element.remove();
  }
}
