import { Route, Switch } from 'wouter';
import { paths } from '../../../config/paths';
import { AdminDashboard } from './admin-dashboard';
import { AdminLayout } from './admin-layout';
import { AdminPage } from './admin-page';

/**
 * The admin area (platform §2.1, §6.3), inside the route guard that already applied the
 * role table: /admin is the dashboard, /admin/{page} each page.
 */
export function AdminRoutes() {
  return (
    <AdminLayout>
      <Switch>
        <Route path={paths.admin.path} component={AdminDashboard} />
        <Route path={paths.adminPage.path} component={AdminPage} />
        <Route component={AdminPage} />
      </Switch>
    </AdminLayout>
  );
}
