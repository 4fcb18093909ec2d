import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteUrlWarning } from '@/lib/build/site-url-warning';
import config from '@/next.config';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the SITE_URL warning', () => {
  it('names the risk when SITE_URL is missing or blank', () => {
    expect(siteUrlWarning({})).toMatch(/SITE_URL is not set.*localhost/s);
    expect(siteUrlWarning({ SITE_URL: '  ' })).toMatch(/hreflang/);
    expect(siteUrlWarning({ SITE_URL: 'https://meridiangate.ae' })).toBeUndefined();
  });

  it('is printed by a production build without SITE_URL, and not by the dev server', () => {
    vi.stubEnv('SITE_URL', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    config(PHASE_DEVELOPMENT_SERVER);
    expect(warn).not.toHaveBeenCalled();
    config(PHASE_PRODUCTION_BUILD);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('SITE_URL is not set');
  });

  it('stays quiet when the build knows its origin', () => {
    vi.stubEnv('SITE_URL', 'https://meridiangate.ae');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    config(PHASE_PRODUCTION_BUILD);
    expect(warn).not.toHaveBeenCalled();
  });
});
