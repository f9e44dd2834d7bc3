-- An order whose pieces are made to the customer's own design (a custom design put into production names
-- it, docs/services.md#custom-design): its pieces cannot be returned (docs/backoffice.md#returns).
alter table orders add column personal_design boolean not null default false;
