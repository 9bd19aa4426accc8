// The hero search tells the header when to show its own search box (platform §2.6,
// catalogue §2): the home dispatches these window events as the hero search leaves or
// re-enters the viewport (intersection threshold 0.1); the header listens.
export const HEADER_SEARCH_SHOW = 'header-search:show';
export const HEADER_SEARCH_HIDE = 'header-search:hide';
export const HERO_SEARCH_THRESHOLD = 0.1;
