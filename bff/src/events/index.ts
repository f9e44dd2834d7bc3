export { eventsRouter, type EventsRouterOptions } from './routes';
export { registerForEvent, cancelRegistration, hashCancelToken } from './register';
export { listEvents, findEvent } from './repository';
export { seedEvents } from './seed';
export { eventKeysFrom } from './sitemap-keys';
export { eventsEndpoints } from './openapi';
export { listStaffEvents, findStaffEvent, cancelEvent, registrationsCsv, type EventCancellationRecorder } from './staff-events';
export { EVENT_SEED, type EventSeed } from './seed-data';
export { createEvent, editEvent, type EventEditRecorder } from './staff-event-writes';
