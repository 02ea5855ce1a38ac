import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export function buttonClass(variant: ButtonVariant = 'primary', small = false): string {
  return [styles.button, styles[variant], small ? styles.small : ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  small?: boolean;
}

export function Button({ variant = 'primary', small = false, className, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={[buttonClass(variant, small), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
