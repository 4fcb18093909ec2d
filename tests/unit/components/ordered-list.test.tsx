// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderedList } from '@/components/content/ordered-list';

afterEach(cleanup);

const items = [
  { title: 'Call', text: 'We listen.' },
  { title: 'Visit', text: 'We show.' },
];

function marks(container: HTMLElement) {
  return [...container.querySelectorAll('li')].map((li) => li.firstElementChild);
}

describe('OrderedList', () => {
  it('numbers steps 1, 2 and questions 01, 02, hidden from readers (the list counts)', () => {
    const steps = render(<OrderedList look="steps" items={items} />).container;
    expect(marks(steps).map((mark) => mark?.textContent)).toEqual(['1', '2']);
    expect(marks(steps)[0]?.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    const questions = render(<OrderedList look="questions" items={items} />).container;
    expect(marks(questions).map((mark) => mark?.textContent)).toEqual(['01', '02']);
  });

  it('marks agenda and timeline entries with their own words, read aloud', () => {
    const agenda = render(
      <OrderedList look="agenda" items={items.map((item) => ({ ...item, time: '30 min' }))} />,
    ).container;
    expect(marks(agenda)[0]?.textContent).toBe('30 min');
    expect(marks(agenda)[0]?.hasAttribute('aria-hidden')).toBe(false);
    cleanup();
    render(<OrderedList look="timeline" items={[{ ...items[0]!, when: 'Right away' }]} />);
    expect(screen.getByText('Right away')).toBeTruthy();
  });

  it('gives chapters a machine-readable start time', () => {
    const { container } = render(
      <OrderedList look="chapters" items={[{ ...items[0]!, time: '01:10' }]} />,
    );
    const time = container.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('PT1M10S');
    expect(time?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { level: 3, name: 'Call' })).toBeTruthy();
  });
});
