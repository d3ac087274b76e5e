/**
 * The page: boots into the table of a reload (reconnection token) or of a link, else the
 * lobby; and moves between the lobby and a table.
 *
 * Everything a player can do has a DOM control with a stable `data-testid`, so browser tests
 * need no hooks into the page:
 * - lobby: `player-name`, `quick-seats-<game>`, `quick-play-<game>`, `create-<game>`,
 *   `table-row-<roomId>`, `join-<roomId>`, `watch-<roomId>`; the create dialog `create-game`,
 *   `create-seats`, `create-bot-<seat>`, `create-bot-kind`, `create-option-<key>`,
 *   `create-clock`, `create-private`, `create-rated`, `create-submit`; `leaderboard-link-<game>`; who you are: `account-status`, `me-link`,
 *   `account-claim`, `account-login`, `account-logout`, the account dialog `account-username`,
 *   `account-password`, `account-submit`, `account-error`; "my tables" `my-tables`,
 *   `my-table-<roomId>`, `my-table-status-<roomId>`, `my-table-back-<roomId>`; the name prompt of a link
 *   `name-prompt-reason`, `name-prompt-input`, `name-prompt-submit`; `toast-error` / `toast-info` / `toast-success`.
 * - leaderboard (`/leaderboard/<game>`): `leaderboard`, `leaderboard-title`, `leaderboard-table`,
 *   `leaderboard-row-<place>`, `leaderboard-empty`, `leaderboard-lobby`.
 * - seating: `seating`, `seat-<n>`, `seat-rating-<n>`, `seating-about`, `sit-<n>`, `stand`, `bot-on-<n>`, `bot-off-<n>`, `start`,
 *   `invite-link`, `watch-link`, `copy-invite`, `copy-watch`, `leave`.
 * - table: `table`, `turn-status`, `prompt`, `action-bar` with one button per legal action
 *   (`action-<type>`, `action-<type>-<card>`, see table/action-bar.ts), `log-lines`,
 *   `end-screen`, `end-headline`, `end-row-<seat>`, `end-seed`, `end-lobby`, `leave`;
 *   `end-replay`; `reconnect-banner` while the connection is being restored; `table-gone`, `table-gone-reason`,
 *   `gone-lobby` when the table no longer exists.
 * - a player's page (`/players/<id>`): `player-page`, `player-name-title`, `player-matches`,
 *   `player-match-<matchId>`, `player-match-place-<matchId>`, `player-match-replay-<matchId>`,
 *   `player-no-matches`, `player-lobby`.
 * - replay (`/replay/<matchId>`): see replay/replay-screen.ts.
 */
import type { Room } from '@colyseus/sdk';
import { describeInvite, invitationText } from './lobby/api';
import { createTable, joinTable, quickPlay, reconnect } from './lobby/connection';
import { LobbyScreen } from './lobby/lobby-screen';
import { parseReplayLink, parseTableLink, showLinkInAddressBar, type TableLink } from './ui/links';
import { askName } from './lobby/name-prompt';
import { clearReconnectToken, savedName, savedReconnectToken } from './ui/storage';
import { errorText, toast } from './ui/toast';
import { RoomScreen } from './table/room-screen';
import { TableSession } from './table/session';
import { GoneScreen } from './table/gone-screen';
import { rejoin, type LostTable } from './lobby/rejoin';
import { showConnectionBanner } from './ui/banner';
import { currentMe, loadMe, parsePlayerPath, playerPath } from './players/api';
import { PlayerScreen } from './players/player-screen';
import { leaderboardGame, LeaderboardScreen } from './ratings/leaderboard-screen';

interface Screen {
  element: HTMLElement;
  destroy(): void;
}

const root = document.getElementById('screen') as HTMLElement;
let current: Screen | null = null;
let busy = false;
/** Bumped whenever the page moves on: a rejoin loop of an older screen then stops. */
let generation = 0;

function show(screen: Screen): void {
  generation++;
  showConnectionBanner(null);
  current?.destroy();
  current = screen;
  root.replaceChildren(screen.element);
  document.body.dataset.screen = screen instanceof LobbyScreen ? 'lobby'
    : screen instanceof PlayerScreen ? 'player'
    : screen instanceof LeaderboardScreen ? 'leaderboard'
    : screen.element.dataset.testid === 'replay' ? 'replay' : 'room';
}

function showLobby(): void {
  showLinkInAddressBar(null);
  show(new LobbyScreen({
    quickPlay: (game, seats, name) => void enter(() => quickPlay(game as Parameters<typeof quickPlay>[0], seats, name), undefined),
    create: (request, name) => void enter(() => createTable({ ...request, name }), undefined),
    join: (roomId, name, watch) => void enter(() => joinOrWatch({ roomId, watch }, name), { roomId, watch }),
    openPlayer: (playerId) => showPlayer(playerId),
  }));
}

/** A player's page, `/players/<id>` ("Me" in the lobby for your own). */
function showPlayer(playerId: string): void {
  if (location.pathname !== playerPath(playerId)) history.pushState(null, '', playerPath(playerId));
  show(new PlayerScreen(playerId, {
    lobby: () => showLobby(),
    // Your identity takes your seat back: no name needed, the server knows you.
    back: (roomId) => void enter(() => joinOrWatch({ roomId, watch: false }, savedName() || 'Player'), { roomId, watch: false }),
    open: (id) => showPlayer(id),
  }));
}

/** Joins a table; when its seats are all taken (or the game has begun), watches it instead. */
async function joinOrWatch(link: TableLink, name: string): Promise<Room> {
  try {
    return await joinTable(link, name);
  } catch (error) {
    if (link.watch || !/no free seat/i.test(errorText(error))) throw error;
    const room = await joinTable({ ...link, watch: true }, name);
    toast('Every seat at this table is taken: you are watching it.', 'info');
    return room;
  }
}

/** Opens a room, or explains why not; one attempt at a time. */
async function enter(open: () => Promise<Room>, link: TableLink | undefined, quiet = false): Promise<boolean> {
  if (busy) return false;
  busy = true;
  document.body.classList.add('busy');
  try {
    const room = await open();
    openRoom(room, link);
    return true;
  } catch (error) {
    if (!quiet) toast(`Could not join the table: ${errorText(error)}`, 'error');
    return false;
  } finally {
    busy = false;
    document.body.classList.remove('busy');
  }
}

function openRoom(room: Room, link: TableLink | undefined): void {
  const session = new TableSession(room);
  show(new RoomScreen(session, {
    invite: link?.invite,
    exit: (reason) => {
      clearReconnectToken();
      if (reason) toast(reason, 'info');
      showLobby();
    },
    lost: (table) => void comeBack(table, link),
  }));
}

/**
 * The connection to a table was lost: the table stays on screen under a slim banner while
 * the page keeps trying to come back (see lobby/rejoin.ts), then shows the table again or
 * says plainly that it is gone.
 */
async function comeBack(table: LostTable, link: TableLink | undefined): Promise<void> {
  const mine = generation;
  const outcome = await rejoin(table, {
    attempt: (n) => showConnectionBanner(`Connection lost — reconnecting… (attempt ${n})`),
    stopped: () => generation !== mine,
  });
  if (generation !== mine) return;
  switch (outcome.kind) {
    case 'back':
      openRoom(outcome.room, link);
      toast('Back at the table.', 'success');
      return;
    case 'gone':
      clearReconnectToken();
      showGone('The server no longer has this table (it was closed, or lost when the server restarted).');
      return;
    case 'refused':
      clearReconnectToken();
      showLobby();
      toast(`Could not return to the table: ${outcome.message}`, 'error');
      return;
    default:
      return;
  }
}

function showGone(message: string): void {
  showLinkInAddressBar(null);
  show(new GoneScreen(message, () => showLobby()));
}

/** A finished match's replay (`/replay/<matchId>?step=N`); its engine and renderer load on demand. */
async function showReplay(matchId: string, step: number): Promise<void> {
  const { ReplayScreen } = await import('./replay/replay-screen');
  const screen = new ReplayScreen(matchId, step, () => showLobby());
  show(screen);
  await screen.start();
}

async function boot(): Promise<void> {
  // Who this browser is: a guest's session cookie is issued on the first visit. The page still
  // opens when the server cannot say (the tables' own connections retry by themselves).
  await loadMe().catch(() => undefined);
  const board = leaderboardGame(location.pathname);
  if (board) {
    show(new LeaderboardScreen(board));
    return;
  }
  const player = parsePlayerPath(location.pathname);
  if (player) {
    showPlayer(player);
    return;
  }
  const replay = parseReplayLink(location.pathname, location.search);
  if (replay) return showReplay(replay.matchId, replay.step);
  const link = parseTableLink(location.search);
  const token = savedReconnectToken();
  // A reload returns to the same seat: try the reconnection token before anything else.
  if (token && (!link || token.startsWith(`${link.roomId}:`))) {
    if (await enter(() => reconnect(token), link ?? undefined, true)) return;
    clearReconnectToken();
  }
  if (link) {
    const name = await nameForLink(link);
    if (name !== null && (await enter(() => joinOrWatch(link, name), link))) return;
  }
  showLobby();
}

/**
 * The name to join a link with. An invite link always asks (the saved name filled in), saying
 * who invites you to what; null when the invite is not valid (any more).
 */
async function nameForLink(link: TableLink): Promise<string | null> {
  if (!link.invite) return currentMe()?.name || savedName() || askName(link.watch ? 'Tell the table who is watching.' : 'Tell the others who you are.');
  const info = await describeInvite(link.roomId, link.invite).catch(() => undefined);
  if (info === null) {
    toast('This invite link is not valid: the table may have closed.', 'error');
    return null;
  }
  return askName(info ? invitationText(info) : 'You were invited to a table. Tell the others who you are.');
}

void boot();
