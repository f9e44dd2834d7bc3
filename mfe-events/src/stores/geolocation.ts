/** Why the browser gave no position: refused by the shopper, none found, too slow, or no API at all. */
export type GeolocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export interface Position {
  latitude: number;
  longitude: number;
}

/** The browser's current position, or the reason there is none (never throws). */
export function currentPosition(timeoutMs = 15_000): Promise<{ position: Position } | { problem: GeolocationProblem }> {
  const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geolocation) return Promise.resolve({ problem: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ position: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => resolve({ problem: error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable' }),
      // A city-level position is enough to sort stores; a cached one of up to 10 minutes is fine.
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 600_000 },
    );
  });
}
