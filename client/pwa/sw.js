/* Cogi's service worker. The build (cli/client-build/pwa.ts) prepends `self.COGI_SW = { version, precache }`.
 *
 * - Navigations go to the network (with navigation preload); when the network is down, the offline page.
 * - Hashed build files under /assets/ never change: served from the cache, fetched and kept on first use.
 * - The precached files (the offline page and what it loads) come from the network, or the cache when offline.
 * - Everything else, /api above all (private data), is not touched: the browser fetches it as if there were
 *   no service worker, and nothing of it is ever stored.
 */
const { version, precache } = self.COGI_SW
const CACHE = `cogi-${version}`
const OFFLINE_URL = "/offline.html"

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(precache))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names.filter((name) => name.startsWith("cogi-") && name !== CACHE).map((name) => caches.delete(name)),
      )
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
      await self.clients.claim()
    })(),
  )
})

const isApi = (url) => url.pathname === "/api" || url.pathname.startsWith("/api/")

const navigate = async (event) => {
  try {
    const preloaded = await event.preloadResponse
    return preloaded ?? (await fetch(event.request))
  } catch {
    const offline = await caches.match(OFFLINE_URL, { cacheName: CACHE })
    return offline ?? Response.error()
  }
}

const hashedAsset = async (request) => {
  const cache = await caches.open(CACHE)
  const cached = await cache.match(request, { ignoreVary: true })
  if (cached) return cached
  const response = await fetch(request)
  // 200 only: a partial (206) answer cannot be stored, and an error must not be kept.
  if (response.status === 200 && response.type === "basic") await cache.put(request, response.clone())
  return response
}

const precached = async (request) => {
  try {
    return await fetch(request)
  } catch (error) {
    const cached = await caches.match(request, { cacheName: CACHE, ignoreVary: true })
    if (cached) return cached
    throw error
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event
  if (request.method !== "GET") return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isApi(url)) return
  if (request.mode === "navigate") event.respondWith(navigate(event))
  else if (url.pathname.startsWith("/assets/")) event.respondWith(hashedAsset(request))
  else if (precache.includes(url.pathname)) event.respondWith(precached(request))
})
