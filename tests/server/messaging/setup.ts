import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestApp } from '../../helpers/app.js';
import { createUser } from '../../helpers/fixtures.js';
import { cookieFor, type Json } from '../houses-owner/setup.js';

// Shared by the messaging tests: people with and without subscriber rights, and GraphQL as one of them.

export type { Json };

export interface Person {
  id: number;
  slug: string;
  cookie: string;
  globalId: string;
}

export async function person(t: TestApp, opts: { subscriber?: boolean; firstName?: string } = {}): Promise<Person> {
  const user = await createUser(t.db.prisma, opts.firstName ? { firstName: opts.firstName } : {});
  if (opts.subscriber) {
    await t.db.prisma.subscription.create({ data: { userId: user.id, plan: 'user_premium', status: 'active' } });
  }
  return {
    id: user.id,
    slug: user.slug,
    cookie: await cookieFor(t, user.id),
    globalId: encodeGlobalID('User', user.id),
  };
}

export function gql(t: TestApp, who?: Person) {
  return (query: string, variables?: Record<string, unknown>) =>
    t.graphql<Json>(query, variables, who ? { cookie: who.cookie } : undefined);
}

export const SEND = `mutation($input: SendMessageInput!) {
  sendMessage(input: $input) {
    __typename
    ... on SendMessagePayload {
      edge { cursor node { id type message isFromViewer data } }
      thread { id slug unreadCount chatEnabled viewerCanSend }
    }
    ... on InputError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
