/**
 * Installs the PWA's service worker (built as /sw.js: offline page, cached build files, never /api) once the
 * page has loaded, so it never competes with the first load. Production builds only.
 */
export const registerServiceWorker = () => {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined)
  if (document.readyState === "complete") register()
  else window.addEventListener("load", register, { once: true })
}
