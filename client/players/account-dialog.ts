/**
 * Claim an account (the guest keeps its identity, now reachable by logging in) or log in (this
 * browser takes the account's identity: its seats and history). A username and a password.
 */
import type { Me } from '../../shared/players';
import { h } from '../ui/dom';
import { claimAccount, logIn } from './api';

export type AccountMode = 'claim' | 'login';

const WORDS: Record<AccountMode, { title: string; intro: string; submit: string }> = {
  claim: {
    title: 'Keep your identity',
    intro: 'Choose a username and a password: log in with them on any device to return to your seats and history.',
    submit: 'Create account',
  },
  login: {
    title: 'Log in',
    intro: 'This browser becomes your account: its tables and history.',
    submit: 'Log in',
  },
};

export function openAccountDialog(mode: AccountMode, done: (me: Me) => void): void {
  const words = WORDS[mode];
  const username = h('input', { id: 'account-username', type: 'text', maxlength: 24, autocomplete: 'username', required: true, 'data-testid': 'account-username' });
  const password = h('input', {
    id: 'account-password', type: 'password', maxlength: 200, required: true, 'data-testid': 'account-password',
    autocomplete: mode === 'claim' ? 'new-password' : 'current-password',
  });
  const problem = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'account-error' });
  const submit = h('button', { type: 'submit', class: 'primary', 'data-testid': 'account-submit' }, words.submit);
  const form = h('form', { class: 'dialog-body', method: 'dialog' },
    h('h2', { id: 'account-title' }, words.title),
    h('p', { class: 'muted' }, words.intro),
    h('div', { class: 'field' }, h('label', { for: 'account-username' }, 'Username'), username),
    h('div', { class: 'field' }, h('label', { for: 'account-password' }, 'Password (at least 8 characters)'), password),
    problem,
    h('div', { class: 'dialog-actions' },
      h('button', { type: 'button', 'data-testid': 'account-cancel', onclick: () => dialog.close() }, 'Cancel'),
      submit));
  const dialog = h('dialog', { class: 'dialog', 'aria-labelledby': 'account-title', 'data-testid': 'account-dialog' }, form);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit.disabled = true;
    problem.textContent = '';
    const attempt = mode === 'claim' ? claimAccount(username.value, password.value) : logIn(username.value, password.value);
    attempt.then(
      (me) => {
        dialog.close();
        done(me);
      },
      (error: unknown) => {
        problem.textContent = (error as Error).message;
        submit.disabled = false;
      },
    );
  });
  document.body.appendChild(dialog);
  dialog.addEventListener('close', () => dialog.remove());
  dialog.showModal();
  username.focus();
}
