import { COLORS } from '@spectrum/shared/constants';

/** The product the review page's mock-up shows: static copy, nothing is wired. */
export const SAMPLE_PRODUCT = {
  id: 12,
  name: 'Minimal Lounge Sofa',
  price: 4_500_000,
  stock: 8,
  categories: ['Sofa', 'Living Room'],
  description:
    'A low, deep three-seater on solid oak legs. The frame is kiln-dried hardwood, the cushions are feather-wrapped foam and every cover zips off for washing.',
} as const;

/** The sample sofa's colours in its gallery. */
export const SAMPLE_GALLERY = [COLORS[1], COLORS[2], COLORS[3], COLORS[4]].filter((color) => color !== undefined);

export const SAMPLE_REVIEWS = [
  {
    name: 'Dewi Lestari',
    date: 'March 2, 2019',
    rating: 5,
    text: 'Comfortable, beautifully made and the colour is exactly as shown. Delivery was quick and careful.',
    tone: '#ebe8e3',
    hair: '#443d35',
  },
  {
    name: 'Michael Tan',
    date: 'February 18, 2019',
    rating: 4,
    text: 'Great sofa for a small apartment. The seat is a little firm at first but softens after a week.',
    tone: '#e8ebef',
    hair: '#1a1a1a',
  },
] as const;
