import { z } from 'zod';
import { deliveryAddressField, pathId, phoneField, receiverNameField } from './fields';
import { defineRoute } from './route';

export const savedAddress = z
  .object({
    id: z.int(),
    receiver_name: z.string(),
    phone: z.string().describe('+62 and the national digits.'),
    address: z.string(),
    is_default: z.boolean().describe('The one the checkout fills in first; a customer has at most one.'),
    created_at: z.string(),
  })
  .meta({ id: 'SavedAddress' });
export type SavedAddress = z.infer<typeof savedAddress>;

/** An address to save: the checkout's own rules for the receiver, the phone and the address. */
export const savedAddressBody = z.object({
  receiver_name: receiverNameField(),
  phone: phoneField(),
  address: deliveryAddressField(),
  is_default: z.boolean().optional().describe('Make it the default (the first address always is).'),
});
export type SavedAddressBody = z.infer<typeof savedAddressBody>;

const addressId = z.object({ id: pathId() });

export const addressRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/addresses',
    summary: "The signed-in customer's address book, the default first, then newest first.",
    access: 'customer',
    data: z.array(savedAddress),
    errors: [],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/addresses',
    summary: 'Saves an address to the address book (the first one becomes the default).',
    access: 'customer',
    body: savedAddressBody,
    status: 201,
    data: savedAddress,
    errors: ['ADDRESS_BOOK_FULL'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/addresses/:id',
    summary: 'Changes a saved address of the signed-in customer.',
    access: 'customer',
    params: addressId,
    body: savedAddressBody,
    data: savedAddress,
    errors: ['NOT_FOUND'],
  }),
  setDefault: defineRoute({
    method: 'PUT',
    path: '/addresses/:id/default',
    summary: 'Makes a saved address the default one.',
    access: 'customer',
    params: addressId,
    data: savedAddress,
    errors: ['NOT_FOUND'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/addresses/:id',
    summary: 'Deletes a saved address; when it was the default, the newest one left becomes the default.',
    access: 'customer',
    params: addressId,
    data: z.object({ id: z.int() }),
    errors: ['NOT_FOUND'],
  }),
};
