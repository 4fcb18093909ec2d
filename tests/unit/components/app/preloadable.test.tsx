// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '@/components/app/preloadable';

/**
 * A modal asked for at idle or on intent opens in the tap's own commit (tap → typeable form, issue
 * 20 and 34): a lazy component would suspend on its first render even with its code here.
 */
function Dialog({ title }: { title: string }) {
  return <div role="dialog">{title}</div>;
}

afterEach(cleanup);

describe('preloadable', () => {
  it('renders a preloaded component in the commit that shows it', async () => {
    const Part = preloadable(() => Promise.resolve(Dialog));
    await Part.preload();
    render(<Part title="Request a call" />);
    // No await: the dialog is in the first commit, without a Suspense round.
    expect(screen.getByRole('dialog').textContent).toBe('Request a call');
  });

  it('loads a component not asked for before when it first renders, showing nothing meanwhile', async () => {
    let finish: (component: typeof Dialog) => void = () => undefined;
    const Part = preloadable(() => new Promise<typeof Dialog>((resolve) => (finish = resolve)));
    render(<Part title="Request a call" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => finish(Dialog));
    expect((await screen.findByRole('dialog')).textContent).toBe('Request a call');
  });

  it('asks for the code once, and again after a failed load', async () => {
    let calls = 0;
    const Part = preloadable(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Dialog);
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    await Part.preload();
    expect(calls).toBe(2);
  });
});
