import { readRegistry } from './read-registry';

const registry = {
  release: 'abc',
  remotes: [{ name: 'mfe_content', manifestUrl: '/remotes/mfe-content/mf-manifest.json', version: '0.1.0', routes: ['/about-us'], preload: [] }],
};

const jsonResponse = (body: unknown, status = 200) => ({ ok: status < 400, status, statusText: status < 400 ? 'OK' : 'Service Unavailable', json: async () => body }) as Response;

test('uses the snapshot the server inlined, without a request', async () => {
  document.body.innerHTML = `<script type="application/json" id="ama-registry">${JSON.stringify(registry)}</script>`;
  const fetchImpl = jest.fn();
  await expect(readRegistry(document, fetchImpl)).resolves.toEqual(registry);
  expect(fetchImpl).not.toHaveBeenCalled();
});

test('asks GET /api/registry when the page has no snapshot', async () => {
  document.body.innerHTML = '';
  const fetchImpl = jest.fn(async () => jsonResponse(registry));
  await expect(readRegistry(document, fetchImpl)).resolves.toEqual(registry);
  // At '/', the page's locale is the default one.
  expect(fetchImpl).toHaveBeenCalledWith('/api/registry?locale=it', expect.objectContaining({ cache: 'no-store' }));
});

test('sends the page’s locale with the registry request, as every /api/ request does', async () => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/de/club/sign-up');
  const fetchImpl = jest.fn(async () => jsonResponse(registry));
  try {
    await expect(readRegistry(document, fetchImpl)).resolves.toEqual(registry);
    expect(fetchImpl).toHaveBeenCalledWith('/api/registry?locale=de', expect.objectContaining({ cache: 'no-store' }));
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('refuses a registry that does not match the contract', async () => {
  document.body.innerHTML = '';
  const fetchImpl = jest.fn(async () => jsonResponse({ release: 'x', remotes: [{ name: 'Bad Name!' }] }));
  await expect(readRegistry(document, fetchImpl)).rejects.toThrow();
});

test('reports a failing registry endpoint', async () => {
  document.body.innerHTML = '';
  const fetchImpl = jest.fn(async () => jsonResponse({}, 503));
  await expect(readRegistry(document, fetchImpl)).rejects.toThrow('registry: 503 Service Unavailable');
});
