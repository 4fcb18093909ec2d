'use client';

import { useState } from 'react';
import { botTrapFields } from '@/lib/leads/bot-trap';
import styles from './form-fields.module.css';

/**
 * The honeypot and the time the form was shown (docs/design.md §5): people never see or reach the
 * field; bots fill it in. Render `trap` inside the form and send the other two with it.
 */
export function useBotTrap() {
  const [formStartedAt] = useState(() => Date.now());
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
