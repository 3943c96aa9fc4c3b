import { z } from 'zod';
import { emailField } from './fields';

export const contactBody = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  email: emailField(),
  website: z.string().trim().max(200, 'must be at most 200 characters').optional().default(''),
  business_plan: z.string().trim().max(200, 'must be at most 200 characters').optional().default(''),
  message: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
});
export type ContactBody = z.infer<typeof contactBody>;

export interface ContactData {
  id: number;
}
