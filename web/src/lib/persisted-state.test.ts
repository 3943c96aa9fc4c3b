import { describe, expect, it } from 'vitest';
import {
  EMPTY_PERSISTED_STATE,
  parsePersistedState,
  readPersistedState,
  restorePersistedState,
  updatePersistedState,
} from './persisted-state';

describe('persisted state', () => {
  it('starts empty when nothing or garbage was saved', () => {
    expect(parsePersistedState(null)).toEqual(EMPTY_PERSISTED_STATE);
    expect(parsePersistedState('{not json')).toEqual(EMPTY_PERSISTED_STATE);
    expect(parsePersistedState('[1,2]')).toEqual(EMPTY_PERSISTED_STATE);
  });

  it('keeps valid slices and drops malformed ones', () => {
    const saved = JSON.stringify({
      user: { id: '5', email: 'x@y.z', role: 2 },
      searchText: 'oak',
      cart: [
        { productId: 1, productName: 'Chair', image: '/uploads/a.webp', price: 10, quantity: 3, stock: 9 },
        { productId: '2', productName: 'Lamp', price: 'free', quantity: 1 },
        { productName: 'No id', price: 5, quantity: 1 },
        { productId: '4', productName: 'Left at 0 by an earlier version', price: 5, quantity: 0, stock: 2 },
      ],
    });
    expect(parsePersistedState(saved)).toEqual({
      user: { id: 5, email: 'x@y.z', role: 2 },
      searchText: 'oak',
      cart: [
        {
          productId: '1',
          productName: 'Chair',
          image: '/uploads/a.webp',
          price: 10,
          quantity: 3,
          stock: 9,
        },
      ],
    });
  });

  it('updates one slice without touching the others', () => {
    updatePersistedState((saved) => ({ ...saved, searchText: 'lamp' }));
    updatePersistedState((saved) => ({ ...saved, user: { id: 1, email: 'a@b.c', role: 1 } }));
    expect(JSON.parse(localStorage.getItem('persist:spectrum') ?? '{}')).toEqual({
      user: { id: 1, email: 'a@b.c', role: 1 },
      searchText: 'lamp',
      cart: [],
    });
    expect(readPersistedState().searchText).toBe('lamp');
  });

  it('restores what was saved', async () => {
    updatePersistedState((saved) => ({ ...saved, searchText: 'sofa' }));
    await expect(restorePersistedState()).resolves.toMatchObject({ searchText: 'sofa' });
  });
});
