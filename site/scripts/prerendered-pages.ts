/**
 * The prerendered paths (site/scripts/prerender.ts), each with the module of its page when the
 * page is route-split (its CSS and code are then linked from the HTML: the first paint has the
 * page's styles; scripts/entry-chunks.ts keeps the editor's code out of what it loads).
 */
export const PRERENDERED: Readonly<Record<string, string | null>> = {
  '/': null,
  '/artes': 'src/features/arts/components/arts-page.tsx',
};
