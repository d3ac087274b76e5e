/**
 * "My tables": the unfinished tables where you sit, those awaiting your move first, each with
 * a button back to your seat (your identity takes it back, from any device you are logged in on).
 */
import type { MyTable } from '../../shared/players';
import { h, setChildren } from '../ui/dom';
import { fetchMyTables } from './api';

/** How often the list is asked again while shown (a correspondence move may arrive any time). */
const REFRESH_MS = 15_000;

export class MyTablesPanel {
  readonly element: HTMLElement;
  private readonly list = h('ul', { class: 'my-tables', 'data-testid': 'my-tables' });
  private timer: number | undefined;

  constructor(
    private readonly gameTitle: (id: string) => string,
    private readonly back: (roomId: string) => void,
  ) {
    this.element = h('section', { class: 'panel', 'aria-labelledby': 'my-tables-title', hidden: true }, h('h2', { id: 'my-tables-title' }, 'My tables'), this.list);
    void this.load();
    this.timer = window.setInterval(() => void this.load(), REFRESH_MS);
  }

  async load(): Promise<void> {
    let tables: MyTable[];
    try {
      tables = await fetchMyTables();
    } catch {
      return; // The next refresh tries again; the lobby works without it.
    }
    // Shown only while you sit somewhere: the lobby's first screen stays the games otherwise.
    this.element.hidden = tables.length === 0;
    setChildren(this.list, tables.map((table) => this.row(table)));
  }

  private row(table: MyTable): HTMLElement {
    const others = table.players.filter((_, seat) => seat !== table.seat).map((player) => player.name || 'a free seat');
    const status = table.phase === 'seating' ? 'Waiting for players' : table.yourTurn ? 'Your turn' : 'Their turn';
    const due = table.yourTurn && table.deadline > 0 ? ` (until ${new Date(table.deadline).toLocaleString()})` : '';
    return h('li', { class: `my-table${table.yourTurn ? ' your-turn' : ''}`, 'data-testid': `my-table-${table.id}` },
      h('span', {}, h('strong', {}, this.gameTitle(table.game)), ` · ${table.tableName} · with ${others.join(', ') || 'nobody yet'}`),
      h('span', { class: table.yourTurn ? 'turn-badge' : 'muted', 'data-testid': `my-table-status-${table.id}` }, status + due),
      h('button', { type: 'button', class: table.yourTurn ? 'primary' : '', 'data-testid': `my-table-back-${table.id}`, onclick: () => this.back(table.id) }, 'Back to your seat'));
  }

  destroy(): void {
    window.clearInterval(this.timer);
    this.element.remove();
  }
}
