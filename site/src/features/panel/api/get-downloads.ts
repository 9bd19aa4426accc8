// The downloads resource is shared with the home (lib/queries/downloads.ts); the monthly
// counter is the session's (lib/session/entitlements.ts).

export { type Download, useDownloads } from '../../../lib/queries/downloads';
export { downloadsThisMonth } from '../../../lib/session/entitlements';
