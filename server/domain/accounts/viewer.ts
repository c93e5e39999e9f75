import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import { canDoSubscriberActions } from '../kernel/rights.js';
import type { RequestApiKey, Viewer } from '../ports/index.js';

export function createViewer(prisma: Db, user: User | null, apiKey?: RequestApiKey): Viewer {
  let subscriber: Promise<boolean> | undefined;
  return {
    user,
    apiKey,
    isSubscriber: () => {
      if (!user) return Promise.resolve(false);
      subscriber ??= canDoSubscriberActions(prisma, user.id);
      return subscriber;
    },
  };
}
