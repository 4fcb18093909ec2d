'use client';

import { useEffect } from 'react';

/**
 * Large-footer campaign pages opened with `?exit=1` keep the visitor on the page: header and
 * footer links are disabled (styled in globals.css, and clicks and key presses stopped here).
 */
export function ExitGuard() {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('exit') !== '1') return;
    const root = document.documentElement;
    root.dataset.exit = '1';
    const links = document.querySelectorAll<HTMLAnchorElement>('[data-chrome] a');
    links.forEach((link) => {
      link.setAttribute('aria-disabled', 'true');
      link.setAttribute('tabindex', '-1');
    });
    const block = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('[data-chrome] a')) event.preventDefault();
    };
    document.addEventListener('click', block, true);
    return () => {
      document.removeEventListener('click', block, true);
      delete root.dataset.exit;
      links.forEach((link) => {
        link.removeAttribute('aria-disabled');
        link.removeAttribute('tabindex');
      });
    };
  }, []);
  return null;
}
