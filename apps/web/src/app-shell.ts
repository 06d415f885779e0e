// What index.html's static shell shows before the JavaScript arrives, and the app keeps in place
// once it runs: the header's title and the home page's first line. The line is the largest thing
// on a phone's first screen, so the page's largest paint happens at its first paint (a test keeps
// index.html and this file in step).

/** The home page's first line, above Play now. */
export const TAGLINE =
  'Play American checkers online with a friend, watch games, or play against the computer.';
