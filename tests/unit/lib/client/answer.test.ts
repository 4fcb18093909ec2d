import { describe, expect, it } from 'vitest';
import { readAnswer } from '@/lib/client/answer';
import { leadReceipt } from '@/lib/leads/answer';
import { paymentStatusDataSchema, spotIntentDataSchema } from '@/lib/leads/booking';
import { fieldMessages, receiptMessages } from '@/lib/leads/validation-messages';

const reply = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('readAnswer, the one reader of the lead service replies', () => {
  it('gives a stored lead its id', async () => {
    const answer = await readAnswer(
      reply(201, { message: receiptMessages.success, data: { id: 'a1' } }),
      leadReceipt,
    );
    expect(answer).toEqual({ ok: true, status: 201, data: { id: 'a1' } });
  });

  it('reads a 400 as its code and known field codes, never its words', async () => {
    const answer = await readAnswer(
      reply(400, {
        code: 'checkFields',
        message: 'Please check the highlighted fields',
        errors: { phone: fieldMessages.phoneWrong, name: 'whatever the server said', email: 3 },
      }),
      leadReceipt,
    );
    expect(answer).toEqual({
      ok: false,
      status: 400,
      code: 'checkFields',
      errors: { phone: 'phoneWrong' },
    });
  });

  it('keeps the data of an error answer that carries some (the 502 names the kept reservation)', async () => {
    const answer = await readAnswer(
      reply(502, { code: 'paymentFailed', message: 'Payment failed', data: { leadId: 'l1' } }),
      spotIntentDataSchema.pick({ leadId: true }),
    );
    expect(answer).toEqual({
      ok: false,
      status: 502,
      code: 'paymentFailed',
      errors: undefined,
      data: { leadId: 'l1' },
    });
  });

  it('drops a code it does not know, so nothing reads an unknown one as a known refusal', async () => {
    const answer = await readAnswer(
      reply(409, { code: 'This time has just been booked' }),
      leadReceipt,
    );
    expect(answer).toEqual({ ok: false, status: 409, code: undefined, errors: undefined });
  });

  it('is not ok when a 2xx carries data of the wrong shape or no JSON at all', async () => {
    const wrong = await readAnswer(
      reply(200, { data: { leadId: 'l1', status: 'teleported', amount: 1, currency: 'aed' } }),
      paymentStatusDataSchema,
    );
    expect(wrong).toMatchObject({ ok: false, status: 200 });
    expect(wrong.data).toBeUndefined();
    const html = await readAnswer(reply(200, '<html>proxy page</html>'), leadReceipt);
    expect(html).toMatchObject({ ok: false, status: 200 });
  });
});
