import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import { canDoSubscriberActions } from '../kernel/rights.js';
import type { Viewer } from '../ports/index.js';

export function createViewer(prisma: Db, user: User | null): Viewer {
  let subscriber: Promise<boolean> | undefined;
  return {
    user,
    isSubscriber: () => {
      if (!user) return Promise.resolve(false);
      subscriber ??= canDoSubscriberActions(prisma, user.id);
      return subscriber;
    },
  };
}
