/**
 * The action bar: every legal action of mine as a button (the same choices the canvas offers
 * by clicking cards), so the game is playable by keyboard, by screen reader and by automated
 * browser tests. Keys 1–9 press the first nine buttons.
 *
 * Test ids: `action-<type>` or `action-<type>-<card>`; when several actions share that name
 * (two ways to complete one expedition) the later ones get `-1`, `-2`…; `action-cancel` closes
 * a proposal. When many actions are offered, those of one group (ActionDescription.group) sit
 * behind one button, `group-<type of its first action>` (`-1`, `-2`… for the later ones),
 * which opens them as a proposal; an opened group still longer than the keys 1–9 shows its
 * first eight choices and `group-more`, which opens the rest.
 */
import { h, setChildren } from '../ui/dom';
import { actionTestIds, type ActionDescription } from './renderer';
import type { Action } from './session';

export interface Proposal {
  title: string;
  actions: Action[];
  /** How many group headings (ActionDescription.group) are already chosen. */
  depth?: number;
}

/** Up to this many choices (the keys 1–9) are shown as they are; beyond, groups fold into one button each. */
export const FLAT_LIMIT = 9;

export class ActionBar {
  readonly element: HTMLElement;
  private buttons: HTMLButtonElement[] = [];
  private proposal: Proposal | null = null;
  private shownKey = '';
  private readonly onKey = (event: KeyboardEvent) => this.key(event);

  constructor(
    private readonly describe: (action: Action) => ActionDescription,
    private readonly act: (action: Action) => void,
  ) {
    this.element = h('div', { class: 'action-bar', role: 'group', 'aria-label': 'Your actions', 'data-testid': 'action-bar' });
    window.addEventListener('keydown', this.onKey);
  }

  /** Shows `actions` (or, while a proposal is open and still legal, just its choices). */
  render(actions: Action[], pending: boolean, waitingText: string): void {
    if (this.proposal && !this.proposal.actions.every((p) => actions.some((a) => sameAction(a, p)))) this.proposal = null;
    const shown = this.proposal ? this.proposal.actions : [...actions].sort((a, b) => this.describe(a).order - this.describe(b).order);
    // Unchanged choices keep their buttons: a click in progress must not land on a replaced one.
    const key = JSON.stringify([this.proposal?.title ?? null, shown.map((a) => [a, this.describe(a).label]), pending, waitingText]);
    if (key === this.shownKey) return;
    this.shownKey = key;
    this.buttons = this.foldedButtons(shown, actions, pending, this.proposal?.depth ?? 0);
    this.buttons.forEach((button, index) => {
      if (index < 9) button.setAttribute('aria-keyshortcuts', String(index + 1));
    });
    this.element.setAttribute('aria-busy', pending ? 'true' : 'false');
    // Re-rendering replaces the buttons; a keyboard player keeps focus on the same choice.
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && this.element.contains(active) ? active.dataset.testid : undefined;
    this.fill(actions, pending, waitingText);
    if (focused) this.element.querySelector<HTMLElement>(`[data-testid="${focused}"]`)?.focus();
  }

  /** One button per action; an action asking for confirmation first opens its question. */
  private actionButtons(actions: Action[], all: Action[] = actions, pending = false): HTMLButtonElement[] {
    const ids = actionTestIds(actions);
    return actions.map((action, index) => {
      const d = this.describe(action);
      const ask = d.confirm && !this.proposal;
      return h('button', {
        type: 'button',
        class: `action ${d.tone ?? ''}`,
        'data-testid': ids[index],
        onclick: () => {
          if (ask && d.confirm) {
            this.propose({ title: d.confirm, actions: [action] }, all, pending);
            return;
          }
          this.proposal = null;
          this.act(action);
        },
      }, d.label);
    });
  }

  /**
   * A short list as it is; a long one with each group of two or more behind one button (at
   * the place of its first member), which opens the group's choices.
   */
  private foldedButtons(actions: Action[], all: Action[], pending: boolean, startDepth: number): HTMLButtonElement[] {
    const headings = (action: Action): readonly string[] => {
      const group = this.describe(action).group;
      return typeof group === 'string' ? [group] : (group ?? []);
    };
    // A heading every action shares says nothing new (a canvas click already chose it): skip it.
    let depth = startDepth;
    while (actions.length > 1 && actions.every((a) => headings(a)[depth] !== undefined && headings(a)[depth] === headings(actions[0] as Action)[depth])) depth++;
    const groupOf = (action: Action): string | undefined => headings(action)[depth];
    const groups = new Map<string, Action[]>();
    if (actions.length > FLAT_LIMIT) {
      for (const action of actions) {
        const group = groupOf(action);
        if (group) groups.set(group, [...(groups.get(group) ?? []), action]);
      }
    }
    const folded = new Set([...groups].filter(([, members]) => members.length > 1).map(([group]) => group));
    const plain = this.actionButtons(actions, all, pending);
    const shownGroups = new Set<string>();
    const idCounts = new Map<string, number>();
    const buttons: HTMLButtonElement[] = [];
    // The choices behind each button, for the pages below.
    const behind: Action[][] = [];
    actions.forEach((action, index) => {
      const group = groupOf(action);
      if (!group || !folded.has(group)) {
        buttons.push(plain[index] as HTMLButtonElement);
        behind.push([action]);
        return;
      }
      if (shownGroups.has(group)) return;
      shownGroups.add(group);
      const members = groups.get(group) ?? [];
      behind.push(members);
      const base = `group-${action.type}`;
      const count = idCounts.get(base) ?? 0;
      idCounts.set(base, count + 1);
      buttons.push(this.opener(count === 0 ? base : `${base}-${count}`, `${group} (${members.length})`, { title: group, actions: members, depth: depth + 1 }, all, pending));
    });
    return this.paged(buttons, behind, all, pending, startDepth);
  }

  /**
   * An opened group that is still longer than the number keys (every way of paying a mission,
   * every set of cards to defend with) shows in pages: its first choices, then one button that
   * opens the rest in the same way. The top of the bar is not paged: it folds by group already.
   */
  private paged(buttons: HTMLButtonElement[], behind: Action[][], all: Action[], pending: boolean, depth: number): HTMLButtonElement[] {
    const proposal = this.proposal;
    if (!proposal || buttons.length <= FLAT_LIMIT) return buttons;
    const keep = FLAT_LIMIT - 1;
    const rest = behind.slice(keep).flat();
    const more = this.opener('group-more', `More… (${rest.length})`, { title: proposal.title, actions: rest, depth }, all, pending);
    return [...buttons.slice(0, keep), more];
  }

  /** A button that opens `proposal` (a group, or the rest of a long one). */
  private opener(testId: string, label: string, proposal: Proposal, all: Action[], pending: boolean): HTMLButtonElement {
    return h('button', { type: 'button', class: 'action group', 'data-testid': testId, 'aria-haspopup': 'true', onclick: () => this.propose(proposal, all, pending) }, label);
  }

  private fill(actions: Action[], pending: boolean, waitingText: string): void {
    if (this.proposal) {
      setChildren(this.element,
        h('span', { class: 'action-title' }, this.proposal.title),
        this.buttons,
        h('button', { type: 'button', class: 'action', 'data-testid': 'action-cancel', onclick: () => this.cancel(actions) }, 'Cancel'));
      return;
    }
    if (this.buttons.length === 0) {
      setChildren(this.element, h('span', { class: 'action-waiting', 'data-testid': 'action-waiting' }, pending ? 'Sending…' : waitingText));
      return;
    }
    setChildren(this.element, this.buttons);
  }

  propose(proposal: Proposal, actions: Action[], pending: boolean): void {
    this.proposal = proposal;
    this.render(actions, pending, '');
    this.buttons[0]?.focus();
  }

  private cancel(actions: Action[]): void {
    this.proposal = null;
    this.render(actions, false, '');
  }

  private key(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
    if (document.querySelector('dialog[open]')) return;
    const n = Number(event.key);
    if (!Number.isInteger(n) || n < 1 || n > 9) return;
    const button = this.buttons[n - 1];
    if (button && button.isConnected) {
      event.preventDefault();
      button.click();
    }
  }

  destroy(): void {
    window.removeEventListener('keydown', this.onKey);
    this.element.remove();
  }
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
