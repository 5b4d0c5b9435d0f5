// Runs before the offline page's first paint (a blocking script: the CSP allows no inline script). The page is
// shown whenever Cogi cannot be reached; this says which of two things happened (issue 28): the device is
// offline (check the Wi-Fi), or it is online and Cogi's server does not answer (our problem, not the person's).
document.documentElement.setAttribute("data-reason", navigator.onLine ? "server" : "offline")
if (navigator.onLine) document.title = "Cogi non risponde · Cogi"
