/** The replay's address: `/replay/<matchId>?step=N`, read back as the match and the step. */
import { parseReplayLink } from '../../client/ui/links';

describe('replay links', () => {
  it('reads the match id and the step', () => {
    expect(parseReplayLink('/replay/AbC_12-x', '?step=42')).toEqual({ matchId: 'AbC_12-x', step: 42 });
    expect(parseReplayLink('/replay/AbC_12-x/', '')).toEqual({ matchId: 'AbC_12-x', step: 0 });
  });

  it('opens at the start for a step that is not a whole positive number', () => {
    for (const step of ['-3', '1.5', 'x', '']) expect(parseReplayLink('/replay/m1', `?step=${step}`)?.step).toBe(0);
  });

  it('is not a replay for other addresses or ids the server never makes', () => {
    expect(parseReplayLink('/', '?room=abc')).toBeNull();
    expect(parseReplayLink('/replay/', '')).toBeNull();
    expect(parseReplayLink('/replay/a%20b', '')).toBeNull();
    expect(parseReplayLink('/replay/a/b', '')).toBeNull();
  });
});
