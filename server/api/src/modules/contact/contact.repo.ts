import type { ContactBody, ContactData } from '@spectrum/shared';
import { queryOne, type Queryable } from '../../db/client';

export async function insertContactMessage(db: Queryable, message: ContactBody): Promise<ContactData> {
  const row = await queryOne<ContactData>(
    db,
    `INSERT INTO contact_messages (name, email, website, business_plan, message)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [message.name, message.email, message.website, message.business_plan, message.message],
  );
  if (!row) throw new Error('INSERT … RETURNING answered no row');
  return row;
}
