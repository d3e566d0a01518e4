import { SYNONYMS_MAX_LENGTH, type SearchSynonymList } from '@onsale/core/contracts/admin';
import { formatCount } from '@onsale/core/numbers';
import { useId, useState } from 'react';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { messageOf } from '../../../lib/api-client';
import { useDeleteSearchSynonyms } from '../api/delete-search-synonyms';
import { useSearchQueries } from '../api/get-search-queries';
import { useSearchSynonyms } from '../api/get-search-synonyms';
import { useSaveSearchSynonyms } from '../api/save-search-synonyms';
import { AdminListTable } from './list-controls';
import { FlashMessages, PageHeader } from './page-header';
import { useDraftForm } from './use-draft-form';
import { useFlash } from './use-flash';

/** An existing list's phrases, changed in a dialog. */
function SynonymsForm({
  list,
  onClose,
  onSaved,
}: {
  list: SearchSynonymList;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveSearchSynonyms();
  const { values, setValues, failure, submit } = useDraftForm(
    { id: list.id, terms: list.terms },
    (values) => save.mutateAsync({ id: list.id, values: { terms: values.terms } }),
    () => 'Synonym list',
    onSaved,
  );
  const termsId = useId();
  return (
    <FormDialog
      title="Edit synonym list"
      failure={failure}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <label htmlFor={termsId} className="form-label">
        Phrases
      </label>
      <input
        id={termsId}
        className="form-control"
        value={values.terms}
        maxLength={SYNONYMS_MAX_LENGTH}
        onChange={(e) => setValues({ ...values, terms: e.target.value })}
      />
      <div className="form-text">Separate the phrases with commas.</div>
    </FormDialog>
  );
}

/**
 * Search: the synonym lists a shopper's search applies (a search for one phrase of a list finds
 * products holding any of them), and what shoppers searched for in the last 30 days, those that
 * found nothing first.
 */
export function SearchPage() {
  const synonyms = useSearchSynonyms();
  const queries = useSearchQueries();
  const save = useSaveSearchSynonyms();
  const remove = useDeleteSearchSynonyms();
  const flash = useFlash();
  const [terms, setTerms] = useState('');
  const [editing, setEditing] = useState<SearchSynonymList | null>(null);
  const deleting = useConfirm<SearchSynonymList>(messageOf);
  const termsId = useId();

  const add = async () => {
    try {
      await save.mutateAsync({ values: { terms } });
      flash.succeed('Synonym list added');
      setTerms('');
    } catch (error) {
      flash.fail(messageOf(error));
    }
  };

  return (
    <>
      <PageHeader title="Search" />
      <FlashMessages flash={flash} />
      <section className="mb-4" aria-labelledby={`${termsId}-synonyms`}>
        <h2 id={`${termsId}-synonyms`} className="h6">
          Synonyms
        </h2>
        <p className="small text-muted mb-2">
          A search for one phrase of a list finds the products holding any phrase of it, at once.
        </p>
        <form
          className="card shadow-sm mb-3"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
          noValidate
        >
          <div className="card-body d-flex flex-wrap gap-2 align-items-end">
            <div className="flex-grow-1">
              <label htmlFor={termsId} className="form-label">
                New synonym list
              </label>
              <input
                id={termsId}
                className="form-control"
                value={terms}
                maxLength={SYNONYMS_MAX_LENGTH}
                placeholder="sneakers, trainers"
                onChange={(e) => setTerms(e.target.value)}
              />
            </div>
            <button type="submit" className="btn btn-accent" disabled={save.isPending || terms.trim() === ''}>
              Add list
            </button>
          </div>
        </form>
        <AdminListTable
          query={synonyms}
          loadingLabel="Loading synonym lists…"
          empty="No synonym lists yet: a search finds only the words typed."
          head={
            <>
              <th scope="col">Phrases</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </>
          }
          row={(list) => (
            <tr key={list.id}>
              <td>{list.terms}</td>
              <td className="text-end text-nowrap">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary me-2"
                  aria-label={`Edit ${list.terms}`}
                  onClick={() => setEditing(list)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Delete ${list.terms}`}
                  onClick={() => deleting.ask(list)}
                >
                  Delete
                </button>
              </td>
            </tr>
          )}
        />
      </section>
      <section aria-labelledby={`${termsId}-queries`}>
        <h2 id={`${termsId}-queries`} className="h6">
          What shoppers could not find
        </h2>
        <p className="small text-muted mb-2">
          The searches of the last 30 days: those that found nothing first, then the most made.
        </p>
        <AdminListTable
          query={queries}
          loadingLabel="Loading searches…"
          empty="No searches yet."
          head={
            <>
              <th scope="col">Search</th>
              <th scope="col" className="text-end">
                Searches
              </th>
              <th scope="col" className="text-end">
                Products found
              </th>
            </>
          }
          row={(query) => (
            <tr key={query.query}>
              <td className="fw-semibold">{query.query}</td>
              <td className="text-end">{formatCount(query.searches)}</td>
              <td className="text-end">
                {query.results === 0 ? (
                  <span className="badge text-bg-warning">Nothing found</span>
                ) : (
                  formatCount(query.results)
                )}
              </td>
            </tr>
          )}
        />
      </section>
      {editing && (
        <SynonymsForm
          list={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            flash.succeed(message);
          }}
        />
      )}
      {deleting.item && (
        <ConfirmDialog
          title="Delete synonym list"
          confirmLabel="Delete"
          busy={remove.isPending}
          failure={deleting.failure}
          onClose={deleting.close}
          onConfirm={() =>
            void deleting.confirm(async (list) => {
              await remove.mutateAsync(list.id);
              flash.succeed('Synonym list deleted');
            })
          }
        >
          Delete the list <strong>{deleting.item.terms}</strong>? Searches no longer take its phrases as one.
        </ConfirmDialog>
      )}
    </>
  );
}
