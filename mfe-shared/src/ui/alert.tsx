import type { ReactNode } from 'react';

export type AlertType = 'info' | 'warning' | 'error' | 'success';

export interface AlertProps {
  type: AlertType;
  heading?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
  /** 'alert' interrupts the reader; use it only for something that just went wrong. */
  role?: 'alert' | 'status' | 'region';
  slim?: boolean;
}

export function Alert({ type, heading, headingLevel: Heading = 'h2', children, role, slim }: AlertProps) {
  const classes = ['usa-alert', `usa-alert--${type}`, slim ? 'usa-alert--slim' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role={role} aria-label={role === 'region' ? heading : undefined}>
      <div className="usa-alert__body">
        {heading ? <Heading className="usa-alert__heading">{heading}</Heading> : null}
        {children ? <div className="usa-alert__text">{children}</div> : null}
      </div>
    </div>
  );
}
