/**
 * Import directions of ../shared/design/ARCHITECTURE.md, enforced on every `npm run lint`.
 *   ui     → nothing of ours        domain → nothing of ours
 *   site   → ui, domain             api    → domain
 *   bff    → domain (and api/ only from its embedded-upstream starter)
 * Inside site/: shared (lib, config, components) → features → app, and a feature never
 * reaches into another feature.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-imports-nothing-of-ours',
      comment: 'ui/ is published for other ministry tools: React, Ark UI and vanilla-extract only.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(domain|site|bff|api)/' },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment:
        'domain/ is pure rules and schemas: it imports none of the other workspaces (its packages: valibot, and qrcode for the PIX code of the arts).',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(ui|site|bff|api)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ does no I/O: no Node built-ins.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'site-imports-ui-and-domain-only',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^(bff|api)/' },
    },
    {
      name: 'api-imports-domain-only',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(ui|site|bff)/' },
    },
    {
      name: 'bff-imports-domain-only',
      comment: 'The BFF talks HTTP to its upstream; only the embedded starter may load api/.',
      severity: 'error',
      from: { path: '^bff/', pathNot: '^bff/src/upstream/embedded-api\\.ts$' },
      to: { path: '^(ui|site|api)/' },
    },
    {
      name: 'features-do-not-reach-into-each-other',
      comment: 'What two features share moves to site/src/lib or domain/.',
      severity: 'error',
      from: { path: '^site/src/features/([^/]+)/' },
      to: { path: '^site/src/features/', pathNot: '^site/src/features/$1/' },
    },
    {
      name: 'shared-does-not-import-features-or-app',
      severity: 'error',
      from: { path: '^site/src/(lib|config|components)/' },
      to: { path: '^site/src/(features|app)/' },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^site/src/features/' },
      to: { path: '^site/src/app/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|node_modules|data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
