import { EMAIL_STATUSES } from '@onsale/core/contracts/admin';
import { useListParams } from '../../../components/ui/list-page';
import { useEmails } from '../api/get-emails';
import { useRetryEmail } from '../api/retry-email';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from './format';
import { AdminListTable, FilterPills } from './list-controls';
import { FlashMessages, PageHeader } from './page-header';
import { useFlash } from './use-flash';

const FILTERS = ['all', ...EMAIL_STATUSES] as const;
const BADGE = { pending: 'text-bg-warning', sent: 'text-bg-success', failed: 'text-bg-danger' } as const;

/** The e-mail outbox: what was sent, what waits, what failed and why; failed ones can go again. */
export function EmailsPage() {
  const { params, page, link } = useListParams();
  const status = (FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as (typeof FILTERS)[number])
    : 'all';
  const emails = useEmails({ status, page });
  const retry = useRetryEmail();
  const flash = useFlash();

  const again = async (id: number, recipient: string) => {
    try {
      await retry.mutateAsync(id);
      flash.succeed(`The e-mail to ${recipient} is queued again`);
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  return (
    <>
      <PageHeader title="E-mails" />
      <FlashMessages flash={flash} />
      <FilterPills values={FILTERS} current={status} param="status" link={link} className="mb-3" />
      <AdminListTable
        query={emails}
        loadingLabel="Loading e-mails…"
        empty={`No e-mails ${status === 'all' ? 'yet' : status}.`}
        head={
          <>
            <th scope="col">Queued</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(e) => (
          <tr key={e.id}>
            <td className="small text-nowrap">{formatDateTime(e.createdAt)}</td>
            <td>{e.recipient}</td>
            <td>
              {e.subject}
              <div className="small text-muted">{e.kind}</div>
            </td>
            <td>
              <span className={`badge ${BADGE[e.status]} text-capitalize`}>{e.status}</span>
              {e.lastError && e.status !== 'sent' && <div className="small text-danger">{e.lastError}</div>}
              {e.sentAt && <div className="small text-muted">{formatDateTime(e.sentAt)}</div>}
            </td>
            <td>{e.attempts}</td>
            <td className="text-end">
              {e.status === 'failed' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={retry.isPending}
                  onClick={() => void again(e.id, e.recipient)}
                >
                  Retry
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}
