-- Club AMA's yearly services booked as appointments (docs/services.md): the ultrasonic cleaning of one
-- piece (members and ELITE) and the professional cleaning and polishing (ELITE). They take a slot of a
-- store or the showroom like a visit (resource = the place's id), so the slot rules of 009 hold as they are.
alter table appointments drop constraint appointments_kind_check;
alter table appointments add constraint appointments_kind_check
  check (kind in ('store', 'phone', 'video', 'showroom', 'ultrasonic_cleaning', 'professional_polishing'));

-- 009's "visits need a place, calls have none" (PostgreSQL named it appointments_check1; appointments_check
-- is ends_at > starts_at), with the services among the visits.
alter table appointments drop constraint appointments_check1;
alter table appointments add constraint appointments_place_check
  check ((kind in ('store', 'showroom', 'ultrasonic_cleaning', 'professional_polishing')) = (place_id is not null));

-- Who the service belongs to, and the Italian calendar year it counts in (that of the appointment's
-- start in Europe/Rome). No foreign key to club_members: the appointments module does not depend on the
-- club's tables; the id comes from the club's verified member link.
alter table appointments add column club_member_id uuid;
alter table appointments add column service_year integer check (service_year between 2000 and 3000);
alter table appointments add constraint appointments_club_service_check
  check ((kind in ('ultrasonic_cleaning', 'professional_polishing')) = (club_member_id is not null and service_year is not null));

-- Once a year per member and service, decided by the database: of simultaneous bookings one inserts,
-- the others find the row (ON CONFLICT DO NOTHING). Partial, so a cancelled booking gives the year back.
create unique index appointments_club_service_once on appointments (club_member_id, kind, service_year)
  where status = 'booked' and club_member_id is not null;
