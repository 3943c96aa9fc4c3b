import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldSentence } from './field-labels';

describe('field sentences', () => {
  it('names REST and GraphQL fields alike, for people', () => {
    expect(fieldSentence('new_password', 'must be at least 8 characters')).toBe(
      'The new password must be at least 8 characters.',
    );
    expect(fieldSentence('newPassword', 'must be at least 8 characters')).toBe(
      'The new password must be at least 8 characters.',
    );
  });

  it('says which line or slot of a list it means', () => {
    expect(fieldLabel('productList.0.qty')).toBe('The quantity of cart line 1');
    expect(fieldLabel('items.2.productId')).toBe('The product of cart line 3');
    expect(fieldLabel('photos.1.id')).toBe('The id in slot 2');
    expect(fieldLabel('ids.1')).toBe('The id list (item 2)');
  });
});
