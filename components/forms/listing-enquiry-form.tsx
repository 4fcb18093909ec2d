'use client';

import { useId } from 'react';
import { listingPageFormSchema } from '@/lib/leads/forms';
import { usePageForm } from './page-form-parts';
import { PageFormFrame } from './page-form-frame';

/** Enquire about this property: the visitor's details; the listing travels with them, unseen. */
export function ListingEnquiryForm({ listing }: { listing: string }) {
  const id = useId();
  const { form, onSubmit, trap } = usePageForm(listingPageFormSchema, {
    kind: 'listing',
    defaultValues: { name: '', phone: '', email: '', message: '', listing },
  });
  return (
    <PageFormFrame form={form} id={id} onSubmit={onSubmit} trap={trap} emailOptional>
      <input type="hidden" {...form.register('listing')} />
    </PageFormFrame>
  );
}
