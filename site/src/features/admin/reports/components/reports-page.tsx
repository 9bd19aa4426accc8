import { ReportsQueue } from './reports-queue';

/** /admin/denuncias (issue 19): the problem reports queue on its own page. */
export function ReportsPage() {
  return <ReportsQueue headingLevel={1} />;
}
