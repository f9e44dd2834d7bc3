/**
 * Reason phrases for when the Response has none: HTTP/2 and HTTP/3 never send one, so
 * `response.statusText` is '' there and the toast would show a bare number.
 */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  425: 'Too Early',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusTextOf(status: number, response?: Response): string {
  return response?.statusText || REASON_PHRASES[status] || '';
}
