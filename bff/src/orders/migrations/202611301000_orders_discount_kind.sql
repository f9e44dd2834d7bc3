-- What kind of code the order's discount came from (percent, fixed, engraving), kept with the order: its
-- confirmation and e-mail name a Club AMA free engraving as such, even once the code is gone. Orders placed
-- before this read the kind from their code, where it still exists.
alter table orders add column discount_kind text check (discount_kind in ('percent', 'fixed', 'engraving'));
update orders set discount_kind = discount_codes.kind from discount_codes where discount_codes.code = orders.discount_code;
