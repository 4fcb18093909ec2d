// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  readSpotSession,
  saveSpotSession,
  SPOT_SESSION_KEY,
  type SpotSession,
} from '@/lib/client/spot-session';

const session: SpotSession = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+971501234567',
  leadId: null,
  returnPath: '/dubai-insiders-club',
  idempotencyKey: 'key-1',
};

beforeEach(() => sessionStorage.clear());

describe('the club booking kept for the /success page', () => {
  it('reads back the session the wizard saved, with or without its lead', () => {
    saveSpotSession(session);
    expect(readSpotSession()).toEqual(session);
    saveSpotSession({ ...session, leadId: 'lead-1' });
    expect(readSpotSession()?.leadId).toBe('lead-1');
  });

  it('reads nothing when the stored value is not a session', () => {
    expect(readSpotSession()).toBeNull();
    sessionStorage.setItem(SPOT_SESSION_KEY, JSON.stringify({ ...session, email: 42 }));
    expect(readSpotSession()).toBeNull();
    sessionStorage.setItem(SPOT_SESSION_KEY, JSON.stringify({ ...session, leadId: undefined }));
    expect(readSpotSession()).toBeNull();
    sessionStorage.setItem(SPOT_SESSION_KEY, '{not json');
    expect(readSpotSession()).toBeNull();
  });
});
