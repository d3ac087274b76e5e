/**
 * docker-compose.yml cannot run here, so it is kept correct by reading it: Redis, several game
 * servers on that Redis and one PostgreSQL with distinct public addresses, and a proxy whose configuration routes
 * each address to its own server (and everything else to any server).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: string[] | Record<string, unknown>;
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const gameServers = Object.entries(services).filter(([, service]) => service.environment?.REDIS_URL !== undefined);

/** `${PUBLIC_HOST:-localhost:8080}/gs-1` as Compose expands it without PUBLIC_HOST set. */
function expand(value: string): string {
  return value.replace(/\$\{(\w+):-([^}]*)\}/g, (_, _name: string, fallback: string) => fallback);
}

const nginxConf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
/** `location /gs-1/ { proxy_pass http://game-1:2567/; }` → { '/gs-1/': 'game-1:2567' } */
const routes = new Map([...nginxConf.matchAll(/location\s+(\/[\w-]+\/)\s*\{\s*proxy_pass\s+http:\/\/([\w.-]+:\d+)\/;\s*\}/g)].map((m) => [m[1], m[2]]));
const upstream = /upstream\s+game_servers\s*\{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
const balanced = [...upstream.matchAll(/server\s+([\w.-]+:\d+);/g)].map((m) => m[1]);

describe('docker-compose.yml', () => {
  it('runs Redis and several game servers on it', () => {
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(gameServers.length).toBeGreaterThanOrEqual(2);
    for (const [name, service] of gameServers) {
      expect({ name, redis: service.environment?.REDIS_URL }).toEqual({ name, redis: 'redis://redis:6379' });
      expect(service.depends_on).toHaveProperty('redis');
    }
  });

  it('builds every game server from a Dockerfile that exists', () => {
    for (const [, service] of gameServers) {
      const build = service.build;
      expect(build).toBeDefined();
      expect(existsSync(join(root, build?.context ?? '', build?.dockerfile ?? ''))).toBe(true);
    }
  });

  it('gives each game server its own public address, routed by the proxy to it alone', () => {
    const addresses = gameServers.map(([, service]) => expand(service.environment?.PUBLIC_ADDRESS ?? ''));
    expect(new Set(addresses).size).toBe(gameServers.length);
    const proxy = services.proxy;
    const published = proxy?.ports?.map((mapping) => mapping.split(':')[0]) ?? [];
    for (const [index, [name, service]] of gameServers.entries()) {
      const address = addresses[index] ?? '';
      const match = /^([^/]+)(\/.+)$/.exec(address);
      expect(match).not.toBeNull();
      const [, host, path] = match as RegExpExecArray;
      // The default public host is the proxy's published port on this machine.
      expect(published).toContain(host?.split(':')[1]);
      expect(routes.get(`${path}/`)).toBe(`${name}:${service.environment?.PORT}`);
    }
  });

  it('balances everything else over every game server, and proxies WebSockets', () => {
    expect(balanced.sort()).toEqual(gameServers.map(([name, service]) => `${name}:${service.environment?.PORT}`).sort());
    expect(nginxConf).toMatch(/location\s+\/\s*\{\s*proxy_pass\s+http:\/\/game_servers;/);
    expect(nginxConf).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(nginxConf).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(nginxConf).toMatch(/proxy_http_version\s+1\.1;/);
  });

  it('has the game servers believe the client address the proxy appends, and nothing before it', () => {
    expect(nginxConf).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
    for (const [name, service] of gameServers) {
      expect({ name, trustProxy: expand(service.environment?.TRUST_PROXY ?? '') }).toEqual({ name, trustProxy: '1' });
    }
  });

  it('mounts the proxy configuration that this test reads', () => {
    expect(services.proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('points every game server at one PostgreSQL, which they wait for', () => {
    expect(services.postgres?.image).toMatch(/^postgres:/);
    const env = services.postgres?.environment ?? {};
    const urls = new Set(gameServers.map(([, service]) => expand(service.environment?.DATABASE_URL ?? '')));
    expect(urls.size).toBe(1);
    const url = new URL([...urls][0] ?? '');
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('postgres');
    expect(decodeURIComponent(url.username)).toBe(env.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(expand(env.POSTGRES_PASSWORD ?? ''));
    expect(url.pathname).toBe(`/${env.POSTGRES_DB}`);
    for (const [, service] of gameServers) expect(service.depends_on).toHaveProperty('postgres');
    // The tables outlive the database container too.
    expect(services.postgres?.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(true);
  });
});
