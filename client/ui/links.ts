/**
 * Table links. A private table has two secrets: `/?room=<roomId>&invite=<play secret>` seats a
 * player, `/?room=<roomId>&invite=<watch secret>&watch=1` lets someone watch and never play (the
 * server knows which secret is which). A public table needs no invite: `&watch=1` watches it.
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

/** A finished match's replay, opened at `step` (an action count; absent: the start). */
export function replayLink(matchId: string, step?: number): string {
  const url = new URL(`/replay/${encodeURIComponent(matchId)}`, location.origin);
  if (step !== undefined && step > 0) url.searchParams.set('step', String(step));
  return url.toString();
}

/** `/replay/<matchId>?step=N`: the match and the step, or null when the address is not a replay. */
export function parseReplayLink(pathname: string, search: string): { matchId: string; step: number } | null {
  const match = /^\/replay\/([\w-]{1,64})\/?$/.exec(pathname);
  if (!match) return null;
  const step = Number(new URLSearchParams(search).get('step') ?? '0');
  return { matchId: match[1] as string, step: Number.isInteger(step) && step > 0 ? step : 0 };
}
