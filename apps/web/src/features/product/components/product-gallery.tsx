import { lazy, Suspense, useState } from 'react';
import { PlayIcon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/safe-image';
import { PRODUCT_DETAIL_SIZES, productImageSrcSet } from '../../../lib/images';
import { videoSource } from '../utils/video-embed';

// The player dialog (and react-bootstrap's modal) loads on the first press of Play.
const VideoModal = lazy(() => import('./video-modal').then((m) => ({ default: m.VideoModal })));

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
  /** the picture to show now: the chosen colour's, which the shopper may then leave for another */
  shown?: string | undefined;
  discountPercent: number;
  videoUrl: string | null;
}

export function ProductGallery({ name, images, shown, discountPercent, videoUrl }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  // A colour chosen selects its picture, during the render that brings it (no flash of the old one).
  const [shownBefore, setShownBefore] = useState(shown);
  if (shown !== shownBefore) {
    setShownBefore(shown);
    const index = shown ? images.indexOf(shown) : -1;
    if (index >= 0) setSelected(index);
  }
  const [videoOpen, setVideoOpen] = useState(false);
  const [videoUsed, setVideoUsed] = useState(false);
  const video = videoSource(videoUrl);
  const current = images[selected] ?? images[0] ?? '';
  return (
    <div className="product-gallery">
      <div className="product-gallery-main">
        <SafeImage
          src={current}
          srcSet={productImageSrcSet(current)}
          sizes={PRODUCT_DETAIL_SIZES}
          alt={images.length > 1 ? `${name}, picture ${selected + 1} of ${images.length}` : name}
          width={800}
          height={800}
          loading="eager"
          fetchPriority="high"
        />
        {discountPercent > 0 && <span className="discount-badge discount-badge-lg">-{discountPercent}%</span>}
        {video && (
          <button
            type="button"
            className="play-button"
            onClick={() => {
              setVideoUsed(true);
              setVideoOpen(true);
            }}
            aria-label={`Play video of ${name}`}
          >
            <PlayIcon size={28} />
          </button>
        )}
      </div>
      {images.length > 1 && (
        <ul className="product-thumbnails list-unstyled" aria-label="Pictures">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={index === selected ? 'is-selected' : undefined}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <SafeImage src={image} srcSet={productImageSrcSet(image)} sizes="80px" alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {video && videoUsed && (
        <Suspense fallback={null}>
          <VideoModal show={videoOpen} onHide={() => setVideoOpen(false)} title={name} source={video} />
        </Suspense>
      )}
    </div>
  );
}
