import { describe, expect, it } from 'vitest';
import { lazyResolver, loadValidation } from '@/lib/client/validation';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the forms’ validation, loaded on first use', () => {
  it('loads once, and the resolver waits for it', async () => {
    expect(loadValidation()).toBe(loadValidation());
    const resolver = lazyResolver((validation) => validation.requestCallFormSchema);
    const empty = await resolver({ name: '', phone: '', country: 'AE' }, undefined, options);
    expect(Object.keys(empty.errors).sort()).toEqual(['name', 'phone']);
    const valid = await resolver(
      { name: 'Amira Test', phone: '+971501234567', country: 'AE' },
      undefined,
      options,
    );
    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({ name: 'Amira Test', phone: '+971501234567' });
  });

  it('checks the country chosen in the phone widget, as the form did with its schema at hand', async () => {
    const resolver = lazyResolver((validation) => validation.requestCallFormSchema);
    const result = await resolver(
      { name: 'Amira Test', phone: '+971501234567', country: 'DE' },
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(['phone']);
  });
});
