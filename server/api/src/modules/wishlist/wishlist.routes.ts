import { Router } from 'express';
import { ROLES } from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { currentUser, requireRole } from '../../lib/auth';
import { parseId, send } from '../../lib/http';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service';

export function createWishlistRouter({ db, config }: AppDeps): Router {
  const router = Router();
  router.use(requireRole(db, config, ROLES.customer));

  router.get('/', async (_req, res) => {
    send(res, await listWishlist(db, currentUser(res).id));
  });

  router.post('/:productId', async (req, res) => {
    const productId = parseId(req.params.productId, 'productId');
    const { item, created } = await addToWishlist(db, currentUser(res).id, productId);
    send(res, item, { status: created ? 201 : 200 });
  });

  router.delete('/:productId', async (req, res) => {
    const productId = parseId(req.params.productId, 'productId');
    await removeFromWishlist(db, currentUser(res).id, productId);
    send(res, null);
  });

  return router;
}
