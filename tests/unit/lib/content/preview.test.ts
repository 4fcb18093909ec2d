import { describe, expect, it } from 'vitest';
import { previewPages, previewUrl } from '@/lib/content/preview';

describe("the editor's Preview button", () => {
  it('opens a listing, an article and a roadshow date on their pages, in the language edited', () => {
    expect(previewUrl('listings')({ slug: 'marina-loft' }, { locale: 'ar' })).toBe(
      '/admin/preview?collection=listings&slug=marina-loft&locale=ar',
    );
    expect(previewUrl('articles')({ slug: 'golden-visa' }, { locale: 'de' })).toBe(
      '/admin/preview?collection=articles&slug=golden-visa&locale=de',
    );
    expect(previewUrl('events', 'page')({ page: 'roadshow-italy' }, { locale: 'it' })).toBe(
      '/admin/preview?collection=events&slug=roadshow-italy&locale=it',
    );
    expect(previewPages.events('roadshow-italy')).toBe('/roadshow-italy');
    expect(previewPages.articles('golden-visa')).toBe('/blog/golden-visa');
  });

  it('offers nothing for a document not saved with its page yet', () => {
    expect(previewUrl('listings')({}, { locale: 'en' })).toBeNull();
    expect(previewUrl('events', 'page')({ page: '' }, { locale: 'en' })).toBeNull();
    expect(previewUrl('articles')(null, { locale: 'en' })).toBeNull();
  });
});
