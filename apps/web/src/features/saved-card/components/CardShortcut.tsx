import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { readInProgressPayment } from '../../../lib/storage';
import { inProgressShortcut } from '../model/in-progress-shortcut';

/** Back to the payment the fan left to manage their card (keys written by the payment screens). */
export function CardShortcut() {
  const [shortcut] = useState(() => inProgressShortcut(readInProgressPayment()));
  if (!shortcut) return null;
  return (
    <ButtonLink to={shortcut.to} state={shortcut.state} variant="outlined" fullWidth>
      {shortcut.label}
    </ButtonLink>
  );
}
