import { RETURN_PHOTOS_MAX } from '@onsale/core/returns';
import { PicturesField } from '../../../components/ui/pictures-field';
import { uploadPhoto } from '../api/upload-photo';

const sendPhoto = async (file: File) => (await uploadPhoto(file)).url;

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
  return (
    <PicturesField
      label={`Photos${required ? '' : ' (optional)'}`}
      noun="Photo"
      listLabel="Your photos"
      pictures={photos}
      max={RETURN_PHOTOS_MAX}
      hint={
        required
          ? `A photo that shows the problem is needed for a damaged or wrong item. Up to ${RETURN_PHOTOS_MAX} photos.`
          : `Up to ${RETURN_PHOTOS_MAX} photos of the item.`
      }
      tooMany={`Please add at most ${RETURN_PHOTOS_MAX} photos`}
      uploadFailed="The photo could not be uploaded. Please try again."
      error={error}
      upload={sendPhoto}
      onChange={onChange}
    />
  );
}
