import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../app/providers';
import { ProductImage } from './product-image';

const THUMB = '/uploads/products/5f2c-thumb.webp';
const LARGE = '/uploads/products/5f2c-large.webp';

function renderImage(props: ComponentProps<typeof ProductImage>) {
  const { container } = render(
    <UiProviders>
      <ProductImage {...props} />
    </UiProviders>,
  );
  return container;
}

describe('ProductImage', () => {
  it('offers both stored sizes of the photo with their widths and the slot’s sizes', () => {
    renderImage({ thumbnail: THUMB, large: LARGE, alt: 'Oak chair', sizes: '(min-width: 48em) 40vw, 100vw' });
    const image = screen.getByRole('img', { name: 'Oak chair' });
    expect(image).toHaveAttribute('srcset', `${THUMB} 480w, ${LARGE} 1200w`);
    expect(image).toHaveAttribute('sizes', '(min-width: 48em) 40vw, 100vw');
    expect(image).toHaveAttribute('src', LARGE);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1200');
  });

  it('with the thumbnail alone shows it without a srcset, at its own size, loading lazily', () => {
    renderImage({ thumbnail: THUMB, alt: 'Oak chair', sizes: '30vw' });
    const image = screen.getByRole('img', { name: 'Oak chair' });
    expect(image).toHaveAttribute('src', THUMB);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('as the page’s largest image is fetched at once and ahead of the others; other images are not', () => {
    renderImage({ thumbnail: THUMB, large: LARGE, alt: 'Oak chair', priority: true });
    const image = screen.getByRole('img', { name: 'Oak chair' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    renderImage({ thumbnail: THUMB, alt: 'Walnut chair', eager: true });
    expect(screen.getByRole('img', { name: 'Walnut chair' })).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once when it is above the fold', () => {
    renderImage({ thumbnail: THUMB, alt: 'Oak chair', eager: true });
    expect(screen.getByRole('img', { name: 'Oak chair' })).toHaveAttribute('loading', 'eager');
  });

  it('in a fixed square sizes itself to the square and defaults its sizes to it', () => {
    renderImage({ thumbnail: THUMB, large: LARGE, alt: 'Oak chair', square: 56 });
    const image = screen.getByRole('img', { name: 'Oak chair' });
    expect(image).toHaveAttribute('width', '56');
    expect(image).toHaveAttribute('height', '56');
    expect(image).toHaveAttribute('sizes', '56px');
  });

  it('shows a named frame instead of a missing or broken photo', () => {
    renderImage({ thumbnail: null, alt: 'Oak chair' });
    expect(screen.getByRole('img', { name: 'Oak chair' })).toHaveTextContent('No photo');
  });

  it('replaces a photo that fails to load with the frame', () => {
    renderImage({ thumbnail: THUMB, alt: 'Oak chair' });
    fireEvent.error(screen.getByRole('img', { name: 'Oak chair' }));
    expect(screen.getByRole('img', { name: 'Oak chair' })).toHaveTextContent('No photo');
  });

  it('keeps an empty grey square in a row thumbnail without a photo', () => {
    const container = renderImage({ thumbnail: null, alt: '', square: 80 });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('No photo')).not.toBeInTheDocument();
  });
});
