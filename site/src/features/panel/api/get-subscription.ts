import { useQuery } from '@tanstack/react-query';
import { getSubscriptionQueryOptions } from '../../../lib/queries/subscription';

export {
  getSubscription,
  getSubscriptionQueryOptions,
  type SubscriptionResponse,
} from '../../../lib/queries/subscription';

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
