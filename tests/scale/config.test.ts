/**
 * REDIS_URL and PUBLIC_ADDRESS: absent, the server is one process on Colyseus' embedded
 * presence and driver; present, they are checked at boot so a typo fails loudly instead of
 * producing unreachable rooms.
 */
import { scaleOutOptions } from '../../server/app';
import { DEFAULT_CONFIG, loadConfig } from '../../server/config';

describe('scale-out settings', () => {
  it('default to one process with the embedded presence and driver', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBe('');
    expect(config.publicAddress).toBe('');
    expect(scaleOutOptions(config)).toEqual({ publicAddress: undefined });
  });

  it('read REDIS_URL and PUBLIC_ADDRESS', () => {
    const config = loadConfig({ REDIS_URL: 'redis://cache:6379/0', PUBLIC_ADDRESS: 'play.example.com/gs-2' });
    expect(config).toMatchObject({ redisUrl: 'redis://cache:6379/0', publicAddress: 'play.example.com/gs-2' });
  });

  it('give a public address to a single process too', () => {
    expect(scaleOutOptions({ ...DEFAULT_CONFIG, publicAddress: '10.0.0.5:2567' })).toEqual({ publicAddress: '10.0.0.5:2567' });
  });

  it.each([
    ['http://play.example.com', /without scheme/],
    ['play.example.com/gs-1/', /trailing slash/],
  ])('refuse PUBLIC_ADDRESS %s', (value, message) => {
    expect(() => loadConfig({ PUBLIC_ADDRESS: value })).toThrow(message);
  });

  it('refuse a REDIS_URL that is not a redis URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/redis:\/\//);
  });
});
