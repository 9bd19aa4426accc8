import { RouteGuard } from '../../../site/src/app/route-guard';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';

/** The staff console behind the app's route guard: a role not allowed is sent away. */
export function GuardedAdmin() {
  return (
    <RouteGuard>
      <AdminRoutes />
    </RouteGuard>
  );
}
