// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Activity, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBotTrap } from '@/components/form-fields/bot-trap';

/**
 * The time trap counts from when a person could first see the form (docs/design.md §5): a modal's
 * form is built hidden long before it is opened (modal-host.tsx), and its clock must not start then.
 */
function Form() {
  const { trap, formStartedAt } = useBotTrap();
  return (
    <form>
      {trap}
      <button
        type="button"
        onClick={(event) => (event.currentTarget.dataset.clock = String(formStartedAt()))}
      >
        Send
      </button>
    </form>
  );
}

/** What the form would send as its start time, read as a submit reads it. */
function readClock(): number {
  const button = document.querySelector('button')!;
  fireEvent.click(button);
  return Number(button.dataset.clock);
}

function Shown({ visible, children }: { visible: boolean; children: ReactNode }) {
  return <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useBotTrap', () => {
  it('starts the clock when the form is shown, not when it is built hidden', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const { rerender } = render(
      <Shown visible={false}>
        <Form />
      </Shown>,
    );
    await act(async () => undefined);
    // Built while hidden, at 1,000,000.
    expect(document.querySelector('form')).not.toBeNull();
    vi.setSystemTime(1_060_000);
    act(() =>
      rerender(
        <Shown visible>
          <Form />
        </Shown>,
      ),
    );
    vi.setSystemTime(1_065_000);
    expect(readClock()).toBe(1_060_000);
  });

  it('starts the clock with the form on a page that shows it at once', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(2_000_000);
    render(<Form />);
    expect(readClock()).toBe(2_000_000);
  });
});
