import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { UpdateProfileMutationVariables } from '../__generated__/graphql';
import { UiProviders } from '../app/providers';
import { getSession, profilePathFor } from '../lib/session';
import { LOGOUT } from '../features/auth/use-logout';
import { CHANGE_PASSWORD } from '../features/profile/change-password';
import { UPDATE_PROFILE } from '../features/profile/update-profile';
import { SellerNav } from '../features/seller/seller-nav';
import { pngFile, stubImageDecoder } from '../test/image-files';
import { CUSTOMER_PROFILE, profileQuery, SELLER_PROFILE } from '../test/profile-mocks';
import { renderApp, signIn } from '../test/render-app';
import { addressBookMock, savedAddress } from '../test/test-addresses';
import { enterText } from '../test/enter-text';
import { ADD_ADDRESS, DELETE_ADDRESS, SET_DEFAULT_ADDRESS } from '../features/addresses/address-book-documents';

function updateProfileMock(answer: (variables: UpdateProfileMutationVariables) => object) {
  const sent: UpdateProfileMutationVariables[] = [];
  const mock = {
    request: { query: UPDATE_PROFILE, variables: () => true },
    result: (variables: UpdateProfileMutationVariables) => {
      sent.push(variables);
      return { data: { updateProfile: answer(variables) } };
    },
  };
  return { mock, sent };
}

// Load the lazy pages once up front so the first test does not spend its wait on compiling them.
beforeEach(() => stubImageDecoder());
afterEach(() => vi.unstubAllGlobals());

describe('profile pages', () => {
  it('shows the seller profile read-only with the defaults of the spec', async () => {
    signIn(ROLES.seller);
    await renderApp('/profile/seller', { mocks: [profileQuery(SELLER_PROFILE).mock] });

    const displayName = await screen.findByRole('textbox', { name: 'Display name' });
    expect(displayName).toHaveAttribute('readonly');
    expect(displayName).toHaveAttribute('placeholder', 'Displayname');
    expect(screen.getByRole('heading', { name: 'Displayname' })).toBeInTheDocument();
    expect(screen.getByText('as seller')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(SELLER_PROFILE.email);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /edit email/i })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Store name' })).toHaveValue('Lestari Living');
    expect(screen.getByRole('textbox', { name: 'Store description' })).toHaveAttribute('readonly');
    expect(screen.getByRole('img', { name: 'No profile picture yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Change' })).toBeDisabled();
  });

  it('shows the customer profile with the store description but no seller parts', async () => {
    signIn(ROLES.customer);
    await renderApp('/profile/customer', { mocks: [profileQuery(CUSTOMER_PROFILE).mock, addressBookMock()] });

    expect(await screen.findByText('as customer')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Store description' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Store name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seller centre' })).not.toBeInTheDocument();
  });

  it('edits, sends only the non-empty fields and no picture, then refetches and locks the fields', async () => {
    signIn(ROLES.seller);
    const saved = { ...SELLER_PROFILE, displayName: 'Ayu Lestari', gender: 'female' };
    const query = profileQuery(SELLER_PROFILE, saved);
    const update = updateProfileMock(() => ({
      __typename: 'UpdateProfileSuccess',
      message: MESSAGES.profileSaved,
      profile: saved,
    }));
    const { user } = await renderApp('/profile/seller', { mocks: [query.mock, update.mock] });

    await user.click(await screen.findByRole('button', { name: 'Edit display name' }));
    const displayName = screen.getByRole('textbox', { name: 'Display name' });
    expect(displayName).not.toHaveAttribute('readonly');
    expect(displayName).toHaveFocus();
    await user.type(displayName, '  Ayu Lestari ');

    await user.click(screen.getByRole('button', { name: 'Edit gender' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');

    await user.click(screen.getByRole('button', { name: 'Edit store name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Store name' }));

    expect(screen.getByRole('textbox', { name: 'Store description' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save Change' }));

    expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
    expect(update.sent).toEqual([{ input: { displayName: 'Ayu Lestari', gender: 'female' } }]);
    expect(query.calls.count).toBe(2);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveAttribute('readonly'));
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('Ayu Lestari');
    expect(screen.getByRole('textbox', { name: 'Gender' })).toHaveValue('Female');
    expect(screen.getByRole('textbox', { name: 'Store name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Store name' })).toHaveValue('Lestari Living');
    expect(screen.getByRole('heading', { name: 'Ayu Lestari' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Change' })).toBeDisabled();
  });

  it('sends a chosen picture, and refuses a file that is not an image', async () => {
    signIn(ROLES.seller);
    const withPicture = { ...SELLER_PROFILE, image: '/uploads/avatars/ayu-thumb.webp' };
    const update = updateProfileMock(() => ({
      __typename: 'UpdateProfileSuccess',
      message: MESSAGES.profileSaved,
      profile: withPicture,
    }));
    const { user } = await renderApp('/profile/seller', {
      mocks: [profileQuery(SELLER_PROFILE, withPicture).mock, update.mock],
    });
    const chooser = await screen.findByLabelText('Choose profile picture');

    const notAnImage = new File(['just text'], 'notes.png', { type: 'image/png' });
    await user.upload(chooser, notAnImage);
    expect(await screen.findByText('notes.png: Only image files are allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Change' })).toBeDisabled();

    const picture = pngFile('ayu.png');
    await user.upload(chooser, picture);
    expect(await screen.findByText('New picture: ayu.png')).toBeInTheDocument();
    expect(screen.queryByText('notes.png: Only image files are allowed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Change' }));

    expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
    expect(update.sent).toHaveLength(1);
    expect(update.sent[0]?.input).toEqual({ image: picture });
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', withPicture.image);
  });

  it('shows the refusal and keeps the field open when the save fails', async () => {
    signIn(ROLES.seller);
    const refusal = { __typename: 'InputValidationError', message: 'display_name is too long', fieldErrors: [] };
    const update = updateProfileMock(() => refusal);
    const { user } = await renderApp('/profile/seller', { mocks: [profileQuery(SELLER_PROFILE).mock, update.mock] });

    await user.click(await screen.findByRole('button', { name: 'Edit display name' }));
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Ayu');
    await user.click(screen.getByRole('button', { name: 'Save Change' }));

    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.profileSaved)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Display name' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('Ayu');
  });
});

describe('change password', () => {
  async function openDialog() {
    signIn(ROLES.customer);
    return renderApp('/profile/customer', {
      mocks: [
        profileQuery(CUSTOMER_PROFILE).mock,
        addressBookMock(),
        {
          request: {
            query: CHANGE_PASSWORD,
            variables: { input: { oldPassword: 'wrong-pass', newPassword: 'brand-new-1' } },
          },
          result: {
            data: {
              changePassword: {
                __typename: 'WrongPasswordError',
                message: 'Old password is wrong',
              },
            },
          },
        },
        {
          request: {
            query: CHANGE_PASSWORD,
            variables: { input: { oldPassword: 'spectrum123', newPassword: 'brand-new-1' } },
          },
          result: {
            data: { changePassword: { __typename: 'ChangePasswordSuccess', message: MESSAGES.passwordChanged } },
          },
        },
      ],
    });
  }

  it('toggles each password between hidden and visible', async () => {
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    const oldPassword = within(dialog).getByLabelText('Old password');
    const newPassword = within(dialog).getByLabelText('New password');
    expect(oldPassword).toHaveAttribute('type', 'password');
    expect(newPassword).toHaveAttribute('type', 'password');

    await user.click(within(dialog).getByRole('button', { name: 'Show old password' }));
    expect(oldPassword).toHaveAttribute('type', 'text');
    expect(newPassword).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show new password' }));
    expect(newPassword).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide old password' }));
    expect(oldPassword).toHaveAttribute('type', 'password');
  });

  it('shows the wrong-password refusal, then succeeds with the right one', async () => {
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Old password'), 'wrong-pass');
    await user.type(within(dialog).getByLabelText('New password'), 'brand-new-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByText('Old password is wrong')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.passwordChanged)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const oldPassword = within(dialog).getByLabelText('Old password');
    await user.clear(oldPassword);
    await user.type(oldPassword, 'spectrum123');
    await user.click(within(dialog).getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for both passwords before sending anything', async () => {
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save Password' }));
    expect(within(dialog).getByText('Enter your current password')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a new password')).toBeInTheDocument();
  });
});

describe('profile logout', () => {
  it('asks first, then logs out like the header does', async () => {
    signIn(ROLES.seller);
    const { user, router } = await renderApp('/profile/seller', {
      mocks: [
        profileQuery(SELLER_PROFILE).mock,
        {
          request: { query: LOGOUT },
          result: { data: { logout: { __typename: 'LogoutPayload', message: MESSAGES.logoutSuccess } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.profileLogoutConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.logoutSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession().token).toBeNull();
  });

  it('stays signed in when the question is closed', async () => {
    signIn(ROLES.seller);
    const { user, router } = await renderApp('/profile/seller', { mocks: [profileQuery(SELLER_PROFILE).mock] });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile/seller');
    expect(getSession().token).not.toBeNull();
  });
});

describe('seller nav', () => {
  it('links the four seller pages from the seller profile', async () => {
    signIn(ROLES.seller);
    await renderApp('/profile/seller', { mocks: [profileQuery(SELLER_PROFILE).mock] });
    const nav = await screen.findByRole('navigation', { name: 'Seller centre' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/seller');
    expect(within(nav).getByRole('link', { name: 'My Product' })).toHaveAttribute('href', '/profile/seller/product');
    expect(within(nav).getByRole('link', { name: 'Selling Product' })).toHaveAttribute(
      'href',
      '/profile/seller/selling-product',
    );
    expect(within(nav).getByRole('link', { name: 'My Order' })).toHaveAttribute('href', '/profile/seller/order');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['a customer', '/profile/customer', () => signIn(ROLES.customer)],
    ['a seller', '/profile/seller', () => signIn(ROLES.seller)],
    ['another role', '/', () => signIn(3)],
    ['a visitor', '/', () => undefined],
  ])('sends %s to %s from Profile', (_who, path, signInAs) => {
    signInAs();
    const router = createMemoryRouter([
      { path: '*', element: <SellerNav profilePath={profilePathFor(getSession())} /> },
    ]);
    render(
      <UiProviders>
        <RouterProvider router={router} />
      </UiProviders>,
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', path);
  });
});

describe('address book on the customer profile', () => {
  const HOME = savedAddress('5', 'Ayu Lestari', 'Jl. Merdeka 10, Bandung', { isDefault: true });
  const OFFICE = savedAddress('6', 'Budi Santoso', 'Jl. Sudirman 5, Jakarta', { phone: '+62811222333' });

  function bookChange(
    query: typeof ADD_ADDRESS | typeof SET_DEFAULT_ADDRESS | typeof DELETE_ADDRESS,
    field: 'addAddress' | 'setDefaultAddress' | 'deleteAddress',
    sent: unknown[],
    addresses: ReturnType<typeof savedAddress>[],
    message: string,
  ) {
    return {
      request: {
        query,
        variables: (variables: unknown) => {
          sent.push(variables);
          return true;
        },
      },
      result: { data: { [field]: { __typename: 'AddressBookUpdated', message, addresses } } },
    };
  }

  function renderBook(addresses: ReturnType<typeof savedAddress>[], ...changes: ReturnType<typeof bookChange>[]) {
    signIn(ROLES.customer);
    return renderApp('/profile/customer', {
      mocks: [profileQuery(CUSTOMER_PROFILE).mock, addressBookMock(addresses), ...changes],
    });
  }

  it('lists the saved addresses, the default marked, and adds one', async () => {
    const sent: unknown[] = [];
    const { user } = await renderBook(
      [HOME],
      bookChange(ADD_ADDRESS, 'addAddress', sent, [HOME, OFFICE], 'The address was saved'),
    );
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const home = within(list).getByRole('listitem', { name: 'Ayu Lestari' });
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).getByText('Jl. Merdeka 10, Bandung')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add an address' });
    await enterText(user, within(form).getByRole('textbox', { name: 'Receiver name' }), 'Budi Santoso');
    await enterText(user, within(form).getByRole('textbox', { name: 'Address' }), 'Jl. Sudirman 5, Jakarta');
    await enterText(user, within(form).getByRole('textbox', { name: 'Phone' }), '0811 222 333');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('The address was saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          receiverName: 'Budi Santoso',
          address: 'Jl. Sudirman 5, Jakarta',
          phone: '+62811222333',
          isDefault: false,
        },
      },
    ]);
    expect(await within(list).findByRole('listitem', { name: 'Budi Santoso' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Receiver name' })).toHaveValue('');
  });

  it('says what is wrong with a new address and sends nothing', async () => {
    const sent: unknown[] = [];
    const { user } = await renderBook([], bookChange(ADD_ADDRESS, 'addAddress', sent, [], 'The address was saved'));
    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add an address' });
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await enterText(user, within(form).getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Receiver name is required')).toBeInTheDocument();
    expect(within(form).getByText('Address is required')).toBeInTheDocument();
    expect(within(form).getByText(/^Phone must be 7 to 13 digits after \+62/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('makes another address the default, and deletes one after asking', async () => {
    const warn = vi.spyOn(console, 'warn');
    onTestFinished(() => warn.mockRestore());
    const madeDefault: unknown[] = [];
    const deleted: unknown[] = [];
    const officeDefault = { ...OFFICE, isDefault: true };
    const { user } = await renderBook(
      [HOME, OFFICE],
      bookChange(
        SET_DEFAULT_ADDRESS,
        'setDefaultAddress',
        madeDefault,
        [officeDefault, { ...HOME, isDefault: false }],
        'This is now your default address',
      ),
      bookChange(DELETE_ADDRESS, 'deleteAddress', deleted, [officeDefault], 'The address was deleted'),
    );
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    await user.click(
      within(within(list).getByRole('listitem', { name: 'Budi Santoso' })).getByRole('button', {
        name: 'Make default',
      }),
    );
    expect(await screen.findByText('This is now your default address')).toBeInTheDocument();
    expect(madeDefault).toEqual([{ input: { id: '6' } }]);
    await waitFor(() =>
      expect(
        within(within(list).getByRole('listitem', { name: 'Budi Santoso' })).getByText('Default'),
      ).toBeInTheDocument(),
    );

    await user.click(within(list).getByRole('button', { name: 'Delete Ayu Lestari' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete the address for Ayu Lestari?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The address was deleted')).toBeInTheDocument();
    expect(deleted).toEqual([{ input: { id: '5' } }]);
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Ayu Lestari' })).not.toBeInTheDocument());
    // The shorter book replaces the cached one (Apollo warns when it would merge a shorter list into a longer one).
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/Cache data may be lost/);
  });
});
