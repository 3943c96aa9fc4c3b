import { Router } from 'express';
import { markReadBody, notificationsQuery } from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { currentUser, requireAuth } from '../../lib/auth';
import { parse, send } from '../../lib/http';
import { listNotifications, markRead, unreadCount } from './notifications.service';

export function createNotificationsRouter({ db, config }: AppDeps): Router {
  const router = Router();
  router.use(requireAuth(db, config));

  router.get('/', async (req, res) => {
    const { data, meta } = await listNotifications(db, currentUser(res).id, parse(notificationsQuery, req.query));
    send(res, data, { meta });
  });

  router.get('/unread', async (_req, res) => {
    send(res, await unreadCount(db, currentUser(res).id));
  });

  router.post('/read', async (req, res) => {
    const { upTo } = parse(markReadBody, req.body);
    send(res, await markRead(db, currentUser(res).id, upTo));
  });

  return router;
}
