import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath }));

const { revalidateRoadshowAfterChange, revalidateRoadshowAfterDelete } =
  await import('@/lib/content/revalidate');

const req = { payload: { logger: { debug: vi.fn() } } };
type ChangeArgs = Parameters<CollectionAfterChangeHook>[0];

function change(doc: object, previousDoc?: object, context: object = {}) {
  revalidateRoadshowAfterChange({ doc, previousDoc, req, context } as unknown as ChangeArgs);
  return revalidatePath.mock.calls.map(([path, type]) => `${type} ${path}`).sort();
}

const germany = 'page /[locale]/(large-footer)/roadshow-germany';
const italy = 'page /[locale]/(large-footer)/roadshow-italy';

describe('what a change to a roadshow event regenerates', () => {
  beforeEach(() => revalidatePath.mockClear());

  it('its page, in every language (one route for all), when it is published or edited', () => {
    expect(change({ page: 'roadshow-germany', _status: 'published' })).toEqual([germany]);
    revalidatePath.mockClear();
    expect(
      change(
        { page: 'roadshow-germany', _status: 'published' },
        { page: 'roadshow-germany', _status: 'published' },
      ),
    ).toEqual([germany]);
  });

  it('both pages when a published event moves from one to the other', () => {
    expect(
      change(
        { page: 'roadshow-italy', _status: 'published' },
        { page: 'roadshow-germany', _status: 'published' },
      ),
    ).toEqual([germany, italy]);
  });

  it('the page it left when it is unpublished', () => {
    expect(
      change(
        { page: 'roadshow-germany', _status: 'draft' },
        { page: 'roadshow-germany', _status: 'published' },
      ),
    ).toEqual([germany]);
  });

  it('nothing for a draft that was never shown, nor while seeding', () => {
    expect(change({ page: 'roadshow-germany', _status: 'draft' })).toEqual([]);
    expect(
      change({ page: 'roadshow-germany', _status: 'published' }, undefined, { seeding: true }),
    ).toEqual([]);
  });

  it('its page when it is deleted', () => {
    revalidateRoadshowAfterDelete({
      doc: { page: 'roadshow-italy' },
      req,
    } as unknown as Parameters<CollectionAfterDeleteHook>[0]);
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]/(large-footer)/roadshow-italy', 'page');
  });

  it('leaves the pages to their period outside a request, where Next cannot mark them', () => {
    revalidatePath.mockImplementationOnce(() => {
      throw new Error('static generation store missing');
    });
    expect(() => change({ page: 'roadshow-taiwan', _status: 'published' })).not.toThrow();
    expect(req.payload.logger.debug).toHaveBeenCalled();
  });
});
