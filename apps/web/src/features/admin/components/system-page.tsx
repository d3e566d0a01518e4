import {
  SYSTEM_REFRESH_SECONDS,
  type FailedEmail,
  type FailedJob,
  type SystemNode,
  type SystemStatus,
} from '@onsale/core/contracts/system';
import { formatCount } from '@onsale/core/numbers';
import { countOf } from '@onsale/core/plural';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RowsTable } from '../../../components/ui/list-page';
import { ErrorState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useRetryEmail } from '../api/retry-email';
import { useRetryJob, useSystemStatus } from '../api/system';
import { formatDateTime } from './format';
import { FlashMessages, PageHeader } from './page-header';
import { agoText, cacheText, formatDuration, formatMegabytes, formatMilliseconds, secondsBefore } from './system-text';
import { useFlash } from './use-flash';
import './system.css';

const TABLE = {
  // (positioned: a visually hidden header of a column past a phone's width stays inside the scroll)
  wrapperClassName: 'table-responsive position-relative bg-white rounded shadow-sm',
  tableClassName: 'table admin-table system-table mb-0',
};

/**
 * /admin/system: what the operators of a running shop watch, read again every
 * SYSTEM_REFRESH_SECONDS: each node and whether it answers, the database, Redis and the media
 * store, the background jobs and the e-mail outbox (a failed one can go again), the last errors.
 */
export function SystemPage() {
  const system = useSystemStatus();

  if (system.isPending)
    return (
      <>
        <PageHeader title="System" />
        <SystemSkeleton />
      </>
    );
  if (!system.data)
    return (
      <>
        <PageHeader title="System" />
        <ErrorState
          error={system.error}
          message={messageOf(system.error)}
          onRetry={() => void system.refetch()}
          retrying={system.isFetching}
        />
      </>
    );

  const status = system.data;
  return (
    <>
      <PageHeader title="System">
        <p className="small text-muted mb-0">
          Checked at{' '}
          <time dateTime={status.checkedAt} title={status.checkedAt}>
            {formatDateTime(status.checkedAt)}
          </time>
          , again every {SYSTEM_REFRESH_SECONDS} s
        </p>
      </PageHeader>
      {system.isError && (
        // A refresh failed: what was read last stays on screen, said to be old.
        <div className="alert alert-warning py-2" role="alert">
          <strong>Not up to date.</strong> {messageOf(system.error)} What shows was checked at{' '}
          {formatDateTime(status.checkedAt)}.
        </div>
      )}
      <NodesSection nodes={status.nodes} checkedAt={status.checkedAt} />
      <ServicesSection status={status} />
      <JobsSection jobs={status.jobs} checkedAt={status.checkedAt} />
      <OutboxSection outbox={status.outbox} checkedAt={status.checkedAt} />
      <ErrorsSection errors={status.errors} nodes={status.nodes} />
    </>
  );
}

/** A node as the operator knows it: the machine and the process. */
const nodeName = (node: Pick<SystemNode, 'hostname' | 'pid'>) => (
  <>
    <span className="fw-semibold text-nowrap">{node.hostname}</span>{' '}
    <span className="text-muted text-nowrap">pid {node.pid}</span>
  </>
);

function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mb-5" aria-labelledby={id}>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h2 className="h5 mb-0" id={id}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function NodesSection({ nodes, checkedAt }: { nodes: SystemNode[]; checkedAt: string }) {
  const alive = nodes.filter((node) => node.alive).length;
  const silent = nodes.length - alive;
  return (
    <Section
      id="system-nodes"
      title="Nodes"
      aside={
        <span className="small text-muted">
          {countOf(alive, 'node')} alive{silent > 0 && `, ${formatCount(silent)} not answering`}
        </span>
      }
    >
      <RowsTable
        {...TABLE}
        rows={nodes}
        empty="No node has reported yet."
        head={
          <>
            <th scope="col">Node</th>
            <th scope="col">State</th>
            <th scope="col">Version</th>
            <th scope="col">Up for</th>
            <th scope="col">Memory</th>
            <th scope="col">Event-loop delay</th>
            <th scope="col">Caches</th>
          </>
        }
        row={(node) => (
          <tr key={node.id} data-testid="system-node">
            <td>
              {nodeName(node)}
              {node.thisNode && (
                <>
                  {' '}
                  <span className="badge text-bg-secondary ms-1">This node</span>
                </>
              )}
            </td>
            <td>
              {node.alive ? (
                <span className="badge text-bg-success">Alive</span>
              ) : (
                <>
                  <span className="badge text-bg-danger">Not answering</span>
                  <div className="small text-muted text-nowrap">last heard {agoText(checkedAt, node.heartbeatAt)}</div>
                </>
              )}
            </td>
            <td className="small">{node.version}</td>
            <td className="text-nowrap" title={`Started ${formatDateTime(node.startedAt)}`}>
              {formatDuration(node.uptimeSeconds)}
            </td>
            <td className="small text-nowrap">
              <div>RSS {formatMegabytes(node.rssBytes)}</div>
              <div className="text-muted">heap {formatMegabytes(node.heapUsedBytes)}</div>
            </td>
            <td className="text-nowrap">{formatMilliseconds(node.eventLoopDelayMs)}</td>
            <td className="small">
              {node.caches.length === 0 ? (
                <span className="text-muted">None</span>
              ) : (
                <ul className="list-unstyled mb-0">
                  {node.caches.map((cache) => (
                    <li key={cache.name} className="text-nowrap">
                      {cacheText(cache)}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        )}
      />
    </Section>
  );
}

interface Probe {
  reachable: boolean;
  latencyMs: number | null;
  error: string | null;
}

/** One thing every node depends on: reachable or not, how fast, and why not. */
function ServiceCard({
  id,
  title,
  probe,
  facts,
}: {
  id: string;
  title: string;
  /** null: not configured */
  probe: Probe | null;
  facts: [string, string][];
}) {
  return (
    <div className="col-12 col-md-4">
      <section className="card shadow-sm h-100" aria-labelledby={id}>
        <div className="card-body">
          <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
            <h3 className="h6 mb-0" id={id}>
              {title}
            </h3>
            {probe === null ? (
              <span className="badge text-bg-secondary">Not configured</span>
            ) : probe.reachable ? (
              <span className="badge text-bg-success">Reachable</span>
            ) : (
              <span className="badge text-bg-danger">Unreachable</span>
            )}
          </div>
          {facts.length > 0 && (
            <dl className="system-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {probe?.error && <p className="small text-danger text-break mt-2 mb-0">{probe.error}</p>}
        </div>
      </section>
    </div>
  );
}

const roundTrip = (probe: Probe): [string, string][] =>
  probe.latencyMs === null ? [] : [['Round trip', formatMilliseconds(probe.latencyMs)]];

function ServicesSection({ status }: { status: SystemStatus }) {
  const { database, redis, media } = status;
  return (
    <Section id="system-services" title="Services">
      <div className="row g-3">
        <ServiceCard
          id="system-database"
          title="Database"
          probe={database}
          facts={[
            ['Kind', database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded'],
            ...roundTrip(database),
            ...(database.pool
              ? ([
                  [
                    'Pool',
                    `${formatCount(database.pool.total)} open, ${formatCount(database.pool.idle)} idle, ${formatCount(database.pool.waiting)} waiting`,
                  ],
                ] as [string, string][])
              : []),
          ]}
        />
        <ServiceCard
          id="system-redis"
          title="Redis"
          probe={redis}
          facts={redis ? roundTrip(redis) : [['Rate limits', 'Counted on each node']]}
        />
        <ServiceCard
          id="system-media"
          title="Media store"
          probe={media}
          facts={[['Kind', media.kind === 's3' ? 'S3' : 'Disk'], ...roundTrip(media)]}
        />
      </div>
    </Section>
  );
}

/** How long the oldest of a queue has waited, as of the answer's time: "3 min", or "—" when none waits. */
const waited = (checkedAt: string, since: string | null) =>
  since === null ? '—' : formatDuration(secondsBefore(checkedAt, since));

/** A failure's last cell: its button to try it again, held while that try is on its way. */
function RetryCell({ label, pending, onClick }: { label: string; pending: boolean; onClick: () => void }) {
  return (
    <td className="text-end">
      <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" disabled={pending} onClick={onClick}>
        {label}
      </button>
    </td>
  );
}

function JobsSection({ jobs, checkedAt }: { jobs: SystemStatus['jobs']; checkedAt: string }) {
  const retry = useRetryJob();
  // Said beside the list whose button was pressed, not at the top of a long page.
  const flash = useFlash();
  const tryAgain = async (job: FailedJob) => {
    try {
      await retry.mutateAsync(job.id);
      flash.succeed('Job queued again');
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  return (
    <Section id="system-jobs" title="Jobs">
      <RowsTable
        {...TABLE}
        rows={jobs.kinds}
        empty="No jobs queued, running or failed."
        head={
          <>
            <th scope="col">Kind</th>
            <th scope="col" className="text-end">
              Queued
            </th>
            <th scope="col" className="text-end">
              Running
            </th>
            <th scope="col" className="text-end">
              Failed
            </th>
            <th scope="col">Oldest waiting</th>
          </>
        }
        row={(kind) => (
          <tr key={kind.kind} data-testid="system-job-kind">
            <td className="font-monospace small text-nowrap">{kind.kind}</td>
            <td className="text-end">{formatCount(kind.queued)}</td>
            <td className="text-end">{formatCount(kind.running)}</td>
            <td className={`text-end ${kind.failed > 0 ? 'text-danger fw-semibold' : ''}`}>
              {formatCount(kind.failed)}
            </td>
            <td className="text-nowrap">{waited(checkedAt, kind.oldestQueuedAt)}</td>
          </tr>
        )}
      />
      <h3 className="h6 mt-4">Failed jobs</h3>
      <FlashMessages flash={flash} />
      <RowsTable
        {...TABLE}
        rows={jobs.failures}
        empty="No failed jobs"
        head={
          <>
            <th scope="col">Kind</th>
            <th scope="col" className="text-end">
              Attempts
            </th>
            <th scope="col">Error</th>
            <th scope="col">Failed</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(job) => (
          <tr key={job.id} data-testid="system-failed-job">
            <td className="font-monospace small text-nowrap">{job.kind}</td>
            <td className="text-end">{formatCount(job.attempts)}</td>
            <td className="small text-danger system-long-text">{job.error ?? '—'}</td>
            <td className="small text-nowrap">{job.failedAt ? formatDateTime(job.failedAt) : '—'}</td>
            <RetryCell
              label="Try again"
              pending={retry.isPending && retry.variables === job.id}
              onClick={() => void tryAgain(job)}
            />
          </tr>
        )}
      />
    </Section>
  );
}

function OutboxSection({ outbox, checkedAt }: { outbox: SystemStatus['outbox']; checkedAt: string }) {
  const retry = useRetryEmail();
  const flash = useFlash();
  const sendAgain = async (email: FailedEmail) => {
    try {
      await retry.mutateAsync(email.id);
      flash.succeed(`The e-mail to ${email.recipient} is queued again`);
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  return (
    <Section
      id="system-outbox"
      title="E-mail outbox"
      aside={
        <Link to="/admin/emails" className="small link-accent">
          Every e-mail
        </Link>
      }
    >
      <dl className="system-facts bg-white rounded shadow-sm p-3 mb-3" data-testid="system-outbox-counts">
        <div>
          <dt>Pending</dt>
          <dd>{formatCount(outbox.pending)}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd className={outbox.failed > 0 ? 'text-danger' : undefined}>{formatCount(outbox.failed)}</dd>
        </div>
        <div>
          <dt>Oldest pending</dt>
          <dd>{outbox.oldestPendingAt === null ? '—' : `waiting ${waited(checkedAt, outbox.oldestPendingAt)}`}</dd>
        </div>
      </dl>
      <h3 className="h6">Failed e-mails</h3>
      <FlashMessages flash={flash} />
      <RowsTable
        {...TABLE}
        rows={outbox.failures}
        empty="No failed e-mails"
        head={
          <>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col" className="text-end">
              Attempts
            </th>
            <th scope="col">Error</th>
            <th scope="col">Failed</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(email) => (
          <tr key={email.id} data-testid="system-failed-email">
            <td className="text-nowrap">{email.recipient}</td>
            <td className="system-long-text">
              {email.subject}
              <div className="small text-muted">{email.kind}</div>
            </td>
            <td className="text-end">{formatCount(email.attempts)}</td>
            <td className="small text-danger system-long-text">{email.error ?? '—'}</td>
            <td className="small text-nowrap">{formatDateTime(email.failedAt)}</td>
            <RetryCell
              label="Send again"
              pending={retry.isPending && retry.variables === email.id}
              onClick={() => void sendAgain(email)}
            />
          </tr>
        )}
      />
    </Section>
  );
}

function ErrorsSection({ errors, nodes }: { errors: SystemStatus['errors']; nodes: SystemNode[] }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return (
    <Section id="system-errors" title="Last errors">
      <RowsTable
        {...TABLE}
        rows={errors}
        empty="No errors logged"
        head={
          <>
            <th scope="col">Time</th>
            <th scope="col">Node</th>
            <th scope="col">Message</th>
            <th scope="col">Request id</th>
            <th scope="col">Request</th>
          </>
        }
        row={(error) => {
          const node = byId.get(error.nodeId);
          return (
            <tr key={`${error.at}-${error.nodeId}-${error.requestId ?? error.message}`} data-testid="system-error">
              <td className="small text-nowrap">{formatDateTime(error.at)}</td>
              <td className="small">
                {node ? nodeName(node) : <span className="font-monospace text-break">{error.nodeId}</span>}
              </td>
              <td className="small system-long-text">{error.message}</td>
              <td className="small">
                {error.requestId ? (
                  <code className="user-select-all text-nowrap">{error.requestId}</code>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className="small system-long-text">
                {error.method || error.url ? (
                  <span className="font-monospace">
                    {error.method} {error.url}
                  </span>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
            </tr>
          );
        }}
      />
    </Section>
  );
}

/** The page's shape while its first answer is on its way. */
function SystemSkeleton() {
  const line = (width: number) => <span className={`placeholder col-${width} d-block mb-2`} />;
  return (
    <div className="placeholder-glow" role="status" data-testid="system-skeleton">
      <span className="visually-hidden">Loading the system's state…</span>
      <div aria-hidden="true">
        <div className="bg-white rounded shadow-sm p-3 mb-5">
          {line(12)}
          {line(10)}
          {line(11)}
        </div>
        <div className="row g-3 mb-5">
          {[1, 2, 3].map((card) => (
            <div key={card} className="col-12 col-md-4">
              <div className="card shadow-sm">
                <div className="card-body">
                  {line(6)}
                  {line(9)}
                  {line(7)}
                </div>
              </div>
            </div>
          ))}
        </div>
        <div className="bg-white rounded shadow-sm p-3">
          {line(12)}
          {line(8)}
        </div>
      </div>
    </div>
  );
}
