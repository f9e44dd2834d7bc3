-- Codes for a first purchase only (the newsletter's 10 % welcome code, docs/requirements.md#newsletter:
-- "10% off the first purchase"). A rule of the code's own row rather than "is it in newsletter_subscribers?", so the cart
-- and the order placement ask discount_codes alone, whoever issued the code. Such a code is refused
-- (not_first_order) once the e-mail it is bound to has an order: in the cart when it is applied, and
-- again in the order's transaction (bff/src/cart/redeem-discount.ts).
ALTER TABLE discount_codes ADD COLUMN first_order_only boolean NOT NULL DEFAULT false;

-- It only means something for a personal code: the e-mail whose orders are counted is its bound e-mail.
ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_first_order_bound_check
  CHECK (NOT first_order_only OR bound_email IS NOT NULL);

-- The welcome codes the newsletter issued before this column existed.
UPDATE discount_codes SET first_order_only = true
WHERE code IN (SELECT upper(discount_code) FROM newsletter_subscribers);
