import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { SafeImage } from './safe-image';
import './photo-gallery.css';

export interface PhotoGalleryProps {
  photos: readonly string[];
  /** what the photos show, for their alternative text: "Photo 1 of the return R-1001" */
  subject: string;
}

/**
 * Photos someone sent (a shopper's of a damaged item), as thumbnails: a click shows one large, with
 * the previous and next ones a click or an arrow key away.
 */
export function PhotoGallery({ photos, subject }: PhotoGalleryProps) {
  const titleId = useId();
  const [shown, setShown] = useState<number | null>(null);
  const altOf = (index: number) => `Photo ${index + 1} of ${subject}`;
  const move = (by: number) =>
    setShown((index) => (index === null ? null : (index + by + photos.length) % photos.length));
  return (
    <>
      <ul className="photo-gallery list-unstyled d-flex flex-wrap gap-2 mb-0">
        {photos.map((photo, index) => (
          <li key={photo}>
            <button
              type="button"
              className="photo-gallery-thumb"
              onClick={() => setShown(index)}
              aria-label={`Enlarge photo ${index + 1}`}
            >
              <SafeImage src={photo} alt={altOf(index)} width={96} height={96} />
            </button>
          </li>
        ))}
      </ul>
      {shown !== null && photos[shown] && (
        <Modal show onHide={() => setShown(null)} centered size="lg" aria-labelledby={titleId}>
          <Modal.Header closeButton>
            <Modal.Title as="h2" className="h6" id={titleId}>
              Photo {shown + 1} of {photos.length}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body
            className="text-center"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
          >
            <a href={photos[shown]} target="_blank" rel="noopener noreferrer">
              <SafeImage
                src={photos[shown]}
                alt={altOf(shown)}
                width={720}
                height={720}
                loading="eager"
                className="photo-gallery-large"
              />
            </a>
          </Modal.Body>
          {photos.length > 1 && (
            <Modal.Footer className="justify-content-between">
              <button type="button" className="btn btn-outline-secondary" onClick={() => move(-1)}>
                ← Previous
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => move(1)}>
                Next →
              </button>
            </Modal.Footer>
          )}
        </Modal>
      )}
    </>
  );
}
