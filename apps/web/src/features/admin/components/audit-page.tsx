import { useId } from 'react';
import { useListParams } from '../../../components/ui/list-page';
import { useAuditLog } from '../api/get-audit-log';
import { actionText, formatDateTime } from './format';
import { AdminListTable, ListSearch } from './list-controls';
import { PageHeader } from './page-header';

/** The audit log: every admin's and seller's change, newest first — who, what, when and which record. */
export function AuditPage() {
  const id = useId();
  const { params, page, go } = useListParams();
  const action = params.get('action') ?? '';
  const entity = params.get('entity') ?? '';
  const actor = params.get('actor') ?? '';
  const log = useAuditLog({
    action: action || undefined,
    entity: entity || undefined,
    actor: actor || undefined,
    page,
  });
  const choices = log.data;
  return (
    <>
      <PageHeader title="Audit log" />
      <div className="d-flex flex-wrap gap-2 mb-3 align-items-end">
        <div>
          <label htmlFor={`${id}-action`} className="form-label small mb-1">
            Action
          </label>
          <select
            id={`${id}-action`}
            className="form-select form-select-sm"
            value={action}
            onChange={(event) => go({ action: event.target.value || undefined, page: undefined })}
          >
            <option value="">All actions</option>
            {(choices?.actions ?? (action ? [action] : [])).map((value) => (
              <option key={value} value={value}>
                {actionText(value)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-entity`} className="form-label small mb-1">
            Record
          </label>
          <select
            id={`${id}-entity`}
            className="form-select form-select-sm"
            value={entity}
            onChange={(event) => go({ entity: event.target.value || undefined, page: undefined })}
          >
            <option value="">All records</option>
            {(choices?.entities ?? (entity ? [entity] : [])).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <ListSearch
          q={actor}
          label="Who acted"
          placeholder="E-mail of who acted"
          onSearch={(actor) => go({ actor, page: undefined })}
        />
      </div>
      <AdminListTable
        query={log}
        loadingLabel="Loading the audit log…"
        empty="No changes match."
        head={
          <>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Record</th>
          </>
        }
        row={(entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <td className="text-nowrap">{formatDateTime(entry.createdAt)}</td>
            <td>{entry.actorEmail ?? 'System'}</td>
            <td>{actionText(entry.action)}</td>
            <td>
              {entry.entity}
              {entry.entityId && <div className="small text-muted text-break">{entry.entityId}</div>}
            </td>
          </tr>
        )}
      />
    </>
  );
}
