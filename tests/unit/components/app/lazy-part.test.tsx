// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '@/components/app/lazy-part';

afterEach(cleanup);

function Form({ label }: { label: string }) {
  return <input aria-label={label} />;
}

describe('lazyPart', () => {
  it('renders a preloaded component in the same commit, without waiting', async () => {
    const load = vi.fn(() => Promise.resolve(Form));
    const Part = lazyPart(load);
    await Part.preload();
    await Part.preload();
    expect(load).toHaveBeenCalledOnce();
    render(<Part label="Name" />);
    // No await: the input is there as soon as render returns.
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });

  it('holds the place with a placeholder drawn from the props, and renders what a shared loader brought at once', async () => {
    const shared: { Form?: typeof Form } = {};
    const Part = lazyPart(
      () => new Promise<typeof Form>(() => undefined),
      ({ label }) => <p>{label} loading</p>,
      () => shared.Form,
    );
    render(<Part label="Phone" />);
    expect(screen.getByText('Phone loading')).toBeTruthy();
    cleanup();
    shared.Form = Form;
    render(<Part label="Phone" />);
    expect(screen.getByLabelText('Phone')).toBeTruthy();
  });

  it('loads on first render when nothing asked for it before', async () => {
    const Part = lazyPart(() => Promise.resolve(Form));
    await act(async () => {
      render(<Part label="Phone" />);
    });
    expect(await screen.findByLabelText('Phone')).toBeTruthy();
  });

  it('may be asked for again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Form>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Form);
    const Part = lazyPart(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await expect(Part.preload()).resolves.toBe(Form);
  });
});
