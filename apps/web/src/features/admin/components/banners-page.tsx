import type { AdminBanner } from '@onsale/core/contracts/admin';
import { useId, useState } from 'react';
import { ListStates } from '../../../components/ui/list-page';
import { useDeleteBanner } from '../api/delete-banner';
import { useAdminBanners } from '../api/get-admin-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useSaveBanner } from '../api/save-banner';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { messageOf } from '../../../lib/api-client';
import { OrderedRowActions, useMoveAmong } from './ordered-rows';
import { FlashMessages, PageHeader } from './page-header';
import { useDraftForm } from './use-draft-form';
import { useFlash } from './use-flash';

type Draft = Omit<AdminBanner, 'id' | 'position' | 'link'> & { id?: string; link: string };

function BannerForm({
  draft,
  onClose,
  onSaved,
}: {
  draft: Draft;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveBanner();
  const { values, setValues, failure, submit } = useDraftForm(
    draft,
    (values) =>
      save.mutateAsync({
        id: draft.id,
        values: {
          title: values.title,
          description: values.description,
          image: values.image,
          link: values.link || null,
          active: values.active,
        },
      }),
    (values) => values.title,
    onSaved,
  );
  const ids = { title: useId(), description: useId(), image: useId(), link: useId(), active: useId() };
  return (
    <FormDialog
      title={draft.id ? 'Edit banner' : 'New banner'}
      failure={failure}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="mb-3">
        <label htmlFor={ids.title} className="form-label">
          Title
        </label>
        <input
          id={ids.title}
          className="form-control"
          value={values.title}
          onChange={(e) => setValues({ ...values, title: e.target.value })}
        />
      </div>
      <div className="mb-3">
        <label htmlFor={ids.description} className="form-label">
          Description
        </label>
        <input
          id={ids.description}
          className="form-control"
          value={values.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
        />
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
      <div className="mb-3">
        <label htmlFor={ids.link} className="form-label">
          Link (optional)
        </label>
        <input
          id={ids.link}
          className="form-control"
          value={values.link}
          placeholder="/category/women"
          onChange={(e) => setValues({ ...values, link: e.target.value })}
        />
      </div>
      <div className="form-check form-switch">
        <input
          id={ids.active}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={values.active}
          onChange={(e) => setValues({ ...values, active: e.target.checked })}
        />
        <label htmlFor={ids.active} className="form-check-label">
          Shown on the home page
        </label>
      </div>
    </FormDialog>
  );
}

export function BannersPage() {
  const banners = useAdminBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const flash = useFlash();
  const [draft, setDraft] = useState<Draft | null>(null);
  const deleting = useConfirm<AdminBanner>(messageOf);
  const move = useMoveAmong(reorder, flash.fail);

  return (
    <>
      <PageHeader title="Banners">
        <button
          type="button"
          className="btn btn-sm btn-accent"
          onClick={() => setDraft({ title: '', description: '', image: '', link: '', active: true })}
        >
          New banner
        </button>
      </PageHeader>
      <FlashMessages flash={flash} />
      <ListStates query={banners} loadingLabel="Loading banners…" empty="No banners yet: the home page shows none.">
        {({ data: list }) => (
          <ul className="list-group shadow-sm">
            {list.map((b, index) => (
              <li key={b.id} className="list-group-item d-flex flex-wrap align-items-center gap-3">
                <img src={b.image} alt="" className="admin-thumb" style={{ width: 96 }} />
                <div className="me-auto">
                  <div className="fw-semibold">{b.title}</div>
                  <div className="small text-muted">{b.description}</div>
                </div>
                <span className={`badge ${b.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {b.active ? 'Shown' : 'Hidden'}
                </span>
                <OrderedRowActions
                  name={b.title}
                  index={index}
                  count={list.length}
                  moving={reorder.isPending}
                  onMove={(by) => void move(list, index, by)}
                  onEdit={() =>
                    setDraft({
                      id: b.id,
                      title: b.title,
                      description: b.description,
                      image: b.image,
                      link: b.link ?? '',
                      active: b.active,
                    })
                  }
                  onDelete={() => deleting.ask(b)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {draft && (
        <BannerForm
          draft={draft}
          onClose={() => setDraft(null)}
          onSaved={(message) => {
            setDraft(null);
            flash.succeed(message);
          }}
        />
      )}
      {deleting.item && (
        <ConfirmDialog
          title="Delete banner"
          confirmLabel="Delete"
          busy={remove.isPending}
          failure={deleting.failure}
          onClose={deleting.close}
          onConfirm={() =>
            void deleting.confirm(async (banner) => {
              await remove.mutateAsync(banner.id);
              flash.succeed(`${banner.title} deleted`);
            })
          }
        >
          Delete the banner <strong>{deleting.item.title}</strong>?
        </ConfirmDialog>
      )}
    </>
  );
}
