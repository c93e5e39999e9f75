import type { ReactNode } from 'react';
import { CheckIcon } from '../icons';
import { useDocumentTitle } from '../useDocumentTitle';
import './funnel.css';

/** A funnel step's page: the row of the funnel's steps (done, current, to come), then a card with its title. */
export function FunnelShell({
  steps,
  step,
  title,
  intro,
  children,
  wide = false,
}: {
  steps: readonly string[];
  /** Index of the current step. */
  step: number;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Room for a list of houses (kansen). */
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div className={`container funnel-page${wide ? ' funnel-page--wide' : ''}`}>
      <ol className="funnel-steps" aria-label="Stappen">
        {steps.map((label, index) => (
          <li
            key={label}
            className={`funnel-steps__item${index < step ? ' funnel-steps__item--done' : ''}${index === step ? ' funnel-steps__item--current' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="funnel-steps__mark" aria-hidden="true">
              {index < step ? <CheckIcon size={14} /> : index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <div className="card funnel-card">
        <h1>{title}</h1>
        {intro ? <div className="muted funnel-card__intro">{intro}</div> : null}
        {children}
      </div>
    </div>
  );
}
