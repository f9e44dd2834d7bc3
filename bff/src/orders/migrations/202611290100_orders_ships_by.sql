-- Every piece is made to order: the day an order is planned to ship by is set when it is placed (its
-- slowest piece's planned working days, Italian calendar) and shown on its page and in its e-mail.
-- Orders placed before have none and show none.
ALTER TABLE orders ADD COLUMN ships_by date;
