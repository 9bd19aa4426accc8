// Issue 20: the site has two pages, index.html (the site, src/main.tsx) and editor.html (the
// editor alone, src/editor-main.tsx). What their entries import statically is bundled by who
// needs it: 'core' (both: React, the query client, the API client, the domain rules both
// use), 'app' (the site's alone), 'editor-shared' (the editor's, which other pages of the site
// also load later: a form's fields), 'editor-draw' (the art's drawing, which only the editor
// loads) and 'editor-app' (the rest of the editor's own). A phone opening the editor loads
// core, editor-shared, editor-draw and editor-app, none of the site's pages; the site loads
// core and app. (Rolldown's own grouping by entry counts each route-split page as an entry: it
// made dozens of chunks.)
// Which modules an entry needs is read from the module graph once it is built (buildEnd),
// before the chunks are made. Through a barrel (ui/ and domain/'s index.ts files, which only
// re-export) only the modules of the names imported are followed: the editor imports Button
// from '@arte-gospel/ui', not the home's cards.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';
import { PRERENDERED } from './prerendered-pages.ts';

/** V8's magic comment: compile every function of this file eagerly (it must come first). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The chunks the editor's page runs as it opens (compiled whole: COMPILE_HINT). */
export const EAGER_CHUNKS = new Set(['core', 'editor-shared', 'editor-draw', 'editor-app']);

/** The compressed copies vite-plugin-compression2 makes (vite.config.ts), at its settings. */
const COMPRESSED_COPIES: [string, (code: Buffer) => Buffer][] = [
  [
    '.br',
    (code) =>
      brotliCompressSync(code, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
  ],
  ['.gz', (code) => gzipSync(code, { level: constants.Z_BEST_COMPRESSION })],
];

type CodeSplittingGroup = { name: string; test: (id: string) => boolean; priority: number };

const SITE_ENTRY = /[\\/]site[\\/]src[\\/]main\.tsx$/;
const EDITOR_ENTRY = /[\\/]site[\\/]src[\\/]editor-main\.tsx$/;
/** The header's widgets: every page of the site loads them before it is hydrated (main.tsx). */
export const HEADER_WIDGETS = /[\\/]components[\\/]header[\\/]header-widgets\.tsx$/;
/** The prerendered pages' own modules: each is loaded before its page is hydrated. */
const PRERENDERED_MODULES = Object.values(PRERENDERED).filter((module) => module !== null);
/** The editor's page, which the site's app loads as one of its routes. */
const EDITOR_PAGE = /[\\/]features[\\/]editor[\\/]components[\\/]editor-page\.tsx$/;
/** The art's drawing (domain/src/templates/). */
const ART_DRAWING = /[\\/]domain[\\/]src[\\/]templates[\\/]/;
/** Follows every dynamic import. */
const NOTHING = /(?!)/;
/** Modules that only re-export (ui/src/index.ts, domain/src/**\/index.ts). */
const BARREL = /[\\/](ui|domain)[\\/]src[\\/](.+[\\/])?index\.ts$/;

interface Graph {
  imported(id: string): string[];
  dynamic(id: string): string[];
  exports(id: string): string[];
  code(id: string): string | null;
}

/** The names a statement takes from its source; null: all of them (`* as`, `export *`). */
function importedNames(statement: string): string[] | null {
  const braces = statement.match(/^(?:import|export)\s*(?:type\s+)?[^{*]*\{([^}]*)\}/s);
  if (!braces) return /^\s*import\s+['"]/.test(statement) ? [] : null;
  return (braces[1] ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/** The module of `importer`'s imports that `specifier` names (by its resolved path). */
function resolvedImport(graph: Graph, importer: string, specifier: string): string | undefined {
  const imported = graph.imported(importer);
  if (!specifier.startsWith('.')) {
    const pkg = specifier.match(/^@arte-gospel\/(ui|domain)$/)?.[1];
    return pkg
      ? imported.find((id) => BARREL.test(id) && id.includes(`${pkg}/src/index`))
      : undefined;
  }
  const base = new URL(specifier, `file://${importer}`).pathname.replace(/\.[jt]sx?$/, '');
  return imported.find((id) => id.replace(/\.[jt]sx?$/, '') === base || id === `${base}/index.ts`);
}

/** The modules that define `names` re-exported by a barrel (all of them for null). */
function barrelTargets(graph: Graph, barrel: string, names: string[] | null): string[] {
  const targets: string[] = [];
  for (const target of graph.imported(barrel)) {
    const exported = graph.exports(target);
    const taken = names === null ? null : names.filter((name) => exported.includes(name));
    if (taken !== null && taken.length === 0) continue;
    if (BARREL.test(target)) targets.push(...barrelTargets(graph, target, taken));
    else targets.push(target);
  }
  return targets;
}

/**
 * Every module `entries` need, themselves included: their static imports (barrels by name),
 * and with `later` what they load later too, except the modules `later` excludes.
 */
function closure(graph: Graph, entries: string[], later?: { except: RegExp }): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const code = graph.code(id);
    const viaBarrel = new Set<string>();
    if (code !== null && /\.[jt]sx?$/.test(id) && !id.includes('node_modules')) {
      try {
        for (const statement of parse(code)[0]) {
          if (statement.d !== -1 || statement.n === undefined) continue;
          const target = resolvedImport(graph, id, statement.n);
          if (!target || !BARREL.test(target)) continue;
          viaBarrel.add(target);
          const names = importedNames(code.slice(statement.ss, statement.se));
          stack.push(...barrelTargets(graph, target, names));
        }
      } catch {
        // Unparsable here: its imports are all followed below.
        viaBarrel.clear();
      }
    }
    stack.push(...graph.imported(id).filter((target) => !viaBarrel.has(target)));
    if (later) stack.push(...graph.dynamic(id).filter((target) => !later.except.test(target)));
  }
  return seen;
}

export function entryChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let site = new Set<string>();
  let siteFirst = new Set<string>();
  let siteLater = new Set<string>();
  let editor = new Set<string>();
  let editorLater = new Set<string>();
  const plugin: Plugin = {
    name: 'arte-gospel:entry-chunks',
    apply: 'build',
    // The editor page's three chunks are compiled whole as they arrive (V8's explicit compile
    // hints, Chrome 136+): on a background thread while the rest downloads, instead of each
    // function on the main thread at its first call. Measured on a cold load of the editor
    // (bench, Chromium 156): the main thread's lazy compiling went from about 19 ms to 3 ms and
    // React's first render from about 90 to 55 ms. Only these chunks: a site page's
    // route-split code runs a small part of what it holds. The comment works only as the
    // file's first line, so it is written once Vite has put its own first line in
    // (`__vite__mapDeps`) and the compressed copies are made again from the final code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !EAGER_CHUNKS.has(chunk.name)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          for (const [suffix, compress] of COMPRESSED_COPIES) {
            const copy = bundle[`${chunk.fileName}${suffix}`];
            if (copy?.type === 'asset') copy.source = compress(Buffer.from(chunk.code));
          }
        }
      },
    },
    async buildEnd() {
      await init;
      const ids = [...this.getModuleIds()];
      const graph: Graph = {
        imported: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamic: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        exports: (id) => this.getModuleInfo(id)?.exports ?? [],
        code: (id) => this.getModuleInfo(id)?.code ?? null,
      };
      const siteEntry = ids.filter((id) => SITE_ENTRY.test(id));
      site = closure(graph, siteEntry);
      const first = ids.filter(
        (id) =>
          HEADER_WIDGETS.test(id) ||
          PRERENDERED_MODULES.some((module) =>
            id.replaceAll('\\', '/').endsWith(`/site/${module}`),
          ),
      );
      siteFirst = closure(graph, [...siteEntry, ...first]);
      siteLater = closure(graph, siteEntry, { except: EDITOR_PAGE });
      const editorEntry = ids.filter((id) => EDITOR_ENTRY.test(id));
      editor = closure(graph, editorEntry);
      editorLater = closure(graph, editorEntry, { except: NOTHING });
    },
  };
  const groups: CodeSplittingGroup[] = [
    // (With what the header's widgets and the prerendered pages share with the editor: they
    // load before a page is hydrated, and would otherwise load the editor's chunk with them.)
    { name: 'core', test: (id) => siteFirst.has(id) && editor.has(id), priority: 5 },
    // What the editor's page loads later (its toasts, the photo fields' tools) of what the
    // site loads first: never in 'app', which holds the site's entry (loading it would start
    // the whole site over the editor), nor in 'shell', which imports 'app'. The site's part
    // the site's entry imports; the header widgets' part, the widgets once drawn.
    { name: 'site-later', test: (id) => site.has(id) && editorLater.has(id), priority: 4 },
    { name: 'widgets-later', test: (id) => siteFirst.has(id) && editorLater.has(id), priority: 3 },
    { name: 'app', test: (id) => site.has(id), priority: 3 },
    // What the editor needs and another page of the site loads later (a form's fields): those
    // pages load this chunk, not the editor's.
    { name: 'editor-shared', test: (id) => editor.has(id) && siteLater.has(id), priority: 3 },
    // The art's drawing (domain/src/templates/), which only the editor loads: a file of its own
    // beside the editor's, downloaded in parallel with it instead of making it the page's
    // second largest file (bench:editor, 9 runs each, the page linking no manifest: 1.89 s
    // against 2.00 s). Below 'editor-shared' (a module in both stays there: the site's forms
    // never load this chunk), above 'editor-app'.
    { name: 'editor-draw', test: (id) => editor.has(id) && ART_DRAWING.test(id), priority: 2.5 },
    { name: 'editor-app', test: (id) => editor.has(id), priority: 2 },
  ];
  return { plugin, groups };
}
