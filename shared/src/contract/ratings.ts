import { z } from 'zod';

/** A product's or a store's rating: the average of its visible reviews (one decimal) and how many. */
export const ratingSummary = z
  .object({
    average: z.number().describe('Average stars, one decimal; 0 without reviews.'),
    count: z.int().describe('Visible reviews.'),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof ratingSummary>;
