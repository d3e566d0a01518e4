export type VideoSource = { kind: 'iframe'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/**
 * How to play a product's video: YouTube and Vimeo in their embed players (the only frames the
 * shop's content security policy allows), a direct video file in a <video>, anything else not at all.
 */
export function videoSource(url: string | null): VideoSource | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://onsale.invalid');
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'm.youtube.com') {
    youtubeId = parsed.pathname.startsWith('/embed/')
      ? (parsed.pathname.split('/')[2] ?? null)
      : parsed.searchParams.get('v');
  } else if (host === 'youtu.be') {
    youtubeId = parsed.pathname.slice(1);
  }
  if (youtubeId !== null)
    return YOUTUBE_ID.test(youtubeId)
      ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0` }
      : null;
  if (host === 'player.vimeo.com' && parsed.protocol === 'https:') return { kind: 'iframe', src: parsed.href };
  if (
    /\.(mp4|webm|ogg)$/i.test(parsed.pathname) &&
    (parsed.protocol === 'https:' || parsed.hostname === 'onsale.invalid')
  ) {
    return { kind: 'file', src: parsed.hostname === 'onsale.invalid' ? parsed.pathname : parsed.href };
  }
  return null;
}
