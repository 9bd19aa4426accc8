export {
  AFFILIATE_HOST_SOURCE_PARAM,
  ATTRIBUTION_PARAMS,
  type Attribution,
  type AttributionParam,
  CHECKOUT_AFFILIATE_HOST,
  CHECKOUT_PAY_HOST,
  type CheckoutHosts,
  captureAttribution,
  checkoutUrl,
  mergeAttribution,
  PAY_HOST_SOURCE_PARAM,
} from './attribution';
export { parseQuery, type SearchParamsLike } from './query';
