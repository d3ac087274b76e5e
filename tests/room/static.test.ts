/** The built client is served at `/`, with every client-side route falling back to it. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'caribbean-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>The Caribbean table</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  server = await bootTestServer({ distDir: dist });
});
afterAll(async () => {
  await server.shutdown();
  rmSync(dist, { recursive: true, force: true });
});

it('serves index.html at / and for client routes, files as they are, and the API as JSON', async () => {
  expect(await server.get('/')).toEqual({ status: 200, body: '<!doctype html><title>The Caribbean table</title>' });
  expect((await server.get('/table/abc?invite=x')).body).toContain('The Caribbean table');
  expect(await server.get('/assets/app.js')).toEqual({ status: 200, body: 'console.log("app")' });
  expect((await server.get('/api/games')).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'port-royal' })]));
  expect((await server.get('/api/unknown')).status).toBe(404);
});
