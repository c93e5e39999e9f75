import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BidLogPaginationQuery } from '../../__generated__/BidLogPaginationQuery.graphql';
import type { HouseDeals_bidLog$key } from '../../__generated__/HouseDeals_bidLog.graphql';
import type { HouseDeals_viewings$key } from '../../__generated__/HouseDeals_viewings.graphql';
import type { HouseViewingsPaginationQuery } from '../../__generated__/HouseViewingsPaginationQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { formatPrice } from '../../format';
import { offerSteps } from './labels';
import { OfferState } from './OfferState';
import { ViewingState } from './ViewingState';
import './deals.css';

/** Reloads a list from the server when `version` moves (a request or offer was just made on this page). */
function useReloadOn(version: number, refetch: (vars: object, options: { fetchPolicy: 'network-only' }) => unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version reloads.
  useEffect(() => {
    if (version > 0) refetch({}, { fetchPolicy: 'network-only' });
  }, [version]);
}

/** Viewing requests on the house page: the owner's incoming ones (with the answers), or the viewer's own. */
export function HouseViewings({ house, version }: { house: HouseDeals_viewings$key; version: number }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    HouseViewingsPaginationQuery,
    HouseDeals_viewings$key
  >(
    graphql`
      fragment HouseDeals_viewings on House
      @refetchable(queryName: "HouseViewingsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        viewings(first: $count, after: $cursor) @connection(key: "HouseDeals_viewings") {
          edges {
            node {
              id
              isOwn
              requester {
                firstName
              }
              ...ViewingState_viewing
            }
          }
        }
      }
    `,
    house,
  );
  useReloadOn(version, refetch);
  const viewings = (data.viewings?.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (viewings.length === 0) return null;
  const mine = viewings.every((v) => v.isOwn);
  return (
    <section className="house-section" aria-labelledby="viewings-heading" data-testid="house-viewings">
      <h2 id="viewings-heading">{mine ? 'Jouw bezichtiging' : 'Bezichtigingsverzoeken'}</h2>
      <ul className="deal-list">
        {viewings.map((v) => (
          <li key={v.id} className="deal-list__item">
            {!v.isOwn && v.requester ? <p className="deal-list__who">{v.requester.firstName}</p> : null}
            <ViewingState viewing={v} />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(5)}>
        Meer verzoeken
      </LoadMoreButton>
    </section>
  );
}

/**
 * The bid log (biedlogboek) for the owner and bidders: every offer with its time and state, newest
 * first. Another bidder's offer shows without name or comments ('Andere bieder').
 */
export function BidLog({ house, version }: { house: HouseDeals_bidLog$key; version: number }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    BidLogPaginationQuery,
    HouseDeals_bidLog$key
  >(
    graphql`
      fragment HouseDeals_bidLog on House
      @refetchable(queryName: "BidLogPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        bidLog(first: $count, after: $cursor) @connection(key: "HouseDeals_bidLog") {
          totalCount
          edges {
            node {
              id
              amount
              isOwn
              financeReservation
              structuralInspectionReservation
              comments
              createdAt
              status
              counterAmount
              answeredAt
              counterAnsweredAt
              bidder {
                firstName
              }
              ...OfferState_offer
            }
          }
        }
      }
    `,
    house,
  );
  useReloadOn(version, refetch);
  const log = data.bidLog;
  if (!log || log.edges.length === 0) return null;
  // A bidder (not the owner) sees other bids without a name.
  const anonymous = log.edges.some((e) => e?.node && !e.node.isOwn && !e.node.bidder);
  return (
    <section className="house-section" aria-labelledby="bidlog-heading" data-testid="bid-log">
      <h2 id="bidlog-heading">Biedlogboek</h2>
      <p className="deal-form__note">
        {log.totalCount === 1 ? '1 bod' : `${log.totalCount} biedingen`}, nieuwste eerst.
        {anonymous ? ' Andere bieders zie je zonder naam.' : null}
      </p>
      <ol className="deal-list">
        {log.edges.flatMap((e) => {
          const o = e?.node;
          if (!o) return [];
          const reservations = [
            o.financeReservation ? 'financiering' : null,
            o.structuralInspectionReservation ? 'bouwkundige keuring' : null,
          ].filter(Boolean);
          return [
            <li key={o.id} className="deal-list__item" data-testid="bid">
              <div className="deal-list__head">
                <strong className="deal-list__amount">{formatPrice(o.amount)}</strong>
                <span className="deal-list__who">
                  {o.isOwn ? 'Jouw bod' : (o.bidder?.firstName ?? 'Andere bieder')}
                </span>
              </div>
              <ol className="deal-steps" aria-label="Verloop">
                {offerSteps({
                  ...o,
                  createdAt: String(o.createdAt),
                  answeredAt: o.answeredAt ? String(o.answeredAt) : null,
                  counterAnsweredAt: o.counterAnsweredAt ? String(o.counterAnsweredAt) : null,
                }).map((step) => (
                  <li key={step.text}>
                    {step.text} <span className="deal-steps__at">· {step.at}</span>
                  </li>
                ))}
              </ol>
              <p className="deal-list__meta">
                {reservations.length ? `Voorbehoud: ${reservations.join(' en ')}` : 'Zonder voorbehoud'}
              </p>
              {o.comments ? <p className="deal-list__comments">{o.comments}</p> : null}
              <OfferState offer={o} />
            </li>,
          ];
        })}
      </ol>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(10)}>
        Oudere biedingen
      </LoadMoreButton>
    </section>
  );
}
