import type { EventDetail } from '@ama/contracts';

const SCHEMA = 'https://schema.org/';

/** schema.org Event for search engines (in the server's HTML): start with its offset, the place, the status and the offer. */
export function eventJsonLd(event: EventDetail) {
  const bookable = event.state === 'open' || event.state === 'sold_out';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: `${SCHEMA}${event.state === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: event.venueName,
      address: { '@type': 'PostalAddress', streetAddress: event.address, addressLocality: event.city, addressCountry: event.country },
    },
    organizer: { '@type': 'Organization', name: 'AMA' },
    ...(bookable && {
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: 'EUR',
        availability: `${SCHEMA}${event.state === 'sold_out' ? 'SoldOut' : 'InStock'}`,
      },
    }),
  };
}
