import { MESSAGES } from '@spectrum/shared/messages';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCache } from '../apollo/cache';
import { UiProviders } from '../app/providers';
import { SEND_CONTACT_MESSAGE } from '../features/contact/send-contact-message';
import { enterText } from '../test/enter-text';
import { renderApp } from '../test/render-app';
import ContactPage, { toContactInput } from './contact';

const MESSAGE = {
  name: 'Ayu',
  email: 'ayu@example.com',
  website: 'https://ayu.example.com',
  businessPlan: 'Selling rattan chairs',
  message: 'Can I open a store?',
};
const SENT = { sendContactMessage: { __typename: 'ContactMessageSent', message: MESSAGES.contactSent } };

async function fillAndSend(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await enterText(user, await screen.findByRole('textbox', { name: 'Name' }), MESSAGE.name);
  await enterText(user, screen.getByRole('textbox', { name: 'Email' }), MESSAGE.email);
  await enterText(user, screen.getByRole('textbox', { name: 'Website' }), MESSAGE.website);
  await enterText(user, screen.getByRole('textbox', { name: 'Business plan' }), MESSAGE.businessPlan);
  await enterText(user, screen.getByRole('textbox', { name: 'Message' }), MESSAGE.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('contact form', () => {
  it('has the five fields of the spec', async () => {
    await renderApp('/contact');
    for (const name of ['name', 'email', 'website', 'business_plan', 'message']) {
      expect(
        (await screen.findByRole('form', { name: 'Contact form' })).querySelector(`[name="${name}"]`),
      ).not.toBeNull();
    }
  });

  it('sends the message, thanks the person and clears the form', async () => {
    const { user } = await renderApp('/contact', {
      mocks: [
        {
          request: { query: SEND_CONTACT_MESSAGE, variables: { input: MESSAGE } },
          result: { data: SENT },
        },
      ],
    });
    await fillAndSend(user);

    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Website', 'Business plan', 'Message']) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }
  });

  it('shows the error and keeps what was typed when sending fails', async () => {
    const { user } = await renderApp('/contact', {
      mocks: [
        {
          request: { query: SEND_CONTACT_MESSAGE, variables: { input: MESSAGE } },
          error: new Error('Mail server unavailable'),
        },
      ],
    });
    await fillAndSend(user);

    expect(await screen.findByText('Mail server unavailable')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.contactSent)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(MESSAGE.name);
  });

  it('shows the refusal when the server rejects the input', async () => {
    const refusal = { __typename: 'InputValidationError', message: 'email must be a valid email address' };
    const { user } = await renderApp('/contact', {
      mocks: [
        {
          request: { query: SEND_CONTACT_MESSAGE, variables: { input: MESSAGE } },
          result: { data: { sendContactMessage: refusal } },
        },
      ],
    });
    await fillAndSend(user);

    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.contactSent)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(MESSAGE.email);
  });

  it('keeps what was typed before the server-rendered page hydrated, and sends it', async () => {
    const tree = (
      <MockedProvider
        link={
          new MockLink([
            { request: { query: SEND_CONTACT_MESSAGE, variables: { input: MESSAGE } }, result: { data: SENT } },
          ])
        }
        cache={createCache()}
      >
        <UiProviders>
          <MemoryRouter>
            <ContactPage />
          </MemoryRouter>
        </UiProviders>
      </MockedProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const page = within(container);
    // Before hydration a click would submit natively and reload the page with the message in its address.
    expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    const typed = {
      Name: MESSAGE.name,
      Email: MESSAGE.email,
      Website: MESSAGE.website,
      'Business plan': MESSAGE.businessPlan,
      Message: MESSAGE.message,
    };
    for (const [name, value] of Object.entries(typed)) {
      (page.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement).value = value;
    }

    const root = await act(async () => hydrateRoot(container, tree));
    const send = page.getByRole('button', { name: 'Send Message' });
    expect(send).toBeEnabled();
    await userEvent.setup().click(send);

    // Only the message as typed matches the mock; a success clears the form.
    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    act(() => root.unmount());
    container.remove();
  });

  it('sends empty optional fields as not given', () => {
    expect(toContactInput({ name: ' Ayu ', email: 'a@b.co', website: ' ', businessPlan: '', message: 'Hi' })).toEqual({
      name: 'Ayu',
      email: 'a@b.co',
      website: null,
      businessPlan: null,
      message: 'Hi',
    });
  });
});
