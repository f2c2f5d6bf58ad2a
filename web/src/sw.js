// The service worker that makes the site work offline: it keeps a copy of
// the playground's files at install, and of every other file of the site
// (the notebook, Pyodide, the wheel) the first time it is fetched. Requests
// go to the network first (so a served update is seen at once) and fall back
// to the copy when the network fails.
//
// Every response it gives carries the cross-origin isolation headers (as
// tools/serve.mjs sends them): the notebook interrupts Python through a
// SharedArrayBuffer, which only an isolated page has, and a static host may
// not send them.
//
// web/build.mjs defines SITE_FILES (the files to keep at install) and
// SITE_VERSION (a hash of the site: a new build replaces the old copy).

/* global SITE_FILES, SITE_VERSION */
const CACHE = `mlirc-${SITE_VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SITE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mlirc-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

function isolated(response) {
  if (response.type !== 'basic' || response.headers.get('Cross-Origin-Embedder-Policy')) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') cache.put(request, response.clone());
    return isolated(response);
  } catch (err) {
    const copy = await cache.match(request, { ignoreSearch: true });
    if (copy) return isolated(copy);
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(networkFirst(request));
});
