import { describe, expect, it } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import {
  jsonRequest,
  provideTestStore,
  requestCallLead,
  storedLeads,
} from './support/lead-service';

provideTestStore();

describe('200 visitors submitting at once', () => {
  it('stores every lead exactly once and answers each with its own id', async () => {
    const submissions = Array.from({ length: 200 }, (_, index) =>
      requestCallLead({
        name: `Visitor ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[index % 26]} ${'abcdefghij'[Math.floor(index / 26)]}`,
        phone: `+9715012${String(index).padStart(5, '0')}`,
      }),
    );
    const responses = await Promise.all(
      submissions.map((lead) => leadsRoute(jsonRequest('/api/leads', lead))),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const ids = await Promise.all(
      responses.map(
        async (response) => ((await response.json()) as { data: { id: string } }).data.id,
      ),
    );
    expect(new Set(ids).size).toBe(200);

    const stored = await storedLeads();
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((lead) => lead.id))).toEqual(new Set(ids));
    expect(new Set(stored.map((lead) => lead.phone)).size).toBe(200);
    // 200 requests take about 4.5 s on PostgreSQL on a 2-core machine: vitest's 5 s is too close.
  }, 30_000);
});
