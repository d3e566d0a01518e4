import { useId, useState, type ChangeEvent } from 'react';
import { messageOf } from '../../lib/api-client';
import './pictures-field.css';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export interface PicturesFieldProps {
  /** the field's label: "Photos (optional)", "Pictures" */
  label: string;
  /** what one picture is called in its alternative text and its Remove button: "Photo", "Picture" */
  noun: string;
  /** the list of thumbnails, for a screen reader: "Your photos" */
  listLabel: string;
  /** the addresses uploaded so far */
  pictures: string[];
  max: number;
  /** said under the field while nothing is wrong */
  hint: string;
  /** said when more files are chosen than there is room for */
  tooMany: string;
  /** said when an upload fails without the server's own words */
  uploadFailed: string;
  /** what is wrong with the field (the form's own check, or the server's) */
  error: string | undefined;
  /** sends one file and resolves with its address */
  upload: (file: File) => Promise<string>;
  disabled?: boolean;
  onChange: (pictures: string[]) => void;
}

/**
 * Pictures sent with a form (a shopper's photos of a damaged item, a seller's CNIC), each uploaded
 * as soon as it is chosen, up to `max`, each shown as a thumbnail and removable.
 */
export function PicturesField({
  label,
  noun,
  listLabel,
  pictures,
  max,
  hint,
  tooMany,
  uploadFailed,
  error,
  upload,
  disabled = false,
  onChange,
}: PicturesFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = max - pictures.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(files.length > room ? tooMany : null);
    const added: string[] = [];
    setUploading(true);
    for (const file of files.slice(0, room)) {
      try {
        added.push(await upload(file));
      } catch (failure) {
        setProblem(messageOf(failure, uploadFailed));
        break;
      }
    }
    setUploading(false);
    if (added.length > 0) onChange([...pictures, ...added]);
  };

  const shown = problem ?? error;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={`${id}-file`}>
        {label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        multiple
        accept={ACCEPTED_IMAGES}
        className={`form-control ${shown ? 'is-invalid' : ''}`}
        disabled={disabled || room <= 0 || uploading}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void onFiles(event)}
      />
      <div id={`${id}-hint`} className={shown ? 'invalid-feedback d-block' : 'form-text'}>
        {shown ?? hint}
      </div>
      {uploading && (
        <div className="small text-body-secondary mt-1" role="status">
          Uploading…
        </div>
      )}
      {pictures.length > 0 && (
        <ul className="pictures-field-list mt-2" aria-label={listLabel}>
          {pictures.map((url, index) => (
            <li key={url} className="d-flex flex-column align-items-center gap-1">
              <img src={url} alt={`${noun} ${index + 1}`} />
              <button
                type="button"
                className="btn btn-sm btn-link text-danger p-0"
                disabled={disabled}
                onClick={() => onChange(pictures.filter((picture) => picture !== url))}
              >
                Remove<span className="visually-hidden"> {`${noun.toLowerCase()} ${index + 1}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
