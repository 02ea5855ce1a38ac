import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'outlined' | 'neutral' | 'text' | 'danger';

/** Class names shared by <Button> and <ButtonLink> so links can look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', fullWidth = false): string {
  return [styles.button, styles[variant], fullWidth ? styles.full : ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', fullWidth = false, className, type, ...rest }: ButtonProps) {
  const classes = [buttonClass(variant, fullWidth), className].filter(Boolean).join(' ');
  return <button type={type ?? 'button'} className={classes} {...rest} />;
}
