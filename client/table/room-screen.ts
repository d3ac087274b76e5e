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

export interface RoomScreenOptions {
  /** The invite secret we came with (the server's `welcome` may tell us too). */
  invite?: string;
  /** Back to the lobby, with a reason to show when the table closed by itself. */
  exit(reason?: string): void;
}

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
      case 'welcome':
        this.invite = this.session.welcome?.invite ?? this.invite;
        this.updateAddressBar();
        break;
      case 'error':
        toast(event.message, 'error');
        break;
      case 'drop':
        setBanner(true);
        break;
      case 'reconnect':
        setBanner(false);
        toast('Reconnected to the table.', 'success');
        break;
      case 'leave':
        setBanner(false);
        if (!this.closed) this.options.exit(event.consented ? undefined : 'The connection to the table was closed.');
        break;
      default:
        break;
    }
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
      this.mount(new SeatingScreen({ session: this.session, gameTitle: title, invite: () => this.invite, leave: () => void this.leave() }));
      return;
    }
    setChildren(this.element, h('p', { class: 'loading' }, 'Setting the table…'));
    void this.mountTable(title);
  }

  private async mountTable(title: string): Promise<void> {
    const [{ TableScreen }, factory] = await Promise.all([import('./table-screen'), loadRenderer(this.session.state?.game ?? '')]);
    if (this.mode !== 'table' || this.closed) return;
    const screen = new TableScreen(this.session, factory, { gameTitle: title, invite: () => this.invite, leave: () => void this.leave() });
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
    setBanner(false);
    document.title = 'The Caribbean table';
    if (this.session.connected) void this.session.leave();
    this.element.remove();
  }
}

function setBanner(visible: boolean): void {
  const banner = document.getElementById('reconnect-banner');
  if (banner) banner.hidden = !visible;
}
