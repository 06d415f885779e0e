// Runs in <head> before the page paints (a plain, synchronous script: the CSP allows no inline
// script): sets the saved theme's CSS custom properties and the preferences' data attributes on
// :root, so the first frame already has the player's colours. Written by src/lib/theme-store.ts
// (checkers.themeVars) and src/lib/preferences.ts (checkers.rootData); the app re-applies both.
/* global document, localStorage */
(function () {
  var root = document.documentElement;
  try {
    var vars = JSON.parse(localStorage.getItem('checkers.themeVars') || '{}');
    for (var name in vars) {
      if (/^--[a-z-]+$/.test(name) && /^#[0-9a-f]{6}$/i.test(vars[name]))
        root.style.setProperty(name, vars[name]);
    }
  } catch {
    // Nothing saved, or unreadable: the stylesheet's Classic colours.
  }
  try {
    var data = JSON.parse(localStorage.getItem('checkers.rootData') || '{}');
    for (var key in data) {
      if (/^[a-zA-Z]+$/.test(key) && /^[a-z]+$/.test(data[key])) root.dataset[key] = data[key];
    }
  } catch {
    // As above: the defaults.
  }
})();
