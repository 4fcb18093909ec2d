// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attempt, Submission } from '@/lib/client/pending-leads';
import { reportStored, sendLead } from '@/components/lead-capture/send-lead';
import type { SendResult } from '@/components/lead-capture/submit-lead';
import { fieldMessages } from '@/lib/leads/validation-messages';

/**
 * The steps around every lead the browser sends (send-lead.ts): attribute, send, answer, track,
 * report the conversion, close; and what each form is spared when the send fails or is kept.
 */
const steps: string[] = [];
let outcome: Attempt = { status: 'queued' };
vi.mock('@/lib/client/pending-leads', () => ({
  submit: (submission: Submission) => {
    steps.push(`send ${submission.endpoint} from ${window.location.search}`);
    return Promise.resolve(outcome);
  },
}));

const leadId = '4f6b7c1e-0d2a-4b8e-9a51-3c2d1e0f9a87';
const signUp = { event: 'signUpCompleted', conversion: true } as const;

function submission(after: Submission['after'] = signUp) {
  return (token: Record<string, string | undefined>): Submission => {
    steps.push(`attribute ${token.utm_source}`);
    return { endpoint: '/api/leads', body: { ...token }, format: 'json', after };
  };
}

function form(answered: 'sent' | 'queued' | 'refused') {
  return {
    answer: (result: SendResult) => {
      steps.push(`answer ${result.ok ? 'ok' : JSON.stringify(result)}`);
      return answered;
    },
    close: (result: SendResult) => steps.push(`close ${result.ok ? result.id : 'kept'}`),
  };
}

beforeEach(() => {
  steps.length = 0;
  window.dataLayer = [];
  window.history.replaceState(null, '', '/invest-in-dubai');
  window.localStorage.clear();
  vi.stubGlobal(
    'dataLayer',
    new Proxy(window.dataLayer, {
      get(target, key, receiver) {
        if (key === 'push') return (entry: { event: string }) => steps.push(`track ${entry.event}`);
        return Reflect.get(target, key, receiver) as unknown;
      },
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      steps.push(`report ${url} ${String(init.body)}`);
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('sending a lead (sendLead)', () => {
  it('attributes, sends, answers, tracks, reports the conversion and closes, in that order', async () => {
    outcome = { status: 'sent', id: leadId, httpStatus: 201, body: {} };
    const result = await sendLead({ submission: submission(), ...form('sent') });
    expect(result).toEqual({ ok: true, id: leadId });
    expect(steps).toEqual([
      'attribute organic',
      'send /api/leads from ?utm_source=organic',
      'answer ok',
      'track signUpCompleted',
      `report /postback {"leadId":"${leadId}"}`,
      `close ${leadId}`,
    ]);
  });

  it('tracks a questionnaire without reporting a conversion', async () => {
    outcome = { status: 'sent', id: leadId, httpStatus: 201, body: {} };
    const after = { event: 'cvSubmitted', conversion: false } as const;
    await sendLead({ submission: submission(after), ...form('sent') });
    expect(steps.filter((step) => /^(track|report)/.test(step))).toEqual(['track cvSubmitted']);
  });

  it('closes a lead kept for later without tracking or reporting it yet', async () => {
    outcome = { status: 'queued' };
    const result = await sendLead({ submission: submission(), ...form('queued') });
    expect(result).toEqual({ ok: false, queued: true });
    expect(steps.slice(2)).toEqual(['answer {"ok":false,"queued":true}', 'close kept']);
  });

  it('leaves a refused lead to the form: no track, no report, no close', async () => {
    outcome = {
      status: 'refused',
      httpStatus: 422,
      answer: { ok: false, status: 422, errors: { phone: fieldMessages.phoneWrong } },
      body: {},
    };
    const result = await sendLead({ submission: submission(), ...form('refused') });
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(steps.slice(2)).toEqual([expect.stringMatching(/^answer .*"status":422/)]);
  });

  it('says the CV could not be kept when a page form fails offline', async () => {
    outcome = { status: 'failed' };
    const result = await sendLead({ submission: submission(), ...form('refused') });
    expect(result).toEqual({ ok: false, cvNotKept: true });
    expect(steps.some((step) => /^(track|report|close)/.test(step))).toBe(false);
  });

  it('keeps an address that already names its source', async () => {
    window.history.replaceState(null, '', '/invest-in-dubai?utm_source=fb&utm_campaign=x');
    outcome = { status: 'sent', id: leadId, httpStatus: 201, body: {} };
    await sendLead({ submission: submission(), ...form('sent') });
    expect(steps[0]).toBe('attribute fb');
    expect(window.location.search).toBe('?utm_source=fb&utm_campaign=x');
  });
});

describe('a kept lead sent later (reportStored)', () => {
  it('tracks and reports it as the live send does, and reports nothing without an id', () => {
    reportStored(signUp, leadId);
    reportStored(signUp, null);
    expect(steps).toEqual([
      'track signUpCompleted',
      `report /postback {"leadId":"${leadId}"}`,
      'track signUpCompleted',
    ]);
  });
});
