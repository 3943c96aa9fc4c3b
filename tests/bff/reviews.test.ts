/** Reviews through the GraphQL contract: queries, mutations and their result members, against the real API. */
import { describe, expect, it } from 'vitest';
import { fileTestApi } from '../support/api';
import { createCategory, createProduct, createUser, fileBlob, pngImage, type TestUser } from '../support/fixtures';
import { dataOf, fileTestBff } from './harness';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin);

const seller = await createUser(api.db, { role: 2 });

/** A customer with a Completed order line of `productId`. */
async function customerWhoBought(productId: number): Promise<TestUser> {
  const customer = await createUser(api.db, { role: 1 });
  const [order] = await api.db.query<{ id: number }>(
    `INSERT INTO transactions (customer_id, receiver_name, address, phone, payment_id, shipment_id, promo_id,
                               subtotal, tax, total)
     VALUES ($1, 'R', 'Jl. Test 1', '+6281234567', 1, 1, 1, 1, 0, 1) RETURNING id`,
    [customer.id],
  );
  await api.db.query(
    `INSERT INTO transaction_items (transaction_id, product_id, seller_id, product_name, unit_price, qty, line_total,
                                    status_id)
     SELECT $1, p.id, p.seller_id, p.product_name, 1, 1, 1, 4 FROM products p WHERE p.id = $2`,
    [order!.id, productId],
  );
  return customer;
}

const RESULT = '__typename ... on ErrorResult { errorCode message }';
const REVIEW_FIELDS = `id rating title body reviewerName verifiedPurchase helpfulCount createdAt
  product { id name } photos { id thumbnail } reply { body }`;
const WRITE = `mutation Write($input: WriteReviewInput!) {
  writeReview(input: $input) { ${RESULT} ... on ReviewSaved { message review { ${REVIEW_FIELDS} } }
    ... on InputValidationError { fieldErrors { field message } } } }`;

interface ReviewResult {
  __typename: string;
  errorCode?: string;
  message: string;
  review?: { id: string; rating: number; photos: { id: string; thumbnail: string }[]; reply: { body: string } | null };
}

async function write(customer: TestUser, productId: number, rating: number, title = 'Good') {
  const response = await bff.gql<{ writeReview: ReviewResult }>(
    WRITE,
    { input: { productId: String(productId), rating, title, body: 'Comfortable.' } },
    { token: customer.token },
  );
  return dataOf(response).writeReview;
}

describe('reviews over GraphQL', () => {
  it('writes a review with a photo, then shows it on the product with its rating', async () => {
    const product = await createProduct(api.db, seller.id);
    const customer = await customerWhoBought(product);
    const mine = await bff.gql<{ myReview: { eligible: boolean; review: null } }>(
      `query ($id: ID!) { myReview(productId: $id) { eligible review { id } } }`,
      { id: String(product) },
      { token: customer.token },
    );
    expect(dataOf(mine).myReview).toEqual({ eligible: true, review: null });

    const uploaded = await bff.upload<{ writeReview: ReviewResult }>(
      WRITE,
      { input: { productId: String(product), rating: 4, title: '<i>Nice</i>', body: 'Comfortable.', photos: [null] } },
      [{ path: 'variables.input.photos.0', blob: fileBlob(await pngImage(120, 90), 'image/png'), name: 'chair.png' }],
      { token: customer.token },
    );
    const saved = dataOf(uploaded).writeReview;
    expect(saved).toMatchObject({ __typename: 'ReviewSaved', review: { rating: 4, reply: null } });
    expect(saved.review!.photos[0]!.thumbnail).toMatch(/^\/uploads\/reviews\/[0-9a-f]+-thumb\.webp$/);

    const page = await bff.gql<{
      product: { rating: unknown; reviews: { pageInfo: { totalData: number }; items: unknown[] } };
    }>(
      `query ($id: ID!) { product(id: $id) { rating { average count }
         reviews(sort: HELPFUL) { pageInfo { totalData } items { title reviewerName verifiedPurchase } } } }`,
      { id: String(product) },
    );
    expect(dataOf(page).product).toEqual({
      rating: { average: 4, count: 1 },
      reviews: {
        pageInfo: { totalData: 1 },
        items: [{ title: '<i>Nice</i>', reviewerName: 'Customer', verifiedPurchase: true }],
      },
    });

    const latest = await bff.gql<{ latestReviews: { items: { product: { id: string } }[] } }>(
      '{ latestReviews { items { product { id name image } } } }',
    );
    expect(dataOf(latest).latestReviews.items[0]!.product.id).toBe(String(product));
  });

  it('answers refusals as result members and visitors’ and sellers’ myReview as null', async () => {
    const product = await createProduct(api.db, seller.id);
    const stranger = await createUser(api.db, { role: 1 });
    expect(await write(stranger, product, 5)).toMatchObject({
      __typename: 'ReviewRefusedError',
      errorCode: 'NOT_ELIGIBLE_TO_REVIEW',
    });
    const customer = await customerWhoBought(product);
    expect(await write(customer, product, 6)).toMatchObject({ __typename: 'InputValidationError' });
    expect(await write(customer, product, 5)).toMatchObject({ __typename: 'ReviewSaved' });
    expect(await write(customer, product, 5)).toMatchObject({
      __typename: 'ReviewRefusedError',
      errorCode: 'ALREADY_REVIEWED',
    });

    const query = `query ($id: ID!) { myReview(productId: $id) { eligible } }`;
    expect(dataOf(await bff.gql(query, { id: String(product) })).myReview).toBeNull();
    expect(dataOf(await bff.gql(query, { id: String(product) }, { token: seller.token })).myReview).toBeNull();
  });

  it('lets the seller reply, anyone signed in vote once, and refuses a vote on one’s own review', async () => {
    const product = await createProduct(api.db, seller.id);
    const customer = await customerWhoBought(product);
    const id = (await write(customer, product, 3)).review!.id;

    const reply = await bff.gql<{ replyToReview: ReviewResult }>(
      `mutation ($input: ReplyToReviewInput!) { replyToReview(input: $input) { ${RESULT}
         ... on ReviewSaved { review { ${REVIEW_FIELDS} } } } }`,
      { input: { id, body: 'Thank you' } },
      { token: seller.token },
    );
    expect(dataOf(reply).replyToReview.review?.reply).toEqual({ body: 'Thank you' });

    const vote = (token: string) =>
      bff.gql<{ markReviewHelpful: { __typename: string; helpfulCount?: number; errorCode?: string } }>(
        `mutation ($input: ReviewIdInput!) { markReviewHelpful(input: $input) { ${RESULT}
           ... on ReviewActionDone { helpfulCount } } }`,
        { input: { id } },
        { token },
      );
    expect(dataOf(await vote(customer.token)).markReviewHelpful).toMatchObject({ errorCode: 'OWN_REVIEW' });
    expect(dataOf(await vote(seller.token)).markReviewHelpful).toMatchObject({ helpfulCount: 1 });
    expect(dataOf(await vote(seller.token)).markReviewHelpful).toMatchObject({ errorCode: 'ALREADY_VOTED' });

    const report = await bff.gql<{ reportReview: { __typename: string } }>(
      `mutation ($input: ReviewIdInput!) { reportReview(input: $input) { ${RESULT} } }`,
      { input: { id } },
      { token: seller.token },
    );
    expect(dataOf(report).reportReview.__typename).toBe('ReviewActionDone');
  });

  it('edits and deletes one’s own review; someone else’s is not found', async () => {
    const product = await createProduct(api.db, seller.id);
    const customer = await customerWhoBought(product);
    const id = (await write(customer, product, 2)).review!.id;
    const edit = (token: string) =>
      bff.gql<{ editReview: ReviewResult }>(
        `mutation ($input: EditReviewInput!) { editReview(input: $input) { ${RESULT}
           ... on ReviewSaved { review { ${REVIEW_FIELDS} } } } }`,
        { input: { id, rating: 5 } },
        { token },
      );
    const other = await createUser(api.db, { role: 1 });
    expect(dataOf(await edit(other.token)).editReview).toMatchObject({ __typename: 'NotFoundError' });
    expect(dataOf(await edit(customer.token)).editReview).toMatchObject({ review: { rating: 5 } });

    const remove = `mutation ($input: ReviewIdInput!) { deleteReview(input: $input) { ${RESULT} ... on ReviewDeleted { id } } }`;
    expect(dataOf(await bff.gql(remove, { input: { id } }, { token: other.token })).deleteReview).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(dataOf(await bff.gql(remove, { input: { id } }, { token: customer.token })).deleteReview).toEqual({
      __typename: 'ReviewDeleted',
      id,
    });
  });

  it('edits the photos of one’s review: keeps, adds and removes them, within the limit', async () => {
    const product = await createProduct(api.db, seller.id);
    const customer = await customerWhoBought(product);
    const png = async () => fileBlob(await pngImage(60, 40), 'image/png');
    const photoFile = async (path: string) => ({ path, blob: await png(), name: 'photo.png' });
    const four = [0, 1, 2, 3];
    const refused = await bff.upload<{ writeReview: ReviewResult }>(
      WRITE,
      {
        input: { productId: String(product), rating: 4, title: 'Four', body: 'Photos.', photos: four.map(() => null) },
      },
      await Promise.all(four.map((index) => photoFile(`variables.input.photos.${index}`))),
      { token: customer.token },
    );
    expect(dataOf(refused).writeReview).toMatchObject({
      __typename: 'InputValidationError',
      message: 'A review can have at most 3 photos.',
    });
    const written = await bff.upload<{ writeReview: ReviewResult }>(
      WRITE,
      { input: { productId: String(product), rating: 4, title: 'Two', body: 'Photos.', photos: [null, null] } },
      [await photoFile('variables.input.photos.0'), await photoFile('variables.input.photos.1')],
      { token: customer.token },
    );
    const review = dataOf(written).writeReview.review!;
    const [first, second] = review.photos;

    const EDIT = `mutation ($input: EditReviewInput!) { editReview(input: $input) { ${RESULT}
      ... on ReviewSaved { review { ${REVIEW_FIELDS} } } ... on InputValidationError { fieldErrors { field } } } }`;
    type Edited = { editReview: ReviewResult };
    const editPhotos = async (slots: ({ id: string } | 'new')[], token = customer.token) => {
      const files = await Promise.all(
        slots.flatMap((slot, index) => (slot === 'new' ? [photoFile(`variables.input.photos.${index}.file`)] : [])),
      );
      const photos = slots.map((slot) => (slot === 'new' ? { file: null } : slot));
      return dataOf(await bff.upload<Edited>(EDIT, { input: { id: review.id, photos } }, files, { token })).editReview;
    };

    // The second photo first, a new one after it; the first is removed.
    const reordered = await editPhotos([{ id: second!.id }, 'new']);
    expect(reordered.__typename).toBe('ReviewSaved');
    const photos = reordered.review!.photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]!.thumbnail).toBe(second!.thumbnail);
    expect([first!.thumbnail, second!.thumbnail]).not.toContain(photos[1]!.thumbnail);
    expect(photos[1]!.thumbnail).toMatch(/^\/uploads\/reviews\/[0-9a-f]+-thumb\.webp$/);

    // A fourth photo is refused and changes nothing.
    const tooMany = await editPhotos([...photos.map((photo) => ({ id: photo.id })), 'new', 'new']);
    expect(tooMany.__typename).toBe('InputValidationError');
    expect(tooMany.message).toBe('A review can have at most 3 photos.');
    const unknown = await editPhotos([{ id: first!.id }]);
    expect(unknown.__typename).toBe('InputValidationError');
    const someoneElse = await editPhotos(['new'], (await createUser(api.db, { role: 1 })).token);
    expect(someoneElse.__typename).toBe('NotFoundError');

    const shown = await bff.gql<{ product: { reviews: { items: { photos: { thumbnail: string }[] }[] } } }>(
      `query ($id: ID!) { product(id: $id) { reviews { items { photos { thumbnail } } } } }`,
      { id: String(product) },
    );
    expect(dataOf(shown).product.reviews.items[0]!.photos.map((photo) => photo.thumbnail)).toEqual(
      photos.map((photo) => photo.thumbnail),
    );

    // An empty list removes them all; leaving photos out keeps them.
    expect((await editPhotos([])).review!.photos).toEqual([]);
  });

  it('tells the seller of a new review and the reviewer of the reply, as notifications', async () => {
    const ownSeller = await createUser(api.db, { role: 2 });
    const product = await createProduct(api.db, ownSeller.id, { name: 'Rattan Stool' });
    const customer = await customerWhoBought(product);
    const id = (await write(customer, product, 5)).review!.id;
    await bff.gql(
      `mutation ($input: ReplyToReviewInput!) { replyToReview(input: $input) { __typename } }`,
      { input: { id, body: 'Thank you' } },
      { token: ownSeller.token },
    );
    const NEWS = `{ notifications(page: 1, limit: 10) { unreadCount items {
      kind message reviewId productId orderId lineId quantity rating status statusLabel } } }`;
    type News = { notifications: { unreadCount: number; items: Record<string, unknown>[] } };
    expect(dataOf(await bff.gql<News>(NEWS, {}, { token: ownSeller.token })).notifications).toEqual({
      unreadCount: 1,
      items: [
        {
          kind: 'NEW_REVIEW',
          message: 'New review: 5 stars for Rattan Stool.',
          reviewId: id,
          productId: String(product),
          orderId: null,
          lineId: null,
          quantity: null,
          rating: 5,
          status: null,
          statusLabel: null,
        },
      ],
    });
    expect(dataOf(await bff.gql<News>(NEWS, {}, { token: customer.token })).notifications.items).toEqual([
      expect.objectContaining({
        kind: 'REVIEW_REPLY',
        message: 'The seller replied to your review of Rattan Stool.',
        reviewId: id,
      }),
    ]);
  });

  it('sorts TOP_RATED, filters minRating, and has the cards’ ratings from the list itself', async () => {
    const category = await createCategory(api.db);
    const [low, high] = [
      await createProduct(api.db, seller.id, { categoryIds: [category] }),
      await createProduct(api.db, seller.id, { categoryIds: [category] }),
    ];
    await write(await customerWhoBought(low), low, 2);
    await write(await customerWhoBought(high), high, 5);

    const query = `query ($filter: ProductFilter, $sort: ProductSort) {
      products(filter: $filter, sort: $sort, limit: 10) { items { id rating { average count } seller { rating { count } } } } }`;
    const calls = await bff.callsDuring(async () => {
      const sorted = await bff.gql<{ products: { items: { id: string; rating: unknown }[] } }>(query, {
        filter: { categoryId: String(category) },
        sort: 'TOP_RATED',
      });
      expect(dataOf(sorted).products.items.map((item) => [item.id, item.rating])).toEqual([
        [String(high), { average: 5, count: 1 }],
        [String(low), { average: 2, count: 1 }],
      ]);
    });
    expect(calls.filter((call) => call.startsWith('GET /api/reviews/ratings'))).toHaveLength(0);

    const filtered = await bff.gql<{ products: { items: { id: string }[] } }>(query, {
      filter: { categoryId: String(category), minRating: 4 },
    });
    expect(dataOf(filtered).products.items.map((item) => item.id)).toEqual([String(high)]);
  });
});
