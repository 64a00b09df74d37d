import { ADMIN_TABS } from '@/app/admin-tabs';
import AdminPage from '@/features/admin/pages/admin-page';

/** /admin with the tabs the app composes from the features (app/admin-tabs.tsx). */
export default function AdminRoute() {
  return <AdminPage tabs={ADMIN_TABS} />;
}
