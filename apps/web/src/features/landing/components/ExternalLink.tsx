import type { ReactNode } from 'react';

/** Opens outside the app in a new tab; the accessible name stays exactly the visible text. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
