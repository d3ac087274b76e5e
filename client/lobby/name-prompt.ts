/**
 * Asks for the player's name before a link joins a table (the server needs one for every
 * seat and spectator). Resolves with the saved, trimmed name.
 */
import { playerName } from '../../shared/protocol';
import { h } from '../ui/dom';
import { saveName, savedName } from '../ui/storage';

export function askName(reason: string): Promise<string> {
  return new Promise((resolve) => {
    const input = h('input', {
      id: 'name-prompt-input',
      name: 'name',
      type: 'text',
      maxlength: 24,
      autocomplete: 'nickname',
      required: true,
      value: savedName(),
      'data-testid': 'name-prompt-input',
    });
    const problem = h('p', { class: 'field-error', id: 'name-prompt-error', role: 'alert' });
    const form = h(
      'form',
      { class: 'dialog-body', method: 'dialog' },
      h('h2', { id: 'name-prompt-title' }, 'Who is sailing?'),
      h('p', {}, reason),
      h('label', { for: 'name-prompt-input' }, 'Your name'),
      input,
      problem,
      h('div', { class: 'dialog-actions' }, h('button', { type: 'submit', class: 'primary', 'data-testid': 'name-prompt-submit' }, 'Continue')),
    );
    const dialog = h('dialog', { class: 'dialog', 'aria-labelledby': 'name-prompt-title', 'data-testid': 'name-prompt' }, form);
    // Escape would leave the page with no way forward; the name is required.
    dialog.addEventListener('cancel', (event) => event.preventDefault());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const parsed = playerName.safeParse(input.value);
      if (!parsed.success) {
        problem.textContent = parsed.error.issues[0]?.message ?? 'Choose a name.';
        input.setAttribute('aria-describedby', 'name-prompt-error');
        input.focus();
        return;
      }
      saveName(parsed.data);
      dialog.close();
      dialog.remove();
      resolve(parsed.data);
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    input.focus();
  });
}
