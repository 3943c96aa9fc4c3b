import type { MockLink } from '@apollo/client/testing';
import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AddToWishlistMutation,
  AddToWishlistMutationVariables,
  DeleteReviewMutation,
  DeleteReviewMutationVariables,
  EditReviewMutation,
  EditReviewMutationVariables,
  MyReviewQuery,
  ProductDetailQuery,
  ProductDetailQueryVariables,
  ProductReviewsQuery,
  RemoveFromWishlistMutation,
  RemoveFromWishlistMutationVariables,
  ReviewItem_ReviewFragment,
  WishlistQuery,
} from '../__generated__/graphql';
import { readPersistedState } from '../lib/persisted-state';
import { reloadCartLines } from '../features/cart/cart-state';
import { PRODUCT_DETAIL_QUERY } from '../features/catalogue/product-detail-query';
import {
  DELETE_REVIEW_MUTATION,
  EDIT_REVIEW_MUTATION,
  MY_REVIEW_QUERY,
  PRODUCT_REVIEWS_QUERY,
} from '../features/reviews/review-queries';
import { ADD_TO_WISHLIST, REMOVE_FROM_WISHLIST } from '../features/wishlist/wishlist-documents';
import { pngFile, stubImageDecoder } from '../test/image-files';
import { renderApp, signIn } from '../test/render-app';
import { pageInfo } from '../test/page-info';
import {
  LAMP,
  LAMP_NOT_REVIEWABLE_MOCK,
  noReviewsYetMock,
  productDetailMock,
  typed,
  wishlistMock,
} from '../test/product-mocks';

type DetailedProduct = NonNullable<ProductDetailQuery['product']>;
type WishlistEntry = WishlistQuery['wishlist'][number];

const RELATED: ProductDetailQuery['relatedProducts'] = [
  typed('Product', {
    id: '45',
    name: 'Arc Floor Lamp',
    price: 1_900_000,
    image: null,
    rating: typed('Rating', { average: 4.2, count: 5 }),
  }),
  typed('Product', {
    id: '50',
    name: 'Kyoto Paper Pendant',
    price: 420_000,
    image: '/uploads/pendant-thumb.webp',
    rating: typed('Rating', { average: 0, count: 0 }),
  }),
];

const detailMock = (product: DetailedProduct | null, related = RELATED) => productDetailMock(product, related);

function wishlistEntry(product: DetailedProduct): WishlistEntry {
  const { id, name, price, stock, inStock, image } = product;
  return typed('WishlistItem', {
    addedAt: '2026-01-02T03:04:05.000Z',
    product: typed('Product', { id, name, price, stock, inStock, image }),
  });
}

beforeEach(() => {
  localStorage.clear();
  reloadCartLines();
  window.scrollTo = () => undefined;
});

describe('product detail', () => {
  it('says why the product could not be loaded and shows it after Try again', async () => {
    const failure: MockLink.MockedResponse<ProductDetailQuery, ProductDetailQueryVariables> = {
      request: { query: PRODUCT_DETAIL_QUERY, variables: { id: '44' } },
      error: new Error('The store is not answering'),
    };
    const { user } = await renderApp('/product/detail/44', { mocks: [failure, detailMock(LAMP), noReviewsYetMock()] });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this product: The store is not answering',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dome Table Lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the product with its real review label, stock, meta and a titled tab', async () => {
    const { user } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dome Table Lamp' })).toBeInTheDocument();
    expect(screen.getAllByText('0 (reviews)')[0]).toBeInTheDocument();
    expect(screen.getByText('Rp 850,000')).toBeInTheDocument();
    expect(screen.getByText('In Stock: 3')).toBeInTheDocument();
    expect(screen.getAllByText('A glass dome on a brass stem.')[0]).toBeInTheDocument();
    expect(screen.getByText('SKU:').nextSibling).toHaveTextContent('N/A');
    expect(screen.getByText('Categories:').nextSibling).toHaveTextContent('Lamps, Decor');
    expect(screen.getByText('Product ID:').nextSibling).toHaveTextContent('44');
    await waitFor(() => expect(document.title).toBe('Spectrum | Dome Table Lamp'));

    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Review' }));
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getAllByText('0 (reviews)').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Only customers who bought this product and received it can review it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Additional information' }));
    expect(await screen.findByText('Rumah Lampu')).toBeInTheDocument();
    // The store's own average, over the reviews of all its products.
    expect(screen.getByText('4.3 out of 5 from 12 reviews')).toBeInTheDocument();
  });

  it('shows related products as cards leading to their details', async () => {
    await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    const related = await screen.findByRole('region', { name: 'Related Products' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/product/detail/45', '/product/detail/50']);
    expect(links[0]).toHaveTextContent('Arc Floor Lamp');
    expect(within(links[0]!).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(links[0]).toHaveTextContent('4.2 (5)');
    expect(links[1]).toHaveTextContent('No reviews yet');
  });

  it('shows a thumbnail large when it is clicked', async () => {
    const { user } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    const main = await screen.findByRole('img', { name: 'Dome Table Lamp, photo 1 of 2' });
    expect(main).toHaveAttribute('src', '/uploads/lamp-1-large.webp');

    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }));

    expect(screen.getByRole('img', { name: 'Dome Table Lamp, photo 2 of 2' })).toHaveAttribute(
      'src',
      '/uploads/lamp-2-large.webp',
    );
    expect(screen.getByRole('button', { name: 'Show photo 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the main photo ahead of the thumbnails in the page, so a page painted before it is whole does not shift', async () => {
    await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    const main = await screen.findByRole('img', { name: 'Dome Table Lamp, photo 1 of 2' });
    const thumbnails = screen.getByRole('list', { name: 'Photos' });
    expect(main.compareDocumentPosition(thumbnails) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the main photo at both stored sizes, so the browser fetches the one its slot needs', async () => {
    const { user } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    const main = await screen.findByRole('img', { name: 'Dome Table Lamp, photo 1 of 2' });
    expect(main).toHaveAttribute('srcset', '/uploads/lamp-1-thumb.webp 480w, /uploads/lamp-1-large.webp 1200w');
    expect(main).toHaveAttribute('sizes', '(min-width: 75em) 460px, (min-width: 48em) 40vw, 100vw');
    expect(main).toHaveAttribute('loading', 'eager');

    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }));

    expect(screen.getByRole('img', { name: 'Dome Table Lamp, photo 2 of 2' })).toHaveAttribute(
      'srcset',
      '/uploads/lamp-2-thumb.webp 480w, /uploads/lamp-2-large.webp 1200w',
    );
  });

  it('the quantity starts at 1, minus stops at 1 and plus stops at the stock', async () => {
    const { user } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    const quantity = await screen.findByRole('status', { name: 'Quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });

    expect(quantity).toHaveTextContent('1');
    expect(minus).toBeDisabled();

    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveTextContent('3');
    expect(plus).toBeDisabled();

    await user.click(minus);
    await user.click(minus);
    expect(quantity).toHaveTextContent('1');
    expect(minus).toBeDisabled();
  });

  it('adds the chosen quantity to the cart, then refuses the same product again', async () => {
    const { user } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(MESSAGES.addedToCart('Dome Table Lamp'))).toBeInTheDocument();
    expect(readPersistedState().cart).toEqual([
      expect.objectContaining({
        productId: '44',
        productName: 'Dome Table Lamp',
        price: 850_000,
        quantity: 2,
        stock: 3,
      }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(MESSAGES.productAlreadyInCart)).toBeInTheDocument();
    expect(readPersistedState().cart).toHaveLength(1);
  });

  it('a signed-in seller is refused with Forbidden and nothing goes into the cart', async () => {
    signIn(ROLES.seller);
    const { user } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(readPersistedState().cart ?? []).toHaveLength(0);
  });

  it('a sold-out product says so and cannot be added', async () => {
    const soldOut = { ...LAMP, stock: 0, inStock: false };
    await renderApp('/product/detail/44', { mocks: [detailMock(soldOut), noReviewsYetMock()] });

    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('an unknown product shows the 404 page', async () => {
    await renderApp('/product/detail/999', { mocks: [detailMock(null, [])] });
    expect(await screen.findByRole('heading', { name: MESSAGES.pageNotFound })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Spectrum | Page Not Found'));
  });

  it('an id that is not a number shows the 404 page without asking the server', async () => {
    await renderApp('/product/detail/abc');
    expect(await screen.findByRole('heading', { name: MESSAGES.pageNotFound })).toBeInTheDocument();
  });
});

describe('product detail wishlist', () => {
  const added: MockLink.MockedResponse<AddToWishlistMutation, AddToWishlistMutationVariables> = {
    request: { query: ADD_TO_WISHLIST, variables: { input: { productId: '44' } } },
    result: { data: { addToWishlist: { __typename: 'WishlistUpdated', items: [wishlistEntry(LAMP)] } } },
  };
  const removed: MockLink.MockedResponse<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables> = {
    request: { query: REMOVE_FROM_WISHLIST, variables: { input: { productId: '44' } } },
    result: { data: { removeFromWishlist: { __typename: 'WishlistUpdated', items: [] } } },
  };

  it('a customer adds the product with the heart and removes it with the text button', async () => {
    signIn(ROLES.customer);
    const { user } = await renderApp('/product/detail/44', {
      mocks: [detailMock(LAMP), wishlistMock([]), added, removed, noReviewsYetMock(), LAMP_NOT_REVIEWABLE_MOCK],
    });

    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    expect(await screen.findByText(MESSAGES.addedToWishlist('Dome Table Lamp'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove from wistlist' }));
    expect(await screen.findByText(MESSAGES.removedFromWishlist('Dome Table Lamp'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Add to wistlist' })).toBeInTheDocument();
  });

  it('shows the heart pressed when the product is already on the wishlist', async () => {
    signIn(ROLES.customer);
    await renderApp('/product/detail/44', {
      mocks: [detailMock(LAMP), wishlistMock([wishlistEntry(LAMP)]), noReviewsYetMock(), LAMP_NOT_REVIEWABLE_MOCK],
    });
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a visitor is asked to log in and sent to /login', async () => {
    const { user, router } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));

    expect(await screen.findByText(MESSAGES.loginFirst)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fproduct%2Fdetail%2F44');
  });

  it('a seller is refused with Forbidden and stays on the page', async () => {
    signIn(ROLES.seller);
    const { user, router } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    await user.click(await screen.findByRole('button', { name: 'Add to wistlist' }));

    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/detail/44');
  });
});

describe('product detail: Ask the seller', () => {
  it('leads a customer to the conversation about the product', async () => {
    signIn(ROLES.customer);
    await renderApp('/product/detail/44', {
      mocks: [detailMock(LAMP), wishlistMock([]), noReviewsYetMock(), LAMP_NOT_REVIEWABLE_MOCK],
    });
    expect(await screen.findByRole('link', { name: 'Ask the seller' })).toHaveAttribute('href', '/chat?product=44');
  });

  it('sends a visitor to log in, to come back to the conversation', async () => {
    const { user, router } = await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    expect(await screen.findByText(MESSAGES.loginFirst)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fchat%3Fproduct%3D44');
  });

  it('is not offered to a seller', async () => {
    signIn(ROLES.seller);
    await renderApp('/product/detail/44', { mocks: [detailMock(LAMP), noReviewsYetMock()] });
    await screen.findByRole('heading', { name: 'Dome Table Lamp', level: 1 });
    expect(screen.queryByText('Ask the seller')).not.toBeInTheDocument();
  });
});

describe('product detail: the customer’s own review', () => {
  type OwnReview = ReviewItem_ReviewFragment;
  const photo = (id: string) =>
    typed('ReviewPhoto', {
      id,
      image: `/uploads/reviews/${id}-large.webp`,
      thumbnail: `/uploads/reviews/${id}-thumb.webp`,
    });

  /** A store that knows one customer's review of the lamp and answers the Review tab's documents from it. */
  function reviewStore(initial: OwnReview | null) {
    const state = { review: initial };
    const edits: EditReviewMutationVariables['input'][] = [];
    const deletes: string[] = [];
    const rating = () => typed('Rating', { average: state.review?.rating ?? 0, count: state.review ? 1 : 0 });
    const items = () => (state.review ? [state.review] : []);
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: PRODUCT_DETAIL_QUERY, variables: { id: '44' } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: () => ({ data: { product: { ...LAMP, rating: rating() }, relatedProducts: RELATED } }),
      },
      {
        request: { query: PRODUCT_REVIEWS_QUERY, variables: { id: '44', sort: 'NEWEST', page: 1 } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: (): { data: ProductReviewsQuery } => ({
          data: {
            product: typed('Product', {
              id: '44',
              rating: rating(),
              seller: typed('Seller', { id: '2' }),
              reviews: typed('ReviewPage', {
                pageInfo: pageInfo(1, 1, items().length),
                items: items(),
              }),
            }),
          },
        }),
      },
      {
        request: { query: MY_REVIEW_QUERY, variables: { productId: '44' } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: (): { data: MyReviewQuery } => ({
          data: { myReview: typed('MyReview', { eligible: true, review: state.review }) },
        }),
      },
      {
        request: { query: EDIT_REVIEW_MUTATION, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: ({ input }: EditReviewMutationVariables): { data: EditReviewMutation } => {
          edits.push(input);
          const kept = (input.photos ?? []).flatMap((slot) => (slot.id ? [photo(String(slot.id))] : []));
          const added = (input.photos ?? []).filter((slot) => slot.file).map((_, index) => photo(`n${index}`));
          const review = {
            ...state.review!,
            rating: input.rating ?? state.review!.rating,
            title: input.title ?? state.review!.title,
            body: input.body ?? state.review!.body,
            photos: input.photos ? [...kept, ...added] : state.review!.photos,
          };
          state.review = review;
          return { data: { editReview: { __typename: 'ReviewSaved', message: 'Your review was saved', review } } };
        },
      },
      {
        request: { query: DELETE_REVIEW_MUTATION, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: ({ input }: DeleteReviewMutationVariables): { data: DeleteReviewMutation } => {
          deletes.push(String(input.id));
          state.review = null;
          return {
            data: {
              deleteReview: { __typename: 'ReviewDeleted', id: String(input.id), message: 'Your review was deleted' },
            },
          };
        },
      },
    ];
    return { mocks, edits, deletes };
  }

  const DIM: OwnReview = typed('Review', {
    id: '7',
    rating: 3,
    title: 'A little dim',
    body: 'The glass is lovely.',
    reviewerName: 'Dewi',
    verifiedPurchase: true,
    helpfulCount: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
    product: typed('ReviewedProduct', { id: '44', name: 'Dome Table Lamp', image: null }),
    photos: [photo('p1'), photo('p2')],
    reply: null,
  });

  beforeEach(() => {
    stubImageDecoder();
    signIn(ROLES.customer);
  });

  it('edits the review in the form filled in: rating, title, photos kept, removed and added', async () => {
    const store = reviewStore(DIM);
    const { user } = await renderApp('/product/detail/44?tab=review', { mocks: [...store.mocks, wishlistMock([])] });
    const own = await screen.findByRole('region', { name: 'Your review' });
    expect(within(own).getByText('A little dim')).toBeInTheDocument();
    // In the list, one's own review shows its helpful count but offers no vote and no report.
    const listed = within(screen.getByRole('list', { name: 'Reviews' }));
    expect(listed.getByRole('button', { name: 'Helpful (0)' })).toBeDisabled();
    expect(listed.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Edit' }));

    const form = await screen.findByRole('form', { name: 'Edit your review' });
    expect(within(form).getByLabelText('Rating')).toHaveValue('3');
    expect(within(form).getByLabelText('Title')).toHaveValue('A little dim');
    expect(within(form).getByLabelText('Your review')).toHaveValue('The glass is lovely.');
    await user.selectOptions(within(form).getByLabelText('Rating'), '5');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Bright enough');
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    // Two photos kept room for one more: the second file chosen is refused by name.
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(within(form).getByLabelText(/^Photos \(up to 3\)/), [pngFile('a.png'), pngFile('b.png')]);
    await user.upload(within(form).getByLabelText(/^Photos \(up to 3\)/), [pngFile('c.png'), pngFile('d.png')]);
    expect(await within(form).findByText('d.png: A review can have at most 3 photos.')).toBeInTheDocument();
    expect(within(form).getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);
    expect(within(form).queryByLabelText(/^Photos \(up to 3\)/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your review was saved')).toBeInTheDocument();
    expect(store.edits).toHaveLength(1);
    const [edit] = store.edits;
    expect(edit).toMatchObject({ id: '7', rating: 5, title: 'Bright enough', body: 'The glass is lovely.' });
    expect((edit!.photos ?? []).map((slot) => (slot.file instanceof File ? slot.file.name : slot.id))).toEqual([
      'a.png',
      'b.png',
      'c.png',
    ]);
    const saved = await screen.findByRole('region', { name: 'Your review' });
    expect(within(saved).getByText('Bright enough')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getByText('Bright enough')).toBeInTheDocument();
    // The star row under the name and the tab's summary follow the new rating.
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(2));
    expect(screen.getAllByText('1 (reviews)').length).toBeGreaterThan(0);
  });

  it('sends no photos when they did not change, and Cancel leaves the review as it was', async () => {
    const store = reviewStore(DIM);
    const { user } = await renderApp('/product/detail/44?tab=review', { mocks: [...store.mocks, wishlistMock([])] });
    await user.click(
      within(await screen.findByRole('region', { name: 'Your review' })).getByRole('button', { name: 'Edit' }),
    );
    await user.click(
      within(await screen.findByRole('form', { name: 'Edit your review' })).getByRole('button', { name: 'Cancel' }),
    );
    await user.click(
      within(await screen.findByRole('region', { name: 'Your review' })).getByRole('button', { name: 'Edit' }),
    );
    const form = await screen.findByRole('form', { name: 'Edit your review' });
    await user.type(within(form).getByLabelText('Your review'), ' Warm light.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your review was saved')).toBeInTheDocument();
    expect(store.edits).toEqual([
      { id: '7', rating: 3, title: 'A little dim', body: 'The glass is lovely. Warm light.', photos: undefined },
    ]);
  });

  it('deletes the review once confirmed: the list, the stars and the count empty, and the form is back', async () => {
    const store = reviewStore(DIM);
    const { user } = await renderApp('/product/detail/44?tab=review', { mocks: [...store.mocks, wishlistMock([])] });
    const own = await screen.findByRole('region', { name: 'Your review' });
    expect(screen.getAllByText('1 (reviews)').length).toBeGreaterThan(0);

    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Delete your review?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.deletes).toEqual([]);

    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your review was deleted')).toBeInTheDocument();
    expect(store.deletes).toEqual(['7']);
    expect(await screen.findByRole('form', { name: 'Add a review' })).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('0 (reviews)').length).toBeGreaterThan(1));
    expect(screen.queryByText('1 (reviews)')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Rated 3 out of 5' })).not.toBeInTheDocument();
  });
});
