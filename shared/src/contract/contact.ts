import { z } from 'zod';
import { emailField } from './fields';
import { defineRoute } from './route';

export const contactBody = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  email: emailField(),
  website: z.string().trim().max(200, 'must be at most 200 characters').optional().default(''),
  business_plan: z.string().trim().max(200, 'must be at most 200 characters').optional().default(''),
  message: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactData = z.object({ id: z.int() }).meta({ id: 'ContactMessage' });
export type ContactData = z.infer<typeof contactData>;

export const contactRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/contactus',
    summary: 'Stores a message from the contact form.',
    access: 'public',
    body: contactBody,
    status: 201,
    data: contactData,
    errors: [],
  }),
};
