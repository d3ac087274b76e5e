/**
 * The page: boots into the table of a reload (reconnection token) or of a link, else the
 * lobby; and moves between the lobby and a table.
 */
import type { Room } from '@colyseus/sdk';
import { createTable, joinTable, quickPlay, reconnect } from './lobby/connection';
import { LobbyScreen } from './lobby/lobby-screen';
import { parseTableLink, showLinkInAddressBar, type TableLink } from './lobby/links';
import { askName } from './lobby/name-prompt';
import { clearReconnectToken, savedName, savedReconnectToken } from './lobby/storage';
import { errorText, toast } from './lobby/toast';
import { RoomScreen } from './table/room-screen';
import { TableSession } from './table/session';

interface Screen {
  element: HTMLElement;
  destroy(): void;
}

const root = document.getElementById('screen') as HTMLElement;
let current: Screen | null = null;
let busy = false;

function show(screen: Screen): void {
  current?.destroy();
  current = screen;
  root.replaceChildren(screen.element);
  document.body.dataset.screen = screen instanceof LobbyScreen ? 'lobby' : 'room';
}

function showLobby(): void {
  showLinkInAddressBar(null);
  show(new LobbyScreen({
    quickPlay: (game, seats, name) => void enter(() => quickPlay(game as Parameters<typeof quickPlay>[0], seats, name), undefined),
    create: (request, name) => void enter(() => createTable({ ...request, name }), undefined),
    join: (roomId, name, watch) => void enter(() => joinTable({ roomId, watch }, name), { roomId, watch }),
  }));
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
  }));
}

async function boot(): Promise<void> {
  const link = parseTableLink(location.search);
  const token = savedReconnectToken();
  // A reload returns to the same seat: try the reconnection token before anything else.
  if (token && (!link || token.startsWith(`${link.roomId}:`))) {
    if (await enter(() => reconnect(token), link ?? undefined, true)) return;
    clearReconnectToken();
  }
  if (link) {
    const name = savedName() || (await askName(link.watch ? 'Tell the table who is watching.' : 'You were invited to a table. Tell the others who you are.'));
    if (await enter(() => joinTable(link, name), link)) return;
  }
  showLobby();
}

void boot();
