import { useEffect, useId, useMemo, type ChangeEvent } from 'react';

/** A colour's picture in a form: the address of one the product has, or a file to upload on save. */
export type ColourPicture = string | File;

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The address a picture shows from: a chosen file's is made while it is chosen and freed after. */
function usePictureSource(picture: ColourPicture | undefined): string | null {
  const file = picture instanceof File ? picture : null;
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return typeof picture === 'string' ? picture : objectUrl;
}

function ColourPictureRow({
  colour,
  picture,
  choices,
  upload,
  error,
  onChange,
}: {
  colour: string;
  picture: ColourPicture | undefined;
  choices: readonly string[];
  upload: boolean;
  error: string | undefined;
  onChange: (picture: ColourPicture | undefined) => void;
}) {
  const id = useId();
  const source = usePictureSource(picture);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(file);
    event.target.value = '';
  };
  return (
    <li className="colour-picture-row" data-testid="colour-picture">
      {source ? (
        <img src={source} alt={`Picture of ${colour}`} width={56} height={56} className="colour-picture-thumb" />
      ) : (
        <span className="colour-picture-empty" aria-hidden="true" />
      )}
      <div className="flex-grow-1">
        <div className="fw-semibold small mb-1">{colour}</div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {upload && (
            <>
              <label className="visually-hidden" htmlFor={`${id}-file`}>
                Picture of {colour}
              </label>
              <input
                id={`${id}-file`}
                type="file"
                accept={ACCEPTED_IMAGES}
                className={`form-control form-control-sm colour-picture-file ${error ? 'is-invalid' : ''}`}
                onChange={onFile}
              />
            </>
          )}
          {choices.length > 0 && (
            <select
              className={`form-select form-select-sm colour-picture-choice ${error ? 'is-invalid' : ''}`}
              aria-label={upload ? `Picture of ${colour} from this product's pictures` : `Picture of ${colour}`}
              value={typeof picture === 'string' && choices.includes(picture) ? picture : ''}
              onChange={(event) => onChange(event.target.value || undefined)}
            >
              <option value="">{upload ? 'Or choose from its pictures' : 'No picture of its own'}</option>
              {choices.map((url, index) => (
                <option key={url} value={url}>
                  {index === 0 ? 'Main picture' : `Gallery picture ${index}`}
                </option>
              ))}
            </select>
          )}
          {picture && (
            <button type="button" className="btn btn-sm btn-link text-danger p-0" onClick={() => onChange(undefined)}>
              Remove the picture of {colour}
            </button>
          )}
        </div>
        {error && <div className="small text-danger mt-1">{error}</div>}
      </div>
    </li>
  );
}

/**
 * A picture per colour the product offers (decision 0051): uploaded (where the form uploads) or
 * chosen among the product's own pictures, each removable. Shoppers see it when they choose the
 * colour, and in their bag and order.
 */
export function ColourPicturesField({
  colours,
  pictures,
  choices,
  upload = true,
  errors = {},
  onChange,
}: {
  colours: readonly string[];
  pictures: Readonly<Record<string, ColourPicture>>;
  /** the product's own pictures: its main picture first, then its gallery */
  choices: readonly string[];
  upload?: boolean;
  /** by colour */
  errors?: Readonly<Record<string, string | undefined>>;
  onChange: (colour: string, picture: ColourPicture | undefined) => void;
}) {
  if (colours.length === 0) return null;
  return (
    <fieldset className="colour-pictures">
      <legend className="form-label fs-6 mb-1">Colour pictures</legend>
      <p className="form-text mt-0 mb-2">Shoppers see a colour&apos;s picture when they choose it.</p>
      <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
        {colours.map((colour) => (
          <ColourPictureRow
            key={colour}
            colour={colour}
            picture={pictures[colour]}
            choices={choices}
            upload={upload}
            error={errors[colour]}
            onChange={(picture) => onChange(colour, picture)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** The server's messages of `colorImages.N.…`, by the colour of the N-th picture sent. */
export function colourPictureErrors(
  fields: Readonly<Record<string, string | undefined>>,
  sent: readonly { color: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^colorImages\.(\d+)\./.exec(key);
    const colour = match ? sent[Number(match[1])]?.color : undefined;
    if (colour && message) errors[colour] ??= message;
  }
  return errors;
}
