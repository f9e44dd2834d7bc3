-- The seasonal code is 15 % of the member's last receipt as an amount off (docs/club.md "Seasonal"): each
-- code records the order it was taken from, and an order gives at most one (the index decides a race
-- that the member row's lock has not already serialised, e.g. two members sharing an order's e-mail).
alter table club_codes add column receipt_order_id uuid;
create unique index club_codes_receipt_order_key on club_codes (receipt_order_id) where receipt_order_id is not null;
