import { expect, beforeAll, describe, it } from 'vitest';
import {
  apiLogin,
  createAccount,
  CUSTOMER,
  loginThroughUi,
  signedInPage,
  storeApi,
  type Account,
} from './support/accounts';
import { expectPath, expectToast, newPage, screenshot, useBrowser } from './support/browser';

useBrowser();

/** The demo seller ("Rumah Kayu Living"), seeded with its products. */
const SELLER: Account = { email: 'seller@spectrum.test', password: 'spectrum123', role: 2 };
/** Live delivery must beat this (issue 31: within 1 second); the browser's own work is inside it too. */
const LIVE_WITHIN_MS = 1_000;

let customer: Account;
let product: { id: number; name: string };

beforeAll(async () => {
  customer = await createAccount(CUSTOMER, 'asker');
  const seller = await apiLogin(SELLER);
  const { data } = await storeApi<{ id: number; product_name: string }[]>('GET', '/products/seller', {
    token: seller.token,
  });
  const first = data[0]!;
  product = { id: first.id, name: first.product_name };
});

describe('chat between a customer and a seller', () => {
  it('a visitor asks the seller about a product, logs in on the way, and the seller answers live', async () => {
    const sellerPage = await signedInPage(SELLER);
    await sellerPage.goto('/chat');
    await sellerPage.getByRole('heading', { name: 'Chat', level: 1 }).waitFor();

    // The visitor taps "Ask the seller", is asked to log in, and comes back to the conversation.
    const customerPage = await newPage();
    await customerPage.goto(`/product/detail/${product.id}`);
    await customerPage.getByRole('button', { name: 'Ask the seller' }).click();
    await expectToast(customerPage, 'Silahkan Login Terlebih Dahulu');
    await expectPath(customerPage, '/login');
    await loginThroughUi(customerPage, customer, '/chat');
    await customerPage.getByRole('region', { name: /^Conversation with / }).waitFor();
    expect(new URL(customerPage.url()).searchParams.get('c')).toMatch(/^\d+$/);

    // Markup is shown as the text it is.
    const question = `Does the ${product.name} fit through a 70 cm door? <b>asap</b>`;
    await customerPage.getByRole('textbox', { name: 'Message' }).fill(question);
    const sentAt = Date.now();
    await customerPage.getByRole('button', { name: 'Send' }).click();

    const sellerThread = sellerPage.getByRole('list', { name: 'Messages' });
    await sellerThread.getByText(question, { exact: true }).waitFor();
    const questionLatency = Date.now() - sentAt;
    await screenshot(sellerPage, 'chat-seller-sees-question');

    const answer = 'Yes: it is 68 cm deep, and the legs come off.';
    await sellerPage.getByRole('textbox', { name: 'Message' }).fill(answer);
    const answeredAt = Date.now();
    await sellerPage.getByRole('button', { name: 'Send' }).click();
    await customerPage.getByRole('list', { name: 'Messages' }).getByText(answer, { exact: true }).waitFor();
    const answerLatency = Date.now() - answeredAt;
    await screenshot(customerPage, 'chat-customer-sees-answer');

    expect(questionLatency).toBeLessThan(LIVE_WITHIN_MS);
    expect(answerLatency).toBeLessThan(LIVE_WITHIN_MS);
    expect(await sellerPage.locator('b', { hasText: 'asap' }).count()).toBe(0);

    // The conversation survives a reload, on both sides.
    await customerPage.reload();
    await customerPage.getByRole('list', { name: 'Messages' }).getByText(answer, { exact: true }).waitFor();
    await sellerPage.reload();
    await sellerPage.getByRole('list', { name: 'Messages' }).getByText(question, { exact: true }).waitFor();
  });
});
