import { DEMO_EMAIL_DOMAIN } from '../../../server/adapters/geocoder/demo-addresses.js';
import { createSession, SESSION_COOKIE } from '../../../server/domain/accounts/sessions.js';
import type { TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';

// Shared by the houses-owner tests: REST calls as a given user (always with the AJAX marker),
// session cookies, and demo houses whose addresses the offline geocoder knows.

// Test answers are checked field by field.
export type Json = any;

export function restClient(t: TestApp) {
  const call = async (method: string, path: string, opts: { cookie?: string; body?: unknown } = {}) => {
    const res = await t.request(path, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
  };
  return {
    get: (path: string, cookie?: string) => call('GET', path, { cookie }),
    post: (path: string, body?: unknown, cookie?: string) => call('POST', path, { body, cookie }),
    put: (path: string, body: unknown, cookie?: string) => call('PUT', path, { body, cookie }),
    del: (path: string, body?: unknown, cookie?: string) => call('DELETE', path, { body, cookie }),
  };
}

export async function cookieFor(t: TestApp, userId: number) {
  return `${SESSION_COOKIE}=${await createSession(t.db.prisma, userId)}`;
}

/** A demo-seeded owner with a house at Kanaalstraat 12, 3531CD Utrecht (one address for the lookup). */
export async function demoHouses(t: TestApp) {
  const demoOwner = await createUser(t.db.prisma, { email: `eigenaar-${Date.now()}@${DEMO_EMAIL_DOMAIN}` });
  const kanaal = await createHouse(t.db.prisma, {
    ownerUserId: demoOwner.id,
    street: 'Kanaalstraat',
    streetNumber: '12',
    postalCode: '3531CD',
    cityCode: '0344-utrecht',
    latitude: 52.0899,
    longitude: 5.0985,
  });
  return { demoOwner, kanaal };
}

/** Subscribers see exact addresses (design.md "Address details"). */
export async function makeSubscriber(t: TestApp, userId: number) {
  await t.db.prisma.subscription.create({
    data: {
      userId,
      plan: 'user_premium',
      status: 'active',
      cycleStartedAt: new Date(),
      cycleEndsAt: new Date(Date.now() + 86_400_000),
    },
  });
}
