import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { formatPrice } from '../../format';

// The calculator's code loads when a visitor opens the section, not with every house page.
const MortgageCalculator = lazy(() =>
  import('../search-profiles/MortgageCalculator').then((m) => ({ default: m.MortgageCalculator })),
);

/**
 * 'Wat kun je lenen voor dit huis?': the maximum-mortgage calculator with the house's energy label
 * chosen (its extra borrowing counts, spec notes max-mortgage.md), the answer set against the asking price.
 */
export function HouseMortgage({
  energyLabel,
  askingPrice,
}: {
  energyLabel: string | null;
  askingPrice: number | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="house-section house-mortgage" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <h2>Wat kun je lenen voor dit huis?</h2>
      </summary>
      {open ? (
        <Suspense fallback={<PageLoading label="Rekenhulp laden…" />}>
          <MortgageCalculator
            energyLabel={energyLabel}
            actions={(result) =>
              askingPrice ? (
                <p>
                  {result.maximum >= askingPrice
                    ? `De vraagprijs van ${formatPrice(askingPrice)} past binnen je maximale hypotheek.`
                    : `De vraagprijs van ${formatPrice(askingPrice)} is ${formatPrice(askingPrice - result.maximum)} meer dan je maximaal kunt lenen: dat deel betaal je met eigen geld.`}
                </p>
              ) : null
            }
          />
        </Suspense>
      ) : null}
    </details>
  );
}
