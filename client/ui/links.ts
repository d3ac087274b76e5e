/**
 * Table links. `/?room=<roomId>&invite=<secret>` seats a player at a private table,
 * `&watch=1` opens it as a spectator; a public table needs no invite.
 */
export interface TableLink {
  roomId: string;
  invite?: string;
  watch: boolean;
}

export function tableLink(roomId: string, invite?: string, watch = false): string {
  const url = new URL('/', location.origin);
  url.searchParams.set('room', roomId);
  if (invite) url.searchParams.set('invite', invite);
  if (watch) url.searchParams.set('watch', '1');
  return url.toString();
}

export function parseTableLink(search: string): TableLink | null {
  const params = new URLSearchParams(search);
  const roomId = params.get('room');
  if (!roomId || !/^[\w-]{1,64}$/.test(roomId)) return null;
  const invite = params.get('invite') ?? undefined;
  return { roomId, invite: invite || undefined, watch: params.get('watch') === '1' };
}

/** Shows the table's own link in the address bar, so a copy of the URL is a working invite. */
export function showLinkInAddressBar(link: TableLink | null): void {
  const target = link ? tableLink(link.roomId, link.invite, link.watch) : new URL('/', location.origin).toString();
  if (target !== location.href) history.replaceState(null, '', target);
}
