-- Notifications for the customer and for chat messages (issue 31).
--   order_placed      (to the customer) their order was placed; one per order, on its first line
--   order_paid        (to the customer) their payment was received; one per order, on its first line
--   you_cancelled     (to the customer) they cancelled a line themselves
--   shipped           (to the customer) the seller sent a line (it is at Sent)
--   message           (to either side)  a new message in a conversation; one unread per conversation, which
--                                       the next message moves forward until the conversation is read
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('new_line', 'status_changed', 'cancelled', 'paid', 'expired', 'order_placed', 'order_paid',
                  'you_cancelled', 'shipped', 'message'));

ALTER TABLE notifications ALTER COLUMN line_id DROP NOT NULL;
ALTER TABLE notifications ALTER COLUMN to_status DROP NOT NULL;
ALTER TABLE notifications ADD COLUMN conversation_id integer REFERENCES conversations (id) ON DELETE CASCADE;
ALTER TABLE notifications ADD COLUMN message_id bigint REFERENCES messages (id) ON DELETE CASCADE;
-- Named for messages alone: a message names its conversation and message, never an order line.
ALTER TABLE notifications ADD CONSTRAINT notifications_message_check
  CHECK (kind <> 'message' OR (conversation_id IS NOT NULL AND message_id IS NOT NULL AND line_id IS NULL));
-- At most one unread message notification per person and conversation.
CREATE UNIQUE INDEX notifications_unread_message_key
  ON notifications (user_id, conversation_id) WHERE kind = 'message' AND read_at IS NULL;
