'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { botTrapFields } from '@/lib/leads/bot-trap';
import styles from './form-fields.module.css';

/**
 * The honeypot and the time the form was shown (docs/design.md §5): people never see or reach the
 * field; bots fill it in. Render `trap` inside the form and send the other two with it.
 */
export function useBotTrap() {
  const shownAt = useRef(0);
  // A modal's form is built hidden before it is opened (modal-host.tsx): its clock starts when it
  // is shown, which is when its effects run, and is read when the lead is sent.
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const formStartedAt = useCallback(() => shownAt.current, []);
  const [honeypot, setHoneypot] = useState('');
  const trap = (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={botTrapFields.honeypot}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </label>
    </div>
  );
  return { trap, honeypot, formStartedAt };
}
