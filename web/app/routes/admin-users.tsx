import { UsersPanel } from "@web/features/users/components/users-panel";
import { AdminPage } from "../admin-page";

/** /admin/users: user management for admins (issue 13). */
export default function AdminUsersRoute() {
  return <AdminPage>{(user) => <UsersPanel currentUserId={user.id} />}</AdminPage>;
}
