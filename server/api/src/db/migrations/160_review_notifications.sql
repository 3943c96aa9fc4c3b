-- Review notifications (issue 30): the seller hears of a new review of one of their products, the reviewer of
-- the seller's reply. Such a notification names its review instead of an order line; it goes when the review
-- does.
ALTER TABLE notifications
  ALTER COLUMN line_id DROP NOT NULL,
  ALTER COLUMN to_status DROP NOT NULL,
  ADD COLUMN review_id integer REFERENCES reviews (id) ON DELETE CASCADE;

-- Every kind so far (migration 150 added the customer's and the messages'), and what each must name: a review, a
-- conversation's message, or an order line with its new status.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('new_line', 'status_changed', 'cancelled', 'paid', 'expired', 'order_placed', 'order_paid',
                  'you_cancelled', 'shipped', 'message', 'review_new', 'review_reply'));
ALTER TABLE notifications DROP CONSTRAINT notifications_message_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_subject_check
  CHECK (CASE WHEN kind IN ('review_new', 'review_reply') THEN review_id IS NOT NULL AND line_id IS NULL
              WHEN kind = 'message' THEN conversation_id IS NOT NULL AND message_id IS NOT NULL
                                         AND line_id IS NULL AND review_id IS NULL
              ELSE review_id IS NULL AND line_id IS NOT NULL AND to_status IS NOT NULL END);

CREATE INDEX notifications_review_idx ON notifications (review_id) WHERE review_id IS NOT NULL;
