/**
 * Every HTTP request body is capped (4 KB) before it is read: Colyseus' matchmaking routes and
 * our own API alike. A body declared larger is refused at once with 413 and a message; one sent
 * without a declared length is refused as soon as it goes past the cap. Either way the server
 * stops reading: the client cannot push more than a socket buffer's worth, and the server's
 * memory does not grow with what it is sent.
 */
import { request } from 'node:http';
import { MAX_BODY_BYTES } from '../../server/http/front-door';
import { createTable, joinTable, testServerPerFile, waitFor, type TestServer } from '../helpers/server';

const server = testServerPerFile();

const MB = 1024 * 1024;

interface Outcome {
  status: number;
  body: string;
  /** Bytes of the body handed to the socket before the server answered. */
  sent: number;
}

/**
 * POSTs up to `total` bytes of JSON-looking filler, 64 KB at a time, until the server answers
 * (or closes): `declared` sends a Content-Length, else the body is chunked.
 */
function postLarge(path: string, total: number, declared: boolean): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    const req = request(
      { host: '127.0.0.1', port: server.port, path, method: 'POST', headers: { 'content-type': 'application/json', ...(declared ? { 'content-length': total } : {}) } },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString(), sent }));
      },
    );
    req.on('error', (error) => {
      // The server closed the socket after answering: what counts is the answer.
      if (!answered) reject(error);
    });
    const pump = (): void => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (sent >= total) req.end();
    };
    req.write('{"name":"');
    pump();
  });
}

describe('request bodies', () => {
  it.each([
    ['declared (Content-Length)', true],
    ['chunked, no length', false],
  ])('refuses a 64 MB matchmaking body early with 413 (%s)', async (_how, declared) => {
    const table = await createTable(server, { seats: 2, name: 'Anne' });
    global.gc?.();
    const before = process.memoryUsage().rss;
    const outcome = await postLarge(`/matchmake/joinById/${table.room.roomId}`, 64 * MB, declared);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({ error: `The request body is larger than ${MAX_BODY_BYTES} bytes, the most this server reads.` });
    // Refused before the body came: no more than the sockets' buffers took in the meantime.
    expect(outcome.sent).toBeLessThan(16 * MB);
    expect(process.memoryUsage().rss - before).toBeLessThan(32 * MB);
    // The table, and matchmaking, carry on.
    const ben = await joinTable(server, table.room.roomId, { name: 'Ben' });
    await waitFor(() => ben.inbox.welcome.length > 0, 'Ben at the table');
  });

  it('caps the API routes the same way', async () => {
    const outcome = await postLarge('/api/invites', 1 * MB, true);
    expect(outcome.status).toBe(413);
    const justOver = await fetch(`http://127.0.0.1:${server.port}/api/invites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: 'x', invite: 'y'.repeat(MAX_BODY_BYTES) }),
    });
    expect(justOver.status).toBe(413);
    // A body under the cap is read and answered.
    const small = await fetch(`http://127.0.0.1:${server.port}/api/invites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: 'nope', invite: 'nope' }),
    });
    expect(small.status).toBe(404);
  });
});
