/** Where and how the orders of the order pages' tests go: placed by Ayu, paid by BCA, picked up. */
export const ORDER_DELIVERY = {
  createdAt: '2025-03-02T10:15:00.000Z',
  receiverName: 'Ayu Lestari',
  address: 'Jl. Merdeka 10, Bandung',
  phone: '+628123456789',
  payment: { __typename: 'Payment', id: '1', name: 'BCA' },
  shipment: { __typename: 'Shipment', id: '3', name: 'Local Pick Up' },
} as const;
