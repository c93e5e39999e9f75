import { graphql, useFragment } from 'react-relay';
import type { HousePriceHistory_house$key } from '../../__generated__/HousePriceHistory_house.graphql';
import { PriceText } from '../../components/PriceText';
import { formatDateMedium, formatDecimal, formatHousePrice, formatPrice } from '../../format';

/** '− € 15.000 (−3,8%)', '+ € 5.000 (+1,3%)'; the percentage goes under the amount on a phone. */
function ChangeLabel({ change, percent }: { change: number; percent: number | null | undefined }) {
  const sign = change < 0 ? '−' : '+';
  return (
    <>
      <span className="nowrap">{`${sign} ${formatPrice(Math.abs(change))}`}</span>
      {percent != null ? (
        <span className="price-history__percent">{` (${sign}${formatDecimal(Math.abs(percent))}%)`}</span>
      ) : null}
    </>
  );
}

/** 'Prijsgeschiedenis' on the house page: the asking price since the house was listed, newest first. */
export function HousePriceHistory({ house }: { house: HousePriceHistory_house$key }) {
  const { priceHistory } = useFragment(
    graphql`
      fragment HousePriceHistory_house on House {
        priceHistory {
          date
          price
          minPrice
          maxPrice
          change
          changePercent
        }
      }
    `,
    house,
  );
  if (priceHistory.length === 0) return null;
  return (
    <section className="house-section" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">Prijsgeschiedenis</h2>
      <table className="price-history">
        <thead>
          <tr>
            <th scope="col">Datum</th>
            <th scope="col">Vraagprijs</th>
            <th scope="col">Verandering</th>
          </tr>
        </thead>
        <tbody>
          {priceHistory.map((entry, i) => (
            <tr key={String(entry.date)}>
              <td className="nowrap">{formatDateMedium(String(entry.date))}</td>
              <td>
                <PriceText text={formatHousePrice(entry)} />
              </td>
              <td
                className={
                  entry.change != null && entry.change < 0 ? 'price-history__change--down' : 'price-history__change'
                }
              >
                {entry.change == null ? (
                  i === priceHistory.length - 1 ? (
                    'Te koop gezet'
                  ) : (
                    '—'
                  )
                ) : entry.change === 0 ? (
                  'Prijs anders vermeld'
                ) : (
                  <ChangeLabel change={entry.change} percent={entry.changePercent} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
