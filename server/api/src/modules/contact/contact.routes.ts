import { Router } from 'express';
import { contactBody, MESSAGES, type ContactData } from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { queryOne } from '../../db/client';
import { parse, send } from '../../lib/http';
import { byAddress, limitRequests } from '../../lib/rate-limit';

export function createContactRouter({ db, config }: AppDeps): Router {
  const router = Router();
  const limit = config.rateLimits.contactAddress;
  router.post(
    '/',
    limitRequests(db, 'contactAddress', limit, 'Too many messages from your address', byAddress),
    async (req, res) => {
      const body = parse(contactBody, req.body);
      const row = await queryOne<ContactData>(
        db,
        `INSERT INTO contact_messages (name, email, website, business_plan, message)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [body.name, body.email, body.website, body.business_plan, body.message],
      );
      send(res, row, { status: 201, msg: MESSAGES.contactSent });
    },
  );
  return router;
}
