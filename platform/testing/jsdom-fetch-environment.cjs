/**
 * jsdom as jest 30 ships it has no fetch, Request, Response, Headers, TextEncoder or a Node-compatible
 * AbortController. This environment lends jsdom the ones Node 20 has built in (captured here, outside the
 * jsdom window), so RTK Query's fetchBaseQuery runs as in a browser: relative URLs resolve against
 * window.location, and request signals are AbortSignals that Node's Request accepts.
 * Use it with a docblock: `@jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs`.
 * globalThis.fetch is deliberately left undefined: each test installs its own stub.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const nodeGlobals = {
  Request: globalThis.Request,
  Response: globalThis.Response,
  Headers: globalThis.Headers,
  FormData: globalThis.FormData,
  AbortController: globalThis.AbortController,
  AbortSignal: globalThis.AbortSignal,
  TextEncoder: globalThis.TextEncoder,
  TextDecoder: globalThis.TextDecoder,
  ReadableStream: globalThis.ReadableStream,
  structuredClone: globalThis.structuredClone,
};

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    const JsdomFormData = win.FormData;
    Object.assign(win, nodeGlobals);
    // Node's FormData (which Node's Request can send) cannot read a <form>, as a browser's can: React
    // does that when a form is submitted during a transition. Read the form with jsdom's, keep Node's.
    win.FormData = class BrowserLikeFormData extends nodeGlobals.FormData {
      constructor(form, submitter) {
        super();
        if (form) for (const [name, value] of new JsdomFormData(form, submitter ?? undefined)) this.append(name, value);
      }
    };
    // Browsers resolve a relative Request URL against the document; Node's Request refuses it.
    win.Request = class BrowserLikeRequest extends nodeGlobals.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
module.exports.TestEnvironment = JsdomWithFetchEnvironment;
