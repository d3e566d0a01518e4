import { countOf } from '@onsale/core/plural';
import type { AdminCategory } from '@onsale/core/contracts/admin';
import { useId, useState } from 'react';
import { ListStates } from '../../../components/ui/list-page';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { useReorderCategories } from '../api/reorder-categories';
import { useSaveCategory } from '../api/save-category';
import { useMarketplaceSizeCharts } from '../api/get-marketplace-size-charts';
import { useSetCategorySizeChart } from '../api/set-category-size-chart';
import { SizeChartsSection } from './size-charts-section';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { messageOf } from '../../../lib/api-client';
import { OrderedRowActions, useMoveAmong } from './ordered-rows';
import { FlashMessages, PageHeader } from './page-header';
import { useDraftForm } from './use-draft-form';
import { useFlash } from './use-flash';

interface Draft {
  id?: string;
  name: string;
  slug: string;
  parentId: string | null;
  image: string;
  hidden: boolean;
}

function CategoryForm({
  draft,
  tops,
  onClose,
  onSaved,
}: {
  draft: Draft;
  tops: AdminCategory[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveCategory();
  const { values, setValues, failure, submit } = useDraftForm(
    draft,
    (values) =>
      save.mutateAsync({
        id: draft.id,
        values: {
          name: values.name,
          slug: values.slug,
          parentId: values.parentId,
          image: values.image,
          hidden: values.hidden,
        },
      }),
    (values) => values.name,
    onSaved,
  );
  const ids = { name: useId(), slug: useId(), parent: useId(), image: useId(), hidden: useId() };
  return (
    <FormDialog
      title={draft.id ? 'Edit category' : 'New category'}
      failure={failure}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="mb-3">
        <label htmlFor={ids.name} className="form-label">
          Name
        </label>
        <input
          id={ids.name}
          className="form-control"
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          required
        />
      </div>
      <div className="mb-3">
        <label htmlFor={ids.slug} className="form-label">
          Address (slug)
        </label>
        <input
          id={ids.slug}
          className="form-control"
          value={values.slug}
          placeholder="made from the name when empty"
          onChange={(e) => setValues({ ...values, slug: e.target.value })}
        />
        <div className="form-text">The category page is /category/{values.slug || '…'}</div>
      </div>
      <div className="mb-3">
        <label htmlFor={ids.parent} className="form-label">
          Parent
        </label>
        <select
          id={ids.parent}
          className="form-select"
          value={values.parentId ?? ''}
          onChange={(e) => setValues({ ...values, parentId: e.target.value || null })}
        >
          <option value="">None (a top category)</option>
          {tops
            .filter((t) => t.id !== draft.id)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </select>
      </div>
      <div className="mb-3">
        <label htmlFor={ids.image} className="form-label">
          Image address
        </label>
        <input
          id={ids.image}
          className="form-control"
          value={values.image}
          placeholder="/media/… or https://…"
          onChange={(e) => setValues({ ...values, image: e.target.value })}
        />
      </div>
      <div className="form-check form-switch">
        <input
          id={ids.hidden}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={values.hidden}
          onChange={(e) => setValues({ ...values, hidden: e.target.checked })}
          aria-describedby={`${ids.hidden}-help`}
        />
        <label htmlFor={ids.hidden} className="form-check-label">
          Hidden from the shop
        </label>
        <div id={`${ids.hidden}-help`} className="form-text">
          Its products{values.parentId ? '' : ' and those of its sub-categories'} leave the storefront, search and the
          sitemap until it is shown again.
        </div>
      </div>
    </FormDialog>
  );
}

export function CategoriesPage() {
  const categories = useAdminCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const flash = useFlash();
  const [draft, setDraft] = useState<Draft | null>(null);
  const deleting = useConfirm<AdminCategory>(messageOf);
  const [moveTo, setMoveTo] = useState('');
  const moveId = useId();

  const all = categories.data ?? [];
  const tops = all.filter((c) => !c.parentId);
  const childrenOf = (id: string) => all.filter((c) => c.parentId === id);

  const move = useMoveAmong(reorder, flash.fail);
  const sizeCharts = useMarketplaceSizeCharts();
  const setSizeChart = useSetCategorySizeChart();
  const chooseSizeChart = (category: AdminCategory, sizeChartId: string) =>
    setSizeChart
      .mutateAsync({ id: category.id, sizeChartId: sizeChartId || null })
      .then(() =>
        flash.succeed(
          sizeChartId
            ? `${category.name} shows ${sizeCharts.data?.find((chart) => chart.id === sizeChartId)?.name ?? 'its size chart'} by default`
            : `${category.name} shows no size chart by default`,
        ),
      )
      .catch((error: unknown) => flash.fail(messageOf(error)));

  const rows = (siblings: AdminCategory[], depth: number) =>
    siblings.map((c, index) => (
      <li key={c.id} className="list-group-item">
        <div className="d-flex flex-wrap align-items-center gap-2" style={{ paddingLeft: depth * 24 }}>
          <span className="fw-semibold">{c.name}</span>
          <span className="small text-muted">/category/{c.slug}</span>
          <span className="badge text-bg-light border">{countOf(c.productCount, 'product')}</span>
          {c.hidden ? (
            <span className="badge text-bg-warning">Hidden from the shop</span>
          ) : (
            !c.inMenus && <span className="badge text-bg-light border">Not in the menus: no public products</span>
          )}
          <select
            className="form-select form-select-sm w-auto ms-auto"
            aria-label={`Size chart of ${c.name}`}
            value={c.defaultSizeChartId ?? ''}
            disabled={setSizeChart.isPending || !sizeCharts.isSuccess}
            onChange={(event) => void chooseSizeChart(c, event.target.value)}
          >
            <option value="">{depth === 0 ? 'No size chart' : 'Its top category’s size chart'}</option>
            {sizeCharts.data?.map((chart) => (
              <option key={chart.id} value={chart.id}>
                Size chart: {chart.name}
              </option>
            ))}
          </select>
          <OrderedRowActions
            name={c.name}
            index={index}
            count={siblings.length}
            moving={reorder.isPending}
            onMove={(by) => void move(siblings, index, by)}
            onEdit={() =>
              setDraft({ id: c.id, name: c.name, slug: c.slug, parentId: c.parentId, image: c.image, hidden: c.hidden })
            }
            onDelete={() => {
              setMoveTo('');
              deleting.ask(c);
            }}
            className="d-flex gap-1"
          />
        </div>
        {depth === 0 && childrenOf(c.id).length > 0 && (
          <ul className="list-group list-group-flush mt-2">{rows(childrenOf(c.id), 1)}</ul>
        )}
      </li>
    ));

  return (
    <>
      <PageHeader title="Categories">
        <button
          type="button"
          className="btn btn-sm btn-accent"
          onClick={() => setDraft({ name: '', slug: '', parentId: null, image: '', hidden: false })}
        >
          New category
        </button>
      </PageHeader>
      <FlashMessages flash={flash} />
      <ListStates query={categories} loadingLabel="Loading categories…" empty="No categories yet.">
        {() => <ul className="list-group shadow-sm">{rows(tops, 0)}</ul>}
      </ListStates>
      <SizeChartsSection onDone={flash.succeed} />
      {draft && (
        <CategoryForm
          draft={draft}
          tops={tops}
          onClose={() => setDraft(null)}
          onSaved={(message) => {
            setDraft(null);
            flash.succeed(message);
          }}
        />
      )}
      {deleting.item && (
        <ConfirmDialog
          title="Delete category"
          confirmLabel="Delete"
          busy={remove.isPending}
          failure={deleting.failure}
          onConfirm={() =>
            void deleting.confirm(async (category) => {
              const result = await remove.mutateAsync({ id: category.id, moveTo: moveTo || undefined });
              flash.succeed(
                result.data.movedProducts > 0
                  ? `${category.name} deleted; ${countOf(result.data.movedProducts, 'product')} moved`
                  : `${category.name} deleted`,
              );
            })
          }
          onClose={deleting.close}
        >
          {deleting.item.childCount > 0 ? (
            <p className="mb-0">
              <strong>{deleting.item.name}</strong> has sub-categories: delete or move them first.
            </p>
          ) : deleting.item.productCount > 0 ? (
            <>
              <p>
                <strong>{deleting.item.name}</strong> has {countOf(deleting.item.productCount, 'product')}. Choose where
                they go before it is deleted.
              </p>
              <label htmlFor={moveId} className="form-label">
                Move its products to
              </label>
              <select id={moveId} className="form-select" value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
                <option value="">Choose a category…</option>
                {all
                  .filter((c) => c.id !== deleting.item?.id)
                  .map((c) => ({
                    id: c.id,
                    label: c.parentId ? `${all.find((p) => p.id === c.parentId)?.name ?? ''} › ${c.name}` : c.name,
                  }))
                  .sort((a, b) => a.label.localeCompare(b.label, 'en'))
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label}
                    </option>
                  ))}
              </select>
            </>
          ) : (
            <p className="mb-0">
              Delete <strong>{deleting.item.name}</strong>?
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
