import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../lib/images';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** An image with its size reserved (no layout shift), loaded lazily, and a placeholder if it fails (before the app started too). */
export function SafeImage({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  decoding = 'async',
  srcSet,
  ...rest
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src || src === '';
  return (
    <img
      {...rest}
      src={failed ? PLACEHOLDER_IMAGE : src}
      srcSet={failed ? undefined : srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      onError={() => setFailedSrc(src)}
      ref={(image) => {
        // A picture of a page rendered on the server may fail before the app takes the page over,
        // when nothing listened for its error yet.
        if (image && !failed && image.complete && image.naturalWidth === 0) setFailedSrc(src);
      }}
    />
  );
}
