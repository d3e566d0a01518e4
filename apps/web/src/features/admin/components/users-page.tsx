import type { AdminUser } from '@onsale/core/contracts/admin';
import { useListParams } from '../../../components/ui/list-page';
import { useAdminUsers } from '../api/get-admin-users';
import { useSetUserStatus } from '../api/set-user-status';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from './format';
import { AdminListTable, FilterPills, ListSearch } from './list-controls';
import { FlashMessages, PageHeader } from './page-header';
import { useFlash } from './use-flash';

const STATUSES = ['all', 'active', 'blocked'] as const;

/** Buyers: search, block (signs them out everywhere at once) and unblock. */
export function UsersPage() {
  const { params, page, link, go } = useListParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as (typeof STATUSES)[number])
    : 'all';
  const q = params.get('q') ?? '';
  const users = useAdminUsers({ status, q: q || undefined, page });
  const setStatus = useSetUserStatus();
  const flash = useFlash();
  const blocking = useConfirm<AdminUser>(messageOf);

  const unblock = async (user: AdminUser) => {
    try {
      await setStatus.mutateAsync({ id: user.id, status: 'active' });
      flash.succeed(`${user.email} unblocked`);
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  return (
    <>
      <PageHeader title="Users" />
      <FlashMessages flash={flash} />
      <div className="d-flex flex-wrap gap-2 mb-3 align-items-center">
        <FilterPills values={STATUSES} current={status} param="status" link={link} />
        <ListSearch
          q={q}
          label="Search users"
          placeholder="Name, e-mail, username or phone"
          onSearch={(q) => go({ q, page: undefined })}
        />
      </div>
      <AdminListTable
        query={users}
        loadingLabel="Loading users…"
        empty="No users found."
        head={
          <>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
            <th scope="col">Orders</th>
            <th scope="col">Joined</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(u) => (
          <tr key={u.id}>
            <td>
              {u.firstName} {u.lastName}
              {u.isSeller && <span className="badge text-bg-light border ms-1">seller</span>}
              {u.username && <div className="small text-muted">@{u.username}</div>}
            </td>
            <td>{u.email}</td>
            <td>{u.phone}</td>
            <td>{u.orders}</td>
            <td className="text-nowrap">{formatDate(u.createdAt)}</td>
            <td>
              <span className={`badge ${u.status === 'blocked' ? 'text-bg-danger' : 'text-bg-success'}`}>
                {u.status === 'blocked' ? 'Blocked' : 'Active'}
              </span>
            </td>
            <td className="text-end">
              {u.status === 'blocked' ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-success"
                  disabled={setStatus.isPending}
                  onClick={() => void unblock(u)}
                  aria-label={`Unblock ${u.email}`}
                >
                  Unblock
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => blocking.ask(u)}
                  aria-label={`Block ${u.email}`}
                >
                  Block
                </button>
              )}
            </td>
          </tr>
        )}
      />
      {blocking.item && (
        <ConfirmDialog
          title="Block user"
          confirmLabel="Block"
          busy={setStatus.isPending}
          failure={blocking.failure}
          onConfirm={() =>
            void blocking.confirm(async (user) => {
              await setStatus.mutateAsync({ id: user.id, status: 'blocked' });
              flash.succeed(`${user.email} blocked and signed out`);
            })
          }
          onClose={blocking.close}
        >
          Block <strong>{blocking.item.email}</strong>? They are signed out everywhere at once and cannot sign in until
          unblocked.
        </ConfirmDialog>
      )}
    </>
  );
}
