import { describe, expect, it, vi } from 'vitest';
import type {
  MyReviewData,
  NotificationData,
  ProductBatchItem,
  ProductDetail,
  ProductListItem,
  ProductRating,
  RatingSummary,
  ReviewData,
} from '@spectrum/shared';
import { pino } from 'pino';
import type { StoreEvent } from '@spectrum/shared';
import type { Queryable } from '../../server/api/src/db/client';
import { moderateReview } from '../../server/api/src/modules/reviews/reviews.service';
import { StoreEvents } from '../../server/bff/src/live/store-events';
import { unfinishedUpload } from '../support/raw-http';
import { apiClient, fileTestApi, startTestApi } from '../support/api';
import {
  accountsWithUploadsCounted,
  createProduct,
  createUser,
  fileBlob,
  pngImage,
  type TestUser,
} from '../support/fixtures';

const { api, client } = await fileTestApi();

const seller = await createUser(api.db, { role: 2 });

/** An order of `productId` by `customer`, its one line in `status` (4 = Completed). */
async function buy(customer: TestUser, productId: number, status = 4, db: Queryable = api.db): Promise<void> {
  const [order] = await db.query<{ id: number }>(
    `INSERT INTO transactions (customer_id, receiver_name, address, phone, payment_id, shipment_id, promo_id,
                               subtotal, tax, total)
     VALUES ($1, 'Receiver', 'Jl. Test 1', '+6281234567', 1, 1, 1, 100000, 10000, 110000) RETURNING id`,
    [customer.id],
  );
  const [product] = await db.query<{ seller_id: number }>('SELECT seller_id FROM products WHERE id = $1', [productId]);
  await db.query(
    `INSERT INTO transaction_items (transaction_id, product_id, seller_id, product_name, unit_price, qty, line_total,
                                    status_id)
     VALUES ($1, $2, $3, 'Bought', 100000, 1, 100000, $4)`,
    [order!.id, productId, product!.seller_id, status],
  );
}

async function customerWhoBought(productId: number): Promise<TestUser> {
  const customer = await createUser(api.db, { role: 1 });
  await buy(customer, productId);
  return customer;
}

const review = (rating: number, title = 'Solid', body = 'Sturdy and well made.') => ({ rating, title, body });

async function reviewRows(productId: number): Promise<number> {
  const rows = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1', [
    productId,
  ]);
  return rows[0]!.n;
}

/** The product's rating, which its detail and the batch of details carry too (the same kept columns). */
async function rating(productId: number): Promise<RatingSummary> {
  const answer = await client.get<ProductRating[]>(`/reviews/ratings?ids=${productId}`);
  const { average, count } = answer.body.data[0]!;
  const detail = await client.get<ProductDetail>(`/products/details/${productId}`);
  if (detail.status === 200) expect(detail.body.data.rating).toEqual({ average, count });
  const batch = await client.get<ProductBatchItem[]>(`/products?ids=${productId}`);
  for (const item of batch.body.data) expect(item.rating).toEqual({ average, count });
  return { average, count };
}

describe('writing reviews', () => {
  it('lets a customer with a Completed line review once, and keeps the average and count', async () => {
    const product = await createProduct(api.db, seller.id, { imageKeys: ['products/chair'] });
    expect(await rating(product)).toEqual({ average: 0, count: 0 });

    const first = await customerWhoBought(product);
    const mine = await client.get<MyReviewData>(`/products/${product}/reviews/mine`, first.token);
    expect(mine.body.data).toEqual({ eligible: true, review: null });

    const created = await client.post<ReviewData>(`/products/${product}/reviews`, review(5), first.token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      rating: 5,
      title: 'Solid',
      body: 'Sturdy and well made.',
      verified_purchase: true,
      reviewer: { id: first.id, display_name: 'Customer' },
      product: { id: product, image: '/uploads/products/chair-thumb.webp' },
      reply: null,
      photos: [],
    });

    const second = await customerWhoBought(product);
    expect((await client.post(`/products/${product}/reviews`, review(4), second.token)).status).toBe(201);
    expect(await rating(product)).toEqual({ average: 4.5, count: 2 });

    const again = await client.post(`/products/${product}/reviews`, review(1), first.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_REVIEWED');
    expect(await reviewRows(product)).toBe(2);
    expect(await rating(product)).toEqual({ average: 4.5, count: 2 });
  });

  it('refuses visitors, sellers and customers without a Completed line, writing nothing', async () => {
    const product = await createProduct(api.db, seller.id);
    expect((await client.post(`/products/${product}/reviews`, review(5))).status).toBe(401);
    expect((await client.post(`/products/${product}/reviews`, review(5), seller.token)).status).toBe(403);

    const notYet = await createUser(api.db, { role: 1 });
    await buy(notYet, product, 3);
    const refused = await client.post(`/products/${product}/reviews`, review(5), notYet.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_ELIGIBLE_TO_REVIEW');
    const mine = await client.get<MyReviewData>(`/products/${product}/reviews/mine`, notYet.token);
    expect(mine.body.data).toEqual({ eligible: false, review: null });

    const stranger = await createUser(api.db, { role: 1 });
    expect((await client.post(`/products/${product}/reviews`, review(5), stranger.token)).status).toBe(403);
    expect(await reviewRows(product)).toBe(0);
  });

  it('answers who may not write before reading a photo, and counts no upload for them', async () => {
    const product = await createProduct(api.db, seller.id);
    const author = await customerWhoBought(product);
    const { id } = (await client.post<ReviewData>(`/products/${product}/reviews`, review(4), author.token)).body.data;
    const stranger = await createUser(api.db, { role: 1 });
    const newReview = (token: string) =>
      unfinishedUpload(`${api.origin}/api/products/${product}/reviews`, 'POST', 'photos', token);
    const edit = (token: string) => unfinishedUpload(`${api.origin}/api/reviews/${id}`, 'PATCH', 'photos', token);

    expect(await newReview(stranger.token)).toBe(403);
    expect(await newReview(author.token)).toBe(409);
    expect(await edit(stranger.token)).toBe(404);
    expect(await accountsWithUploadsCounted(api.db, [stranger, author])).toEqual([]);
    expect(await reviewRows(product)).toBe(1);
  });

  it.each([
    ['rating 0', { rating: 0, title: 'x', body: 'x' }, 'rating'],
    ['rating 6', { rating: 6, title: 'x', body: 'x' }, 'rating'],
    ['rating 4.5', { rating: 4.5, title: 'x', body: 'x' }, 'rating'],
    ['rating "five"', { rating: 'five', title: 'x', body: 'x' }, 'rating'],
    ['a blank title', { rating: 4, title: '   ', body: 'x' }, 'title'],
    ['an empty text', { rating: 4, title: 'x', body: '' }, 'body'],
    ['a text of 4001 characters', { rating: 4, title: 'x', body: 'x'.repeat(4001) }, 'body'],
    ['a title of 121 characters', { rating: 4, title: 'x'.repeat(121), body: 'x' }, 'title'],
  ])('refuses %s with a message on the field and writes nothing', async (_label, body, field) => {
    const product = await createProduct(api.db, seller.id);
    const customer = await customerWhoBought(product);
    const answer = await client.post(`/products/${product}/reviews`, body, customer.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    expect(await reviewRows(product)).toBe(0);
  });

  it('stores text as typed (no HTML processing) and takes up to 3 photos, refusing a fourth and a sixth', async () => {
    const product = await createProduct(api.db, seller.id);
    const customer = await customerWhoBought(product);
    const png = await pngImage();
    const form = (files: number) => {
      const data = new FormData();
      data.set('rating', '3');
      data.set('title', '<b>Bold</b> & "quoted"');
      data.set('body', '<script>alert(1)</script>');
      for (let index = 0; index < files; index++) data.append('photos', fileBlob(png, 'image/png'), `p${index}.png`);
      return data;
    };
    for (const files of [4, 6]) {
      const tooMany = await client.form('POST', `/products/${product}/reviews`, form(files), customer.token);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.code).toBe('TOO_MANY_FILES');
      expect(tooMany.body.msg).toBe('A review can have at most 3 photos.');
    }
    expect(await reviewRows(product)).toBe(0);

    const created = await client.form<ReviewData>('POST', `/products/${product}/reviews`, form(3), customer.token);
    expect(created.status).toBe(201);
    expect(created.body.data.title).toBe('<b>Bold</b> & "quoted"');
    expect(created.body.data.body).toBe('<script>alert(1)</script>');
    expect(created.body.data.photos).toHaveLength(3);
    expect(created.body.data.photos[0]!.thumbnail).toMatch(/^\/uploads\/reviews\/[0-9a-f]+-thumb\.webp$/);

    // An edit that adds a fourth to the three it has is refused too, and keeps the three.
    const fourth = new FormData();
    fourth.append('photos', fileBlob(png, 'image/png'), 'p3.png');
    const edited = await client.form('PATCH', `/reviews/${created.body.data.id}`, fourth, customer.token);
    expect(edited.status).toBe(400);
    expect(edited.body.code).toBe('TOO_MANY_FILES');
    const kept = await client.get<ReviewData[]>(`/products/${product}/reviews`);
    expect(kept.body.data[0]!.photos.map((photo) => photo.id)).toEqual(
      created.body.data.photos.map((photo) => photo.id),
    );
  });

  it('lets the author edit (rating, text, photos) and delete, and the rating follows', async () => {
    const product = await createProduct(api.db, seller.id);
    const customer = await customerWhoBought(product);
    const created = await client.post<ReviewData>(`/products/${product}/reviews`, review(2), customer.token);
    const id = created.body.data.id;

    const other = await customerWhoBought(product);
    expect((await client.patch(`/reviews/${id}`, { rating: 5 }, other.token)).status).toBe(404);

    const edited = await client.patch<ReviewData>(`/reviews/${id}`, { rating: 4, title: 'Better' }, customer.token);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 4, title: 'Better', body: 'Sturdy and well made.' });
    expect(await rating(product)).toEqual({ average: 4, count: 1 });

    expect((await client.del(`/reviews/${id}`, other.token)).status).toBe(404);
    expect((await client.del(`/reviews/${id}`, customer.token)).status).toBe(200);
    expect(await rating(product)).toEqual({ average: 0, count: 0 });
    expect(await reviewRows(product)).toBe(0);
  });
});

describe('reading reviews', () => {
  it('pages a product’s reviews 10 at a time, newest or most helpful first', async () => {
    const product = await createProduct(api.db, seller.id);
    const ids: number[] = [];
    for (let index = 0; index < 12; index++) {
      const customer = await customerWhoBought(product);
      const created = await client.post<ReviewData>(
        `/products/${product}/reviews`,
        review(1 + (index % 5)),
        customer.token,
      );
      ids.push(created.body.data.id);
    }
    await api.db.query(`UPDATE reviews SET created_at = now() + (id || ' seconds')::interval WHERE product_id = $1`, [
      product,
    ]);
    const voter = await createUser(api.db, { role: 1 });
    expect((await client.post(`/reviews/${ids[0]}/helpful`, undefined, voter.token)).status).toBe(201);

    const first = await client.get<ReviewData[]>(`/products/${product}/reviews`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((item) => item.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.body.meta).toMatchObject({ page: 1, totalData: 12, totalPage: 2, sort: 'newest' });
    expect((first.body.meta as { rating: RatingSummary }).rating.count).toBe(12);

    const second = await client.get<ReviewData[]>(`/products/${product}/reviews?page=2`);
    expect(second.body.data.map((item) => item.id)).toEqual([ids[1], ids[0]]);

    const helpful = await client.get<ReviewData[]>(`/products/${product}/reviews?sort=helpful`);
    expect(helpful.body.data[0]!.id).toBe(ids[0]);
    expect(helpful.body.data[0]!.helpful_count).toBe(1);

    const latest = await client.get<ReviewData[]>('/reviews');
    expect(latest.status).toBe(200);
    expect(latest.body.data.length).toBeGreaterThan(0);

    expect((await client.get('/products/999999/reviews')).status).toBe(404);
    expect((await client.get(`/products/${product}/reviews?sort=best`)).status).toBe(400);

    // A page past the end is the last one; each page is one statement, the product's look-up included.
    const query = vi.spyOn(api.db, 'query');
    try {
      const past = await client.get<ReviewData[]>(`/products/${product}/reviews?page=5`);
      expect(past.body.data.map((item) => item.id)).toEqual([ids[1], ids[0]]);
      expect(past.body.meta).toMatchObject({ page: 2, totalData: 12, totalPage: 2 });
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it('answers a product without reviews with an empty first page, and an archived one with 404', async () => {
    const product = await createProduct(api.db, seller.id);
    const empty = await client.get<ReviewData[]>(`/products/${product}/reviews?page=3`);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect(empty.body.meta).toMatchObject({ page: 1, totalData: 0, totalPage: 1, rating: { average: 0, count: 0 } });
    await api.db.query('UPDATE products SET archived_at = now() WHERE id = $1', [product]);
    expect((await client.get(`/products/${product}/reviews`)).status).toBe(404);
  });
});

describe('replies, reports and votes', () => {
  it('lets only the product’s seller reply, once, editable', async () => {
    const product = await createProduct(api.db, seller.id);
    const customer = await customerWhoBought(product);
    const { id } = (await client.post<ReviewData>(`/products/${product}/reviews`, review(3), customer.token)).body.data;

    const otherSeller = await createUser(api.db, { role: 2 });
    const refused = await client.call('PUT', `/reviews/${id}/reply`, {
      body: { body: 'Hi' },
      token: otherSeller.token,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('REVIEW_NOT_FOUND');
    expect(
      (await client.call('PUT', `/reviews/${id}/reply`, { body: { body: 'Hi' }, token: customer.token })).status,
    ).toBe(403);
    expect(
      (await client.call('PUT', `/reviews/${id}/reply`, { body: { body: ' ' }, token: seller.token })).status,
    ).toBe(400);

    const replied = await client.call<ReviewData>('PUT', `/reviews/${id}/reply`, {
      body: { body: 'Thank you!' },
      token: seller.token,
    });
    expect(replied.status).toBe(200);
    expect(replied.body.data.reply?.body).toBe('Thank you!');
    const edited = await client.call<ReviewData>('PUT', `/reviews/${id}/reply`, {
      body: { body: 'Thanks again' },
      token: seller.token,
    });
    expect(edited.body.data.reply?.body).toBe('Thanks again');
    expect(edited.body.data.reply?.created_at).toBe(replied.body.data.reply?.created_at);
  });

  it('hides a review reported by 3 different people and takes it out of the rating', async () => {
    const product = await createProduct(api.db, seller.id);
    const author = await customerWhoBought(product);
    const { id } = (await client.post<ReviewData>(`/products/${product}/reviews`, review(1), author.token)).body.data;
    expect((await client.post(`/reviews/${id}/report`, undefined, author.token)).body.code).toBe('OWN_REVIEW');

    const reporters = [await createUser(api.db, { role: 1 }), seller, await createUser(api.db, { role: 1 })];
    expect((await client.post(`/reviews/${id}/report`, undefined, reporters[0]!.token)).status).toBe(201);
    const twice = await client.post(`/reviews/${id}/report`, undefined, reporters[0]!.token);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_REPORTED');
    expect((await client.post(`/reviews/${id}/report`, undefined, reporters[1]!.token)).status).toBe(201);
    expect(await rating(product)).toEqual({ average: 1, count: 1 });
    expect((await client.post(`/reviews/${id}/report`, undefined, reporters[2]!.token)).status).toBe(201);

    expect(await rating(product)).toEqual({ average: 0, count: 0 });
    expect((await client.get<ReviewData[]>(`/products/${product}/reviews`)).body.data).toEqual([]);
    expect((await client.post(`/reviews/${id}/report`, undefined, seller.token)).status).toBe(404);

    // The moderator keeps it: shown and counted again, and further reports no longer hide it.
    expect(await moderateReview({ db: api.db, storage: api.storage }, id, 'keep')).toBe(true);
    expect(await rating(product)).toEqual({ average: 1, count: 1 });
    const fourth = await createUser(api.db, { role: 1 });
    expect((await client.post(`/reviews/${id}/report`, undefined, fourth.token)).status).toBe(201);
    expect(await rating(product)).toEqual({ average: 1, count: 1 });
    expect(await moderateReview({ db: api.db, storage: api.storage }, id, 'remove')).toBe(true);
    expect(await rating(product)).toEqual({ average: 0, count: 0 });
    expect(await reviewRows(product)).toBe(0);
  });

  it('counts one helpful vote per person and refuses a vote on one’s own review', async () => {
    const product = await createProduct(api.db, seller.id);
    const author = await customerWhoBought(product);
    const { id } = (await client.post<ReviewData>(`/products/${product}/reviews`, review(4), author.token)).body.data;
    const own = await client.post(`/reviews/${id}/helpful`, undefined, author.token);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('OWN_REVIEW');
    const voter = await createUser(api.db, { role: 1 });
    expect((await client.post(`/reviews/${id}/helpful`, undefined, voter.token)).body.data).toEqual({
      id,
      helpful_count: 1,
    });
    const again = await client.post(`/reviews/${id}/helpful`, undefined, voter.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_VOTED');
    expect((await client.post(`/reviews/${id}/helpful`)).status).toBe(401);
  });
});

describe('notifications', () => {
  const notificationsOf = async (user: TestUser) =>
    (await client.get<NotificationData[]>('/notifications', user.token)).body.data;

  it('tells the seller of a new review and the reviewer of the first reply, and lists both by kind', async () => {
    const ownSeller = await createUser(api.db, { role: 2 });
    const product = await createProduct(api.db, ownSeller.id, { name: 'Teak Bench', imageKeys: ['products/bench'] });
    const author = await customerWhoBought(product);
    const { id } = (await client.post<ReviewData>(`/products/${product}/reviews`, review(1), author.token)).body.data;

    expect(await notificationsOf(ownSeller)).toEqual([
      expect.objectContaining({
        kind: 'review_new',
        message: 'New review: 1 star for Teak Bench.',
        review_id: id,
        productId: product,
        product_name: 'Teak Bench',
        image: '/uploads/products/bench-thumb.webp',
        rating: 1,
        order_id: null,
        line_id: null,
        qty: null,
        to_status: null,
        read: false,
      }),
    ]);
    expect(await notificationsOf(author)).toEqual([]);

    // Another seller's reply is refused and tells nobody anything.
    const otherSeller = await createUser(api.db, { role: 2 });
    const refused = await client.call('PUT', `/reviews/${id}/reply`, {
      body: { body: 'Hi' },
      token: otherSeller.token,
    });
    expect(refused.status).toBe(404);
    expect(await notificationsOf(author)).toEqual([]);

    await client.call('PUT', `/reviews/${id}/reply`, {
      body: { body: 'Sorry, we will call you.' },
      token: ownSeller.token,
    });
    await client.call('PUT', `/reviews/${id}/reply`, {
      body: { body: 'Sorry, we called you.' },
      token: ownSeller.token,
    });
    const authorNews = await client.get<NotificationData[]>('/notifications', author.token);
    expect(authorNews.body.data).toEqual([
      expect.objectContaining({
        kind: 'review_reply',
        message: 'The seller replied to your review of Teak Bench.',
        review_id: id,
        productId: product,
      }),
    ]);
    expect(authorNews.body.meta).toMatchObject({ totalData: 1, unread: 1 });
    expect(await notificationsOf(ownSeller)).toHaveLength(1);

    // The notifications go with the review.
    expect((await client.del(`/reviews/${id}`, author.token)).status).toBe(200);
    expect(await notificationsOf(author)).toEqual([]);
    expect(await notificationsOf(ownSeller)).toEqual([]);
  });

  it('writes no notification for a refused review', async () => {
    const ownSeller = await createUser(api.db, { role: 2 });
    const product = await createProduct(api.db, ownSeller.id);
    const author = await customerWhoBought(product);
    expect((await client.post(`/products/${product}/reviews`, review(7), author.token)).status).toBe(400);
    const stranger = await createUser(api.db, { role: 1 });
    expect((await client.post(`/products/${product}/reviews`, review(5), stranger.token)).status).toBe(403);
    expect(await notificationsOf(ownSeller)).toEqual([]);
  });
});

describe('store events', () => {
  it('announces product.changed for the product when a review, a reply or a vote changes what its page shows', async () => {
    const heard: StoreEvent[] = [];
    const events = new StoreEvents({
      apiUrl: `${api.origin}/api`,
      secret: api.config.bffSecret,
      logger: pino({ level: 'silent' }),
    });
    events.subscribe((event) => heard.push(event));
    events.start();
    try {
      await events.ready();
      const product = await createProduct(api.db, seller.id);
      const changes = () =>
        heard.filter((event) => event.type === 'product.changed' && event.productIds.includes(product)).length;
      const until = (count: number) =>
        new Promise<void>((resolve) => {
          const check = () => (changes() >= count ? resolve() : setTimeout(check, 10));
          check();
        });
      const customer = await customerWhoBought(product);
      const { id } = (await client.post<ReviewData>(`/products/${product}/reviews`, review(5), customer.token)).body
        .data;
      await until(1);
      await client.call('PUT', `/reviews/${id}/reply`, { body: { body: 'Thanks' }, token: seller.token });
      await until(2);
      // A refused write announces nothing: the next change is the third event.
      expect((await client.post(`/products/${product}/reviews`, review(1), customer.token)).status).toBe(409);
      expect((await client.del(`/reviews/${id}`, customer.token)).status).toBe(200);
      await until(3);
      expect(changes()).toBe(3);
    } finally {
      events.stop();
    }
  });
});

describe('rate limits', () => {
  it('limits review writes per account (RATE_LIMIT_REVIEW_WRITE_ACCOUNT) and writes nothing past it', async () => {
    const strict = await startTestApi({
      rateLimits: { ...api.config.rateLimits, reviewWriteAccount: { max: 2, windowSeconds: 3600 } },
    });
    try {
      const strictClient = apiClient(strict.origin);
      const author = await createUser(strict.db, { role: 1 });
      const product = await createProduct(strict.db, (await createUser(strict.db, { role: 2 })).id);
      await buy(author, product, 4, strict.db);
      const { id } = (await strictClient.post<ReviewData>(`/products/${product}/reviews`, review(5), author.token)).body
        .data;
      expect((await strictClient.patch(`/reviews/${id}`, { rating: 4 }, author.token)).status).toBe(200);
      const limited = await strictClient.patch(`/reviews/${id}`, { rating: 1 }, author.token);
      expect(limited.status).toBe(429);
      expect(limited.body.msg).toMatch(/^Too many review actions for this account/);
      const [row] = await strict.db.query<{ rating: number }>('SELECT rating FROM reviews WHERE id = $1', [id]);
      expect(row!.rating).toBe(4);
    } finally {
      await strict.close();
    }
  });
});

describe('ratings in the catalogue', () => {
  it('sorts by top rating and filters 4 stars and up; the seller’s store has its average', async () => {
    const store = await createUser(api.db, { role: 2 });
    const category = (
      await api.db.query<{ id: number }>("INSERT INTO categories (category_name) VALUES ('Rated') RETURNING id")
    )[0]!.id;
    const make = () => createProduct(api.db, store.id, { categoryIds: [category] });
    const [great, good, poor, none] = [await make(), await make(), await make(), await make()];
    for (const [product, stars] of [
      [great, [5, 5]],
      [good, [5, 4, 4]],
      [poor, [2]],
    ] as const) {
      for (const value of stars) {
        const customer = await customerWhoBought(product);
        expect((await client.post(`/products/${product}/reviews`, review(value), customer.token)).status).toBe(201);
      }
    }

    const sorted = await client.get<ProductListItem[]>(`/products?categoryId=${category}&sort=rating&limit=10`);
    expect(sorted.status).toBe(200);
    expect(sorted.body.data.map((item) => item.id)).toEqual([great, good, poor, none]);
    // Each list item carries its rating, so a card needs no call of its own.
    expect(sorted.body.data.map((item) => item.rating)).toEqual([
      { average: 5, count: 2 },
      { average: 4.3, count: 3 },
      { average: 2, count: 1 },
      { average: 0, count: 0 },
    ]);

    const filtered = await client.get<ProductListItem[]>(`/products?categoryId=${category}&minRating=4&facets=true`);
    expect(filtered.body.data.map((item) => item.id).sort()).toEqual([great, good].sort());
    expect(filtered.body.meta).toMatchObject({ totalData: 2, totalExact: true });

    const paged = await client.get<ProductListItem[]>(`/products?categoryId=${category}&sort=rating&limit=1`);
    const next = (paged.body.meta as { next: string }).next;
    expect(next).toContain('sort=rating');
    const page2 = await client.get<ProductListItem[]>(`/products?${next}`);
    expect(page2.body.data.map((item) => item.id)).toEqual([good]);

    expect((await client.get('/products?minRating=6')).status).toBe(400);
    const storeRating = await client.get<RatingSummary>(`/reviews/sellers/${store.id}`);
    expect(storeRating.body.data).toEqual({ average: 4.2, count: 6 });
    // A product's detail names its seller with the same store rating.
    const detail = await client.get<ProductDetail>(`/products/details/${none}`);
    expect(detail.body.data.seller.rating).toEqual({ average: 4.2, count: 6 });
  });
});
