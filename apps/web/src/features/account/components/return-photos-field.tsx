import { RETURN_PHOTOS_MAX } from '@onsale/core/returns';
import { useId, useState, type ChangeEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useUploadPhoto } from '../api/upload-photo';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * Photos of the item, each uploaded as soon as it is chosen, up to five, each removable. `required`
 * when the reason needs one (damaged, wrong item): the hint says so.
 */
export function ReturnPhotosField({
  photos,
  required,
  error,
  onChange,
}: {
  photos: string[];
  required: boolean;
  error: string | undefined;
  onChange: (photos: string[]) => void;
}) {
  const id = useId();
  const upload = useUploadPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const room = RETURN_PHOTOS_MAX - photos.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(files.length > room ? `Please add at most ${RETURN_PHOTOS_MAX} photos` : null);
    const added: string[] = [];
    for (const file of files.slice(0, room)) {
      try {
        added.push((await upload.mutateAsync(file)).url);
      } catch (failure) {
        setProblem(messageOf(failure, 'The photo could not be uploaded. Please try again.'));
        break;
      }
    }
    if (added.length > 0) onChange([...photos, ...added]);
  };

  const shown = problem ?? error;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={`${id}-file`}>
        Photos{required ? '' : ' (optional)'}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        multiple
        accept={ACCEPTED_IMAGES}
        className={`form-control ${shown ? 'is-invalid' : ''}`}
        disabled={room <= 0 || upload.isPending}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void onFiles(event)}
      />
      <div id={`${id}-hint`} className={shown ? 'invalid-feedback d-block' : 'form-text'}>
        {shown ??
          (required
            ? `A photo that shows the problem is needed for a damaged or wrong item. Up to ${RETURN_PHOTOS_MAX} photos.`
            : `Up to ${RETURN_PHOTOS_MAX} photos of the item.`)}
      </div>
      {upload.isPending && (
        <div className="small text-body-secondary mt-1" role="status">
          Uploading…
        </div>
      )}
      {photos.length > 0 && (
        <ul className="return-photos mt-2" aria-label="Your photos">
          {photos.map((url, index) => (
            <li key={url} className="d-flex flex-column align-items-center gap-1">
              <img src={url} alt={`Photo ${index + 1}`} />
              <button
                type="button"
                className="btn btn-sm btn-link text-danger p-0"
                onClick={() => onChange(photos.filter((photo) => photo !== url))}
              >
                Remove<span className="visually-hidden"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
