import { RUM_API_PATH, RUM_LIMITS, rumBatchSchema } from '@ama/contracts/rum';
import type { RateLimitSetting } from '../config';
import { limitOf, type Endpoint } from '../openapi/endpoint';

/** The real-user signals' endpoint (docs/rum.md). */
export function rumEndpoints(config: { rumRateLimit: RateLimitSetting }): Endpoint[] {
  return [
    {
      method: 'post',
      path: RUM_API_PATH,
      tag: 'rum',
      summary: "A page's real-user signals (web vitals, page views, errors, remote load failures, fallbacks)",
      description:
        'Sent by the shell with `navigator.sendBeacon` when a page is hidden or left, for the share of page views RUM_SAMPLE_RATE says. ' +
        `The body is JSON sent as \`application/json\` or \`text/plain\` (what sendBeacon sends for a string), at most ${RUM_LIMITS.maxBodyBytes} bytes and ${RUM_LIMITS.maxEvents} events. ` +
        'Every field is a name, a bounded number or an enumerated value: no URL, no text, no visitor. A beacon with one invalid event is refused whole. ' +
        'Remote names and page types the shop does not know are counted as `other`.',
      body: rumBatchSchema,
      success: { status: 204, description: 'Counted', empty: true },
      errors: {
        413: `PAYLOAD_TOO_LARGE: the body is larger than ${RUM_LIMITS.maxBodyBytes} bytes`,
        415: 'UNSUPPORTED_MEDIA_TYPE: the body is neither application/json nor text/plain',
        429: 'RATE_LIMITED: too many beacons from this address; see Retry-After',
      },
      rateLimit: limitOf('real-user beacons', config.rumRateLimit),
    },
  ];
}
