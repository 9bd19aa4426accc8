import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The payment provider's real v2.0 postbacks (api/src/purchases/fixtures, see its README)
// with the buyer, transaction and offer of a journey, sent now: a delivery id of its own and
// the time it was sent (creation_date, which dates the purchase in the account's history).

export type PostbackSample = 'purchase-approved' | 'purchase-refunded';

export function providerPostback(
  sample: PostbackSample,
  buyer: { email: string; transaction: string; offer: string },
): unknown {
  const url = new URL(`../../api/src/purchases/fixtures/${sample}.json`, import.meta.url);
  const body = JSON.parse(readFileSync(url, 'utf8'));
  body.data.buyer.email = buyer.email;
  body.data.purchase.transaction = buyer.transaction;
  body.data.purchase.offer.code = buyer.offer;
  body.id = randomUUID();
  body.creation_date = Date.now();
  return body;
}

/** Posts a postback to a stack's webhook as the provider does: the token in X-HOTMART-HOTTOK. */
export async function postPostback(stackUrl: string, token: string, body: unknown) {
  const res = await fetch(`${stackUrl}/api/webhooks/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hotmart-hottok': token },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
