import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LandingPage, landingFunnelPath, landingLoader } from '../../client/features/landing/LandingPage';
import { COUNTER_DURATION_MS, COUNTER_STEP_MS, counterValue } from '../../client/features/landing/UserCounter';
import { pageRoutes } from '../../client/routes';

describe('the landing page route /l/{landingUid}', () => {
  it('is the landing page with its loader, no longer a "later" page; its funnel children stay their own', async () => {
    const matches = matchRoutes(pageRoutes, '/l/verkopen');
    expect(matches).toHaveLength(1);
    const [match] = matches!;
    expect(match.params).toEqual({ landingUid: 'verkopen' });
    // The page is its own chunk: the route's lazy() gives its loader and component.
    const page = await (match.route.lazy as () => Promise<{ loader: unknown; Component: unknown }>)();
    expect(page.loader).toBe(landingLoader);
    expect(page.Component).toBe(LandingPage);
    for (const path of [landingFunnelPath('verkopen', 'verkoper'), landingFunnelPath('zoeken', 'zoeker')]) {
      const deepest = matchRoutes(pageRoutes, path)?.at(-1);
      expect(deepest?.route.path, path).toMatch(/^l\/:landingUid\/:funnelType\/(huis\/adres|zoek\/basis)$/);
    }
  });

  it('leads a seller into huis/adres and a searcher into zoek/basis, escaping the uid', () => {
    expect(landingFunnelPath('verkopen', 'verkoper')).toBe('/l/verkopen/verkoper/huis/adres');
    expect(landingFunnelPath('zoeken', 'zoeker')).toBe('/l/zoeken/zoeker/zoek/basis');
    expect(landingFunnelPath('a b', 'zoeker')).toBe('/l/a%20b/zoeker/zoek/basis');
  });
});

describe('the user counter (spec §9: 2000 ms in 10 ms steps)', () => {
  it('counts up in 200 steps from 0 to the number, never past it', () => {
    expect(COUNTER_DURATION_MS / COUNTER_STEP_MS).toBe(200);
    const values = Array.from({ length: 202 }, (_, step) => counterValue(1230, step));
    expect(values[0]).toBe(0);
    expect(values[100]).toBe(615);
    expect(values[200]).toBe(1230);
    expect(values[201]).toBe(1230);
    expect(values.every((v, i) => i === 0 || v >= values[i - 1])).toBe(true);
  });
});
