// Runs before the first paint (a blocking script in <head>; the CSP allows no inline script): applies the
// theme the user chose in Cogi, if any, so a dark choice never flashes light. "system" leaves it to CSS.
try {
  var choice = localStorage.getItem("cogi-theme")
  if (choice === "light" || choice === "dark") document.documentElement.setAttribute("data-theme", choice)
} catch (error) {
  // storage unavailable (private mode, blocked): the system theme applies
}
