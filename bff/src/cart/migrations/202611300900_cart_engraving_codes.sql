-- An engraving code (docs/services.md#free-personalisation): the club's free personalisation for a new
-- piece takes off the engraving fee of one engraved piece in the cart, whatever the fee is then. It
-- carries neither a percent nor an amount (the pair CHECK holds: both null).
ALTER TABLE discount_codes DROP CONSTRAINT discount_codes_kind_check;
ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_kind_check CHECK (kind IN ('percent', 'fixed', 'engraving'));
