import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './Button';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** A navigation link styled as a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ...rest }: ButtonLinkProps) {
  return (
    <Link className={[buttonClass(variant, fullWidth), className].filter(Boolean).join(' ')} {...rest} />
  );
}
