import type { Banner } from '@onsale/core/contracts/catalogue';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/safe-image';
import { useMediaQuery } from '../../../lib/ssr/use-media-query';
import { useBanners } from '../api/get-banners';

const ADVANCE_MS = 6000;

/**
 * The banner carousel: a native scroll-snap strip (swipe works as on any phone list) with
 * previous/next, dots and a pause button. It advances by itself only while nobody is pointing at
 * or focused in it, and never for visitors who ask for reduced motion.
 */
export function HeroCarousel() {
  const banners = useBanners();
  if (banners.isPending) return <div className="hero hero-loading" aria-hidden="true" />;
  if (banners.isError || banners.data.length === 0) return null;
  return <Slides banners={banners.data} />;
}

function Slides({ banners }: { banners: Banner[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = banners.length;

  function show(index: number) {
    const element = strip.current;
    if (!element) return;
    const target = (index + count) % count;
    element.scrollTo({ left: target * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  useEffect(() => {
    if (paused || hovered || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => {
      const element = strip.current;
      if (!element) return;
      const index = Math.round(element.scrollLeft / element.clientWidth);
      const next = (index + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, hovered, reducedMotion, count]);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div
        ref={strip}
        className="hero-strip"
        aria-live={paused || hovered ? 'polite' : 'off'}
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
      >
        {banners.map((banner, index) => {
          const isCurrent = index === current;
          const words = (
            <div className="hero-copy">
              <h2 className="hero-title">{banner.title}</h2>
              {banner.description && <p className="hero-description">{banner.description}</p>}
              {banner.link && <span className="hero-cta">Shop now</span>}
            </div>
          );
          return (
            <div
              key={banner.id}
              className="hero-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
            >
              {/* The picture is decoration: the offer's words are the slide's text, in HTML. */}
              <SafeImage
                src={banner.image}
                alt=""
                width={1600}
                height={600}
                className="hero-image"
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              {banner.link ? (
                <Link to={banner.link} className="hero-link" tabIndex={isCurrent ? 0 : -1}>
                  {words}
                </Link>
              ) : (
                <div className="hero-link">{words}</div>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="hero-arrow hero-arrow-prev"
            aria-label="Previous offer"
            onClick={() => show(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="hero-arrow hero-arrow-next"
            aria-label="Next offer"
            onClick={() => show(current + 1)}
          >
            <ChevronRightIcon />
          </button>
          <div className="hero-controls">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="hero-dot"
                aria-label={`Show offer ${index + 1}: ${banner.title}`}
                aria-current={index === current}
                onClick={() => show(index)}
              />
            ))}
            {!reducedMotion && (
              <button
                type="button"
                className="hero-pause"
                aria-label={paused ? 'Play offers' : 'Pause offers'}
                onClick={() => setPaused((value) => !value)}
              >
                {paused ? '▶' : '❚❚'}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
