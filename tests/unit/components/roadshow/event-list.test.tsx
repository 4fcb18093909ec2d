// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventList } from '@/components/roadshow/event-list';
import { locales } from '@/lib/i18n/locales';

afterEach(cleanup);

const namespaces = ['RoadshowGermanyPage', 'RoadshowItalyPage', 'RoadshowTaiwanPage'] as const;

describe('a roadshow page with no seminar to come', () => {
  it('says so in a sentence, with no empty list and no event for search engines', async () => {
    const element = await EventList({
      events: [],
      labels: { time: 'Time', venue: 'Venue', reserve: 'Reserve a seat', none: 'No dates yet.' },
      structuredData: { name: (city) => city, country: 'DE', url: 'https://example.test' },
    });
    const { container } = render(element);
    expect(container.textContent).toBe('No dates yet.');
    expect(container.querySelector('ul, script')).toBeNull();
  });

  it.each(locales)('has that sentence in %s on each country page', (locale) => {
    const messages = JSON.parse(
      readFileSync(join(__dirname, '../../../../messages', `${locale}.json`), 'utf8'),
    );
    for (const namespace of namespaces)
      expect(messages[namespace].events.none, namespace).toMatch(/\p{L}{2,}.*[.。]$/u);
  });
});
