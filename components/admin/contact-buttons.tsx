'use client';

import { useState } from 'react';

type ContactButtonsProps = {
  display: string;
  tel: string;
  whatsapp: string;
  name: string;
  /** the lead is still `new`: after a tap, offer to mark it contacted */
  offerContacted: boolean;
  /** records the tap (the first is the lead's first contact); never blocks the call */
  onTap: (via: 'call' | 'whatsapp') => Promise<void>;
  markContacted: () => Promise<void>;
};

/**
 * One tap to talk (docs/design.md §12): Call (`tel:`) and WhatsApp (`wa.me` with a greeting in the
 * lead's language). The tap is recorded on the side; the link itself goes on at once.
 */
export function ContactButtons({
  display,
  tel,
  whatsapp,
  name,
  offerContacted,
  onTap,
  markContacted,
}: ContactButtonsProps) {
  const [tapped, setTapped] = useState(false);
  const tap = (via: 'call' | 'whatsapp') => () => {
    setTapped(true);
    onTap(via).catch(() => undefined);
  };
  return (
    <div className="admin-contact">
      <a className="admin-button" href={tel} onClick={tap('call')}>
        Call<span className="admin-visually-hidden"> {name}</span>
      </a>
      <a
        className="admin-button whatsapp"
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        onClick={tap('whatsapp')}
      >
        WhatsApp<span className="admin-visually-hidden"> {name}</span>
      </a>
      <span className="admin-phone">{display}</span>
      {tapped && offerContacted && (
        <form action={markContacted}>
          <button type="submit" className="admin-button secondary">
            Mark contacted
          </button>
        </form>
      )}
    </div>
  );
}
