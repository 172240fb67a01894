import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'unstyled' | 'big';

const variantClass: Record<ButtonVariant, string> = {
  primary: '',
  secondary: 'usa-button--secondary',
  outline: 'usa-button--outline',
  unstyled: 'usa-button--unstyled',
  big: 'usa-button--big',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** React 19 hands a function component its ref as a prop: it reaches the button with the rest. */
  ref?: Ref<HTMLButtonElement>;
}

/** USWDS button; the primary one takes the county's button colour. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  const classes = ['usa-button', variantClass[variant], className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
