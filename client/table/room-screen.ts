/**
 * A joined table: the seating screen while seats are filled, then the table. It also shows
 * what happens to the connection (reconnecting banner, refused messages, the table closing).
 */
import { h, setChildren } from '../ui/dom';
import { gameTitle } from '../lobby/game-options';
import { showLinkInAddressBar } from '../ui/links';
import { SeatingScreen } from './seating-screen';
import { toast } from '../ui/toast';
import { loadRenderer } from './renderers';
import type { SessionEvent, TableSession } from './session';
import type { LostTable } from '../lobby/rejoin';
import { savedName } from '../ui/storage';

export interface RoomScreenOptions {
  /** The invite secret we came with (the server's `welcome` may tell us too). */
  invite?: string;
  /** Back to the lobby, with a reason to show when the table closed by itself. */
  exit(reason?: string): void;
  /** The connection was lost (not closed by the table): the page tries to come back. */
  lost(table: LostTable): void;
}

/** The close code of a room that ended on purpose (the table closed: finished or abandoned). */
const TABLE_CLOSED = 4000;

interface Child {
  element: HTMLElement;
  destroy(): void;
}

export class RoomScreen {
  readonly element: HTMLElement;
  private child: Child | null = null;
  private mode: 'seating' | 'table' | null = null;
  private invite: string | undefined;
  private readonly unsubscribe: () => void;
  private closed = false;
  private lostReported = false;

  constructor(private readonly session: TableSession, private readonly options: RoomScreenOptions) {
    this.invite = options.invite;
    this.element = h('div', { class: 'room', 'data-testid': 'room' }, h('p', { class: 'loading' }, 'Joining the table…'));
    this.unsubscribe = session.subscribe((event) => this.onEvent(event));
    this.updateAddressBar();
    this.sync();
  }

  private onEvent(event: SessionEvent): void {
    switch (event.kind) {
      case 'state':
        this.sync();
        break;
      case 'welcome': {
        // A spectator keeps (and shows) only the watch secret, never the play secret.
        const welcome = this.session.welcome;
        this.invite = (welcome?.spectator ? welcome.watchInvite : welcome?.invite) ?? this.invite;
        this.updateAddressBar();
        break;
      }
      case 'error':
        toast(event.message, 'error');
        break;
      case 'drop':
        this.onLost();
        break;
      case 'leave':
        if (this.closed || this.lostReported) break;
        if (event.consented) this.options.exit();
        else if (event.code === TABLE_CLOSED) this.options.exit('The table was closed.');
        else this.onLost();
        break;
      default:
        break;
    }
  }

  /** Hands the table to the page's rejoin loop, once; this screen stays up meanwhile. */
  private onLost(): void {
    if (this.closed || this.lostReported) return;
    this.lostReported = true;
    const { session } = this;
    const seat = session.mySeat;
    const welcome = session.welcome;
    this.options.lost({
      roomId: session.room.roomId,
      reconnectionToken: session.room.reconnectionToken,
      seated: seat !== null,
      name: seat !== null ? session.seatName(seat) : savedName() || 'Guest',
      invite: (welcome?.spectator ? welcome.watchInvite : welcome?.invite) ?? this.invite,
    });
  }

  /** The address bar shows this table's link, so a reload or a copied URL comes back here. */
  private updateAddressBar(): void {
    const watch = this.session.welcome?.spectator === true;
    showLinkInAddressBar({ roomId: this.session.room.roomId, invite: this.invite, watch });
  }

  private sync(): void {
    const state = this.session.state;
    if (!state) return;
    const want = state.phase === 'seating' ? 'seating' : 'table';
    if (want === this.mode) return;
    this.mode = want;
    this.child?.destroy();
    this.child = null;
    const title = gameTitle(state.game);
    document.title = `${state.tableName || title} · The Caribbean table`;
    if (want === 'seating') {
      this.mount(new SeatingScreen({ session: this.session, gameTitle: title, leave: () => void this.leave() }));
      return;
    }
    setChildren(this.element, h('p', { class: 'loading' }, 'Setting the table…'));
    void this.mountTable(title);
  }

  private async mountTable(title: string): Promise<void> {
    const [{ TableScreen }, factory] = await Promise.all([import('./table-screen'), loadRenderer(this.session.state?.game ?? '')]);
    if (this.mode !== 'table' || this.closed) return;
    const screen = new TableScreen(this.session, factory, { gameTitle: title, invite: () => this.session.welcome?.watchInvite, leave: () => void this.leave() });
    this.mount(screen);
    await screen.start();
  }

  private mount(child: Child): void {
    this.child = child;
    setChildren(this.element, child.element);
  }

  private async leave(): Promise<void> {
    this.closed = true;
    await this.session.leave();
    this.options.exit();
  }

  destroy(): void {
    this.closed = true;
    this.unsubscribe();
    this.child?.destroy();
    document.title = 'The Caribbean table';
    if (this.session.connected) void this.session.leave();
    this.element.remove();
  }
}
