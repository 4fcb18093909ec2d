// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextBody } from '@/components/blog/rich-text';

afterEach(cleanup);

const text = (value: string, format = 0) => ({ type: 'text', text: value, format });

describe('an article’s body, drawn on the server', () => {
  it('makes a section per second-level heading, as the launch articles were laid out', () => {
    const { container } = render(
      <RichTextBody
        body={{
          root: {
            type: 'root',
            children: [
              { type: 'heading', tag: 'h2', children: [text('First')] },
              { type: 'paragraph', children: [text('One.')] },
              { type: 'heading', tag: 'h3', children: [text('Detail')] },
              { type: 'heading', tag: 'h2', children: [text('Second')] },
              { type: 'paragraph', children: [text('Bold', 1), text(' and '), text('italic', 2)] },
              {
                type: 'list',
                listType: 'number',
                children: [{ type: 'listitem', children: [text('a')] }],
              },
            ],
          },
        }}
      />,
    );
    const sections = [...container.querySelectorAll('section')];
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(sections[0]!.querySelector('h3')?.textContent).toBe('Detail');
    expect(sections[1]!.querySelector('strong')?.textContent).toBe('Bold');
    expect(sections[1]!.querySelector('em')?.textContent).toBe('italic');
    expect(sections[1]!.querySelector('ol li')?.textContent).toBe('a');
  });

  it('keeps only links a page may carry', () => {
    const link = (url: string) => ({
      type: 'link',
      fields: { url, newTab: true },
      children: [text(url)],
    });
    const { container } = render(
      <RichTextBody
        body={{
          root: {
            type: 'root',
            children: [
              {
                type: 'paragraph',
                children: [link('https://dubailand.gov.ae'), link('javascript:alert(1)')],
              },
            ],
          },
        }}
      />,
    );
    const anchors = [...container.querySelectorAll('a')];
    expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual([
      'https://dubailand.gov.ae',
    ]);
    expect(anchors[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toContain('javascript:alert(1)');
  });
});
