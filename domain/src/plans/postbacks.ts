// What the payment provider's postbacks did (issue 16): the values of the purchase ledger's
// and the delivery log's `result` columns (CHECK constraints of migration 0007).

/** What one ledger row (a transaction's event) did to an account. */
export const LEDGER_RESULTS = [
  // changed the account (plan granted, extended or removed; subscription cancelled)
  'applied',
  // waits for an account that proves it owns the buyer's e-mail
  'pending',
  // the offer and the plan name match no plan: kept for a person to resolve
  'unmatched',
  // kept, no change by design (a delay, a dispute, a second approval of one transaction)
  'recorded',
  // an approval of a transaction already refunded, charged back or cancelled: never granted
  'refused',
] as const;
export type LedgerResult = (typeof LEDGER_RESULTS)[number];

/** What one delivery (one POST of the provider) came to. */
export const DELIVERY_RESULTS = [
  ...LEDGER_RESULTS,
  // stored, not processed yet (or processing failed: the provider retries it)
  'received',
  // the same transaction and event again
  'duplicate',
  // an event this platform does not act on (club access, plan switch…)
  'ignored',
  // not a v2.0 postback: answered 400
  'invalid',
] as const;
export type DeliveryResult = (typeof DELIVERY_RESULTS)[number];
