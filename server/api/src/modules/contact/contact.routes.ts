import { MESSAGES, type storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { byAddress, limitRequests } from '../../lib/rate-limit';
import { insertContactMessage } from './contact.repo';

export function contactRoutes({ db, config }: AppDeps): GroupImplementation<typeof storeApi.contact> {
  return {
    send: {
      before: [
        limitRequests(
          db,
          'contactAddress',
          config.rateLimits.contactAddress,
          'Too many messages from your address',
          byAddress,
        ),
      ],
      handle: async ({ body }) => ({ data: await insertContactMessage(db, body), msg: MESSAGES.contactSent }),
    },
  };
}
