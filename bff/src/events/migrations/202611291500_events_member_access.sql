-- Club AMA's "invitations to events and previews" (docs/services.md): who may register for an event, and
-- the invitations its members were sent.
--
-- access: 'public' (everyone, as before), 'members_only' (Club AMA members), 'members_first' (members
-- from the save that chose it, everyone from public_registration_opens_at, members_first_days later).
alter table events add column access text not null default 'public';
alter table events add constraint events_access_check check (access in ('public', 'members_only', 'members_first'));
alter table events add column members_first_days integer check (members_first_days between 1 and 60);
alter table events add column public_registration_opens_at timestamptz;
alter table events add constraint events_members_first_check
  check ((access = 'members_first') = (members_first_days is not null and public_registration_opens_at is not null));

-- One invitation per event and member, decided by the key: a member is never invited twice to one event,
-- whatever access changes staff make. No foreign key to club_members: the events module does not depend on
-- the club's tables (the member comes from the club's answer).
create table event_invitations (
  event_key       text not null references events (key) on delete cascade,
  club_member_id  uuid not null,
  -- The language the invitation was written in: the member's.
  locale          text not null check (locale in ('en', 'it', 'es', 'de')),
  invited_at      timestamptz not null default now(),
  primary key (event_key, club_member_id)
);
