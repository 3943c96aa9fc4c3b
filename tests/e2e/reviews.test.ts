import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  createAccount,
  CUSTOMER,
  SELLER,
  signedInPage,
  signInWithStoredSession,
  storeApi,
  type ApiSession,
} from './support/accounts';
import { DESKTOP, expectToast, newPage, screenshot, useBrowser } from './support/browser';
import { productPhotos } from './support/images';
import { listProduct } from './support/products';
import { runStore } from './support/run-store';

useBrowser();

const photos = await productPhotos(2);

/** The customer buys one and pays with the development provider; the seller completes the line. */
async function buyAndComplete(customer: ApiSession, seller: ApiSession, productId: number): Promise<void> {
  const placed = await storeApi<{ id: number; lines: { id: number }[] }>('POST', '/transactions/new', {
    token: customer.token,
    body: {
      productList: [{ productId, qty: 1 }],
      payment_id: 1,
      shipment_id: 1,
      receiver_name: 'Dewi Lestari',
      address: 'Jl. Braga 12, Bandung',
      phone: '+6281234567890',
    },
  });
  await storeApi('POST', `/transactions/orders/${placed.data.id}/simulate-payment`, { token: customer.token });
  await storeApi('PATCH', `/transactions/status/${placed.data.lines[0]!.id}`, {
    token: seller.token,
    body: { status_id: 4 },
  });
}

/** The product's card in the list, found by its name. */
async function cardInList(page: Page, name: string) {
  await page.goto(`/product?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('link').filter({ hasText: name });
  await card.waitFor();
  return card;
}

describe('reviews', () => {
  it('a customer who received the product reviews it with a photo, the seller replies, and the stars follow', async () => {
    const sellerAccount = await createAccount(SELLER);
    const seller = await apiLogin(sellerAccount);
    const productName = `Walnut Side Table ${Date.now().toString(36)}`;
    const { id: productId } = await listProduct(seller, {
      name: productName,
      price: 1_250_000,
      stock: 5,
      photo: photos.files[0]!,
    });

    // Before any review: no stars on the card, "0 (reviews)" on the page.
    const shopper = await newPage({ viewport: DESKTOP });
    const customerAccount = await createAccount(CUSTOMER);
    const customer = await signInWithStoredSession(shopper, customerAccount);
    const before = await cardInList(shopper, productName);
    await before.getByText('No reviews yet').waitFor();
    await shopper.goto(`/product/detail/${productId}`);
    await shopper.getByRole('heading', { level: 1, name: productName }).waitFor();
    await shopper.getByText('0 (reviews)').first().waitFor();

    // Not received yet: no form, a plain sentence.
    await shopper.getByRole('tab', { name: 'Review' }).click();
    await shopper.getByText('Only customers who bought this product and received it can review it.').waitFor();

    await buyAndComplete(customer, seller, productId);

    // Received: the customer writes a review with a photo.
    await shopper.reload();
    await shopper.getByRole('tab', { name: 'Review' }).click();
    const form = shopper.getByRole('form', { name: 'Add a review' });
    await form.getByLabel('Rating').selectOption('4');
    await form.getByLabel('Title').fill('Solid and <b>handsome</b>');
    await form.getByLabel('Your review').fill('The drawer runs smoothly.\nArrived well packed.');
    await form.getByLabel(/^Photos/).setInputFiles(photos.files[1]!);
    await screenshot(shopper, 'reviews-form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(shopper, 'Thank you for your review');
    // Written within 2 s of the page load, while the client still answers from the server's data: the review shows
    // without a reload all the same (apollo/client.ts ends that window on the first write).

    const reviewTab = shopper.getByRole('tabpanel', { name: 'Review' });
    const review = reviewTab.getByRole('list', { name: 'Reviews' });
    // Typed text is shown as text, never as HTML.
    await review.getByText('Solid and <b>handsome</b>').waitFor();
    await review.getByText('Verified purchase').waitFor();
    // The form gave way to the customer's own review, with Edit and Delete.
    const own = reviewTab.getByRole('region', { name: 'Your review' });
    await own.getByText('Solid and <b>handsome</b>').waitFor();
    const photo = review.getByRole('img', { name: /^Photo of .+'s review$/ });
    await photo.waitFor();
    expect(
      await photo.evaluate(
        (image) =>
          (image as { complete: boolean; naturalWidth: number }).complete &&
          (image as { naturalWidth: number }).naturalWidth > 0,
      ),
    ).toBe(true);
    await shopper.getByText('1 (reviews)').first().waitFor();

    // The seller hears of it and replies on the product page.
    const sellerPage = await signedInPage(sellerAccount, { viewport: DESKTOP });
    await sellerPage.goto('/notification');
    const news = sellerPage.getByRole('link', { name: `New review: 4 stars for ${productName}.` });
    await news.click();
    await sellerPage.getByRole('tab', { name: 'Review', selected: true }).waitFor();
    await sellerPage.getByLabel('Your reply').fill('Thank you, enjoy the table!');
    await sellerPage.getByRole('button', { name: 'Reply', exact: true }).click();
    await expectToast(sellerPage, 'Your reply was posted');
    await sellerPage.getByText('Reply from the seller').waitFor();
    await screenshot(sellerPage, 'reviews-seller-reply');

    // The customer is told of the reply and sees it under the review.
    await shopper.goto('/notification');
    await shopper.getByRole('link', { name: `The seller replied to your review of ${productName}.` }).click();
    await shopper.getByRole('list', { name: 'Reviews' }).getByText('Thank you, enjoy the table!').waitFor();

    // The stars changed on the page (also as the server renders it) and in the list.
    const html = await (await fetch(`${runStore().baseUrl}/product/detail/${productId}`)).text();
    expect(html.includes('"AggregateRating"'), 'AggregateRating JSON-LD in the served page').toBe(true);
    // React's server render separates the count from its label with an empty comment.
    expect(/>1(<!-- -->)? \(reviews\)</.test(html), '"1 (reviews)" in the served page').toBe(true);
    expect(html.includes('"ratingValue":4,"reviewCount":1'), 'the average and count in the JSON-LD').toBe(true);
    // The Review tab is in the served page too, its typed text escaped, never as markup.
    const reviewTabHtml = await (await fetch(`${runStore().baseUrl}/product/detail/${productId}?tab=review`)).text();
    expect(reviewTabHtml.includes('Solid and &lt;b&gt;handsome&lt;/b&gt;'), 'the review in the served tab').toBe(true);
    expect(reviewTabHtml.includes('<b>handsome</b>'), 'the title as markup').toBe(false);
    await shopper.getByRole('img', { name: 'Rated 4 out of 5' }).first().waitFor();
    await screenshot(shopper, 'reviews-product-page');
    const after = await cardInList(shopper, productName);
    await after.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await after.getByText('4.0 (1)').waitFor();
    await screenshot(shopper, 'reviews-product-list');

    // The customer edits the review: 2 stars, the photo removed; the page and the list follow.
    await shopper.goto(`/product/detail/${productId}?tab=review`);
    const mine = shopper.getByRole('region', { name: 'Your review' });
    await mine.getByRole('button', { name: 'Edit' }).click();
    const editForm = shopper.getByRole('form', { name: 'Edit your review' });
    expect(await editForm.getByLabel('Title').inputValue()).toBe('Solid and <b>handsome</b>');
    await editForm.getByLabel('Rating').selectOption('2');
    await editForm.getByLabel('Title').fill('Wobbles after a week');
    await editForm.getByRole('button', { name: 'Remove photo 1' }).click();
    await screenshot(shopper, 'reviews-edit-form');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expectToast(shopper, 'Your review was saved');
    const listed = shopper.getByRole('list', { name: 'Reviews' });
    await listed.getByText('Wobbles after a week').waitFor();
    expect(await listed.getByRole('img', { name: /^Photo of .+'s review$/ }).count()).toBe(0);
    await shopper.getByRole('img', { name: 'Rated 2 out of 5' }).first().waitFor();
    await shopper.getByText('1 (reviews)').first().waitFor();
    await (await cardInList(shopper, productName)).getByText('2.0 (1)').waitFor();

    // Then deletes it, once asked: no stars and "0 (reviews)" again, and the form is back.
    await shopper.goto(`/product/detail/${productId}?tab=review`);
    await mine.getByRole('button', { name: 'Delete' }).click();
    const question = shopper.getByRole('alertdialog');
    await question.getByText('Delete your review?').waitFor();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expectToast(shopper, 'Your review was deleted');
    await shopper.getByRole('form', { name: 'Add a review' }).waitFor();
    await shopper.getByText('0 (reviews)').first().waitFor();
    expect(await shopper.getByText('1 (reviews)').count()).toBe(0);
    const emptied = await cardInList(shopper, productName);
    await emptied.getByText('No reviews yet').waitFor();
  });
});
