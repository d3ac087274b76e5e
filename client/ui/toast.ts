/**
 * Toasts: short messages in a polite live region. Errors stay longer and use role="alert" so
 * a refused join or a refused move is announced at once.
 */
import { h } from './dom';

export type ToastKind = 'info' | 'error' | 'success';

export function toast(message: string, kind: ToastKind = 'info'): void {
  const host = document.getElementById('toasts');
  if (!host) return;
  const item = h(
    'div',
    { class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status', 'data-testid': `toast-${kind}` },
    h('span', { class: 'toast-text' }, message),
    h('button', { type: 'button', class: 'toast-close', 'aria-label': 'Dismiss', onclick: () => item.remove() }, '×'),
  );
  host.appendChild(item);
  while (host.children.length > 4) host.firstElementChild?.remove();
  window.setTimeout(() => item.remove(), kind === 'error' ? 8000 : 4000);
}

const UNREACHABLE = 'The server cannot be reached right now. Check your connection, or try again in a moment.';

/** A readable message from anything thrown by the SDK or fetch. */
export function errorText(error: unknown): string {
  // fetch's and the socket's own words for "no answer" mean nothing to a player.
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return UNREACHABLE;
  if (error instanceof Error && /failed to fetch|networkerror|load failed/i.test(error.message)) return UNREACHABLE;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}
