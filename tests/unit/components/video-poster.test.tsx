// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoPoster } from '@/components/video/video-poster';

afterEach(cleanup);

describe('VideoPoster', () => {
  const props = {
    videoId: 'ScMzIvxBSi4',
    title: 'Webinar',
    playLabel: 'Play the webinar',
    // eslint-disable-next-line @next/next/no-img-element -- the server renders the poster image
    poster: <img src="/images/hero-video.jpg" alt="" />,
  };

  it('loads nothing from YouTube before the visitor presses play', () => {
    const { container } = render(<VideoPoster {...props} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play the webinar' })).toBeTruthy();
  });

  it('replaces the poster with the privacy-enhanced player on click', () => {
    const { container } = render(<VideoPoster {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the webinar' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?autoplay=1',
    );
    expect(frame?.getAttribute('title')).toBe('Webinar');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(frame);
  });
});
