/**
 * Who you are, in the lobby's header: a guest (claim an account, or log in to one) or an
 * account (log out), and "Me", your player page.
 */
import type { Me } from '../../shared/players';
import { h, setChildren } from '../ui/dom';
import { toast } from '../ui/toast';
import { currentMe, logOut, playerPath } from './api';
import { openAccountDialog } from './account-dialog';

export class AccountBar {
  readonly element = h('div', { class: 'account-bar', 'data-testid': 'account-bar' });

  /** `changed`: this browser's identity changed (logged in or out, account claimed). */
  constructor(
    private readonly changed: (me: Me) => void,
    private readonly openPage: (playerId: string) => void,
  ) {
    this.render();
  }

  render(): void {
    const me = currentMe();
    if (!me) return setChildren(this.element);
    const after = (message: string) => (next: Me) => {
      this.render();
      this.changed(next);
      toast(message, 'success');
    };
    const meLink = h('a', {
      href: playerPath(me.playerId), 'data-testid': 'me-link',
      onclick: (event: Event) => {
        event.preventDefault();
        this.openPage(me.playerId);
      },
    }, 'Me');
    if (me.username === undefined) {
      setChildren(this.element,
        h('span', { class: 'muted', 'data-testid': 'account-status' }, 'Playing as a guest'),
        meLink,
        h('button', { type: 'button', 'data-testid': 'account-claim', onclick: () => openAccountDialog('claim', after('Account created: log in with it on any device.')) }, 'Create account'),
        h('button', { type: 'button', 'data-testid': 'account-login', onclick: () => openAccountDialog('login', after('Logged in.')) }, 'Log in'));
      return;
    }
    setChildren(this.element,
      h('span', { class: 'muted', 'data-testid': 'account-status' }, `Logged in as ${me.username}`),
      meLink,
      h('button', {
        type: 'button', 'data-testid': 'account-logout',
        onclick: () => void logOut().then(after('Logged out: this browser is a new guest.'), (error: unknown) => toast((error as Error).message, 'error')),
      }, 'Log out'));
  }
}
