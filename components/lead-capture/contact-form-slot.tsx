'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useNearView } from '@/components/app/use-near-view';
import styles from './lead-capture.module.css';

// The form and its phone widget stay out of the page's first load (the 10 kB budget of issue 4).
const RequestCallForm = dynamic(
  () => import('./request-call-form').then((module) => module.RequestCallForm),
  { ssr: false },
);

/** The home page's inline request-call form, loaded as the contact section comes into view. */
export function ContactFormSlot({ title }: { title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref, '600px');

  return (
    <div ref={ref} className={styles.inline} data-form="request-call">
      <h3 className={styles.inlineTitle}>{title}</h3>
      {near && <RequestCallForm />}
    </div>
  );
}
