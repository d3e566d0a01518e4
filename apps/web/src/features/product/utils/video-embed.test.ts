import { describe, expect, it } from 'vitest';
import { videoSource } from './video-embed';

describe('videoSource', () => {
  it('plays YouTube links in the privacy-enhanced embed player', () => {
    const embed = { kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0' };
    expect(videoSource('https://www.youtube.com/embed/aqz-KE-bpKQ')).toEqual(embed);
    expect(videoSource('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toEqual(embed);
    expect(videoSource('https://youtu.be/aqz-KE-bpKQ')).toEqual(embed);
  });

  it('plays Vimeo embeds and video files, and nothing else', () => {
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoSource('/media/videos/kurta.mp4')).toEqual({ kind: 'file', src: '/media/videos/kurta.mp4' });
    expect(videoSource(null)).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('https://evil.example/embed.html')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
