import { Fragment } from 'react';

/**
 * A formatted price ('€ 425.000 k.k.' or '€ 400.000 - € 450.000 k.k.') that only wraps between
 * the two ends of a range, never inside an amount. The text content stays the formatted string.
 */
export function PriceText({ text }: { text: string }) {
  const parts = text.split(' - ');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 ? ' - ' : null}
          <span className="nowrap">{part}</span>
        </Fragment>
      ))}
    </>
  );
}
