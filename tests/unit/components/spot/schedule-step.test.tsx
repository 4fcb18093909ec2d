// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpotWizardInput } from '@/lib/leads/spot-wizard';
import type { sendLead } from '@/components/lead-capture/send-lead';
import type { SendResult } from '@/components/lead-capture/submit-lead';

/**
 * Issue 34: on the wizard's schedule step, with a time chosen, Book sometimes did nothing at all
 * (no request, no message, the step stayed). Each tap must now either send the booking or say why
 * not, whatever state the rest of the form is in.
 */
const slot = { date: '2030-01-08', time: '14:00' };

// The booking's send, answering as the service would; the steps around it are send-lead.ts's own.
const sendSpotBooking = vi.fn();
vi.mock('@/components/lead-capture/send-lead', () => ({
  sendLead: async ({ submission, answer, close }: Parameters<typeof sendLead>[0]) => {
    const result = (await sendSpotBooking(submission({ utm_source: 'organic' }))) as SendResult;
    if ((await answer(result)) !== 'refused') close(result);
    return result;
  },
}));
vi.mock('@/components/spot/booking-api', () => ({
  fetchFreeSlots: () => Promise.resolve([slot]),
}));
// The calendar (react-day-picker) is not what is tested: the default time is chosen without it.
vi.mock('@/components/spot/booking-calendar', () => ({ BookingCalendar: () => null }));

const messages = JSON.parse(readFileSync('messages/en.json', 'utf8')) as AbstractIntlMessages;

function Wizard({ values, children }: { values: SpotWizardInput; children: ReactNode }) {
  const form = useForm<SpotWizardInput>({ defaultValues: values });
  return <FormProvider {...form}>{children}</FormProvider>;
}

async function renderStep(values: SpotWizardInput) {
  const { ScheduleStep } = await import('@/components/spot/schedule-step');
  const onBooked = vi.fn();
  const onFixContact = vi.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Wizard values={values}>
        <ScheduleStep
          agentId="layla-haddad"
          reservation={{ leadId: null, paid: false }}
          bot={{ honeypot: '', formStartedAt: () => 0 }}
          onBooked={onBooked}
          onFixContact={onFixContact}
        />
      </Wizard>
    </NextIntlClientProvider>,
  );
  // The nearest free time is chosen by default.
  await waitFor(() => expect(screen.getByRole('radio', { checked: true })).toBeTruthy());
  return { onBooked, onFixContact };
}

const book = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Book the call' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

const alertText = () => screen.getAllByRole('alert').map((node) => node.textContent ?? '');

// The step's module brings zod, the schemas and libphonenumber's metadata: imported once, ahead.
beforeAll(async () => {
  await import('@/components/spot/schedule-step');
}, 30_000);

beforeEach(() => {
  sendSpotBooking.mockReset();
  vi.useRealTimers();
});
afterEach(cleanup);

const contact = { name: 'Amira Saleh', email: 'amira@example.com', phone: '+971501234567' };

describe('Book on the schedule step', () => {
  it('sends the booking with the time chosen', async () => {
    sendSpotBooking.mockResolvedValue({ ok: true, id: 'lead-1' });
    const { onBooked } = await renderStep({ ...contact, country: 'AE' });
    await book();
    expect(sendSpotBooking).toHaveBeenCalledTimes(1);
    expect(onBooked).toHaveBeenCalledWith(slot);
  });

  it('takes the visitor to the contact step that no longer passes, never doing nothing', async () => {
    // The phone widget's country changed after step 2 was checked: the number is not British.
    const { onFixContact } = await renderStep({ ...contact, country: 'GB' });
    await book();
    expect(sendSpotBooking).not.toHaveBeenCalled();
    expect(onFixContact).toHaveBeenCalledWith(2);
  });

  it('says so when the booking could not be tried at all', async () => {
    sendSpotBooking.mockRejectedValue(new Error('chunk load failed'));
    await renderStep({ ...contact, country: 'AE' });
    await book();
    expect(alertText()).toContain('Something went wrong. Please try again.');
    // And the button works again for the next tap.
    sendSpotBooking.mockResolvedValue({ ok: true, id: 'lead-2' });
    await book();
    expect(sendSpotBooking).toHaveBeenCalledTimes(2);
  });

  it('sends one booking for two taps in the same frame', async () => {
    let answer: (value: unknown) => void = () => undefined;
    sendSpotBooking.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderStep({ ...contact, country: 'AE' });
    await act(async () => {
      const button = screen.getByRole('button', { name: 'Book the call' });
      fireEvent.click(button);
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    answer({ ok: true, id: 'lead-3' });
    expect(sendSpotBooking).toHaveBeenCalledTimes(1);
  });
});
