// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '@/components/app/preloadable';
import { LeadCaptureContext } from '@/components/lead-capture/lead-capture-context';
import { createLeadCaptureStore } from '@/components/lead-capture/lead-capture-store';
import { ModalHost } from '@/components/lead-capture/modal-host';

/**
 * A modal whose code is here is built hidden before the tap (React's Activity), so opening it only
 * shows it; its effects wait until then, and every opening starts empty (tap → typeable form,
 * issue 34).
 */
const effects: string[] = [];

function Dialog() {
  const [name, setName] = useState('');
  useEffect(() => {
    effects.push('shown');
    return () => void effects.push('hidden');
  }, []);
  return (
    <div role="dialog" aria-label="Request a call">
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
    </div>
  );
}

function renderHost(Modal: ReturnType<typeof preloadable<object>>) {
  const store = createLeadCaptureStore();
  render(
    <LeadCaptureContext.Provider value={store}>
      <ModalHost modal="request-call" component={Modal} />
    </LeadCaptureContext.Provider>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  effects.length = 0;
});

describe('ModalHost', () => {
  it('builds a loaded modal hidden, without its effects, and shows it in the opening commit', async () => {
    const Modal = preloadable(() => Promise.resolve(Dialog));
    const store = renderHost(Modal);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(() => Modal.preload());
    // Built at idle priority: in the document, hidden, its effects not run.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(effects).toEqual([]);

    act(() => store.getState().openModal('request-call'));
    // No await: the dialog and its effects are in the opening's own commit.
    expect(screen.getByRole('dialog', { name: 'Request a call' })).toBeTruthy();
    expect(effects).toEqual(['shown']);
  });

  it('starts every opening empty', async () => {
    const Modal = preloadable(() => Promise.resolve(Dialog));
    const store = renderHost(Modal);
    await act(() => Modal.preload());
    act(() => store.getState().openModal('request-call'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Layla' } });

    act(() => store.getState().closeModal());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(effects).toEqual(['shown', 'hidden']);
    act(() => store.getState().openModal('request-call'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('opens a modal whose code is not here yet once it arrives', async () => {
    let finish: (component: typeof Dialog) => void = () => undefined;
    const Modal = preloadable(() => new Promise<typeof Dialog>((resolve) => (finish = resolve)));
    const store = renderHost(Modal);
    act(() => store.getState().openModal('request-call'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => finish(Dialog));
    expect(await screen.findByRole('dialog', { name: 'Request a call' })).toBeTruthy();
  });
});
