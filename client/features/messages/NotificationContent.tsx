import { Suspense, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { NotificationContent_notification$key } from '../../__generated__/NotificationContent_notification.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { HouseIcon } from '../../components/icons';
import { StarRating } from '../../components/StarRating';
import { HousePreviewCard } from './HousePreviewCard';
import { houseSlugsInText, splitLinks } from './houseLinks';
import { type HouseRef, notificationView, UNKNOWN_NOTIFICATION } from './notificationView';
import { PastedHousePreview } from './PastedHousePreview';

/** The house a house event is about (§3 data.house: route and formatted address). */
export function HouseRefCard({ house }: { house: HouseRef }) {
  return (
    <Link to={house.route} className="house-ref">
      <HouseIcon size={18} />
      <span>{house.address}</span>
    </Link>
  );
}

/** A message's words with clickable links (no HTML from the server is ever rendered). */
function MessageText({ text }: { text: string }) {
  return (
    <p className="message-text">
      {splitLinks(text).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** Everything a notification says, rendered from its type and §3 data (spec §3, §9). */
export function NotificationContent({ notification }: { notification: NotificationContent_notification$key }) {
  const { type, data, knownType, house, isFromViewer } = useFragment(
    graphql`
      fragment NotificationContent_notification on Notification {
        type
        data
        # False when the server does not know the type or its data either.
        knownType
        isFromViewer
        # The house it is about, while the viewer may still see it: a card instead of the bare address.
        house {
          ...HousePreviewCard_house
        }
      }
    `,
    notification,
  );
  const view = useMemo(() => notificationView(type, data, isFromViewer), [type, data, isFromViewer]);
  const pasted = useMemo(
    () => (view.message ? houseSlugsInText(view.message, window.location.origin) : []),
    [view.message],
  );
  if (!view.known || !knownType) return <p className="notification-content__unknown">{UNKNOWN_NOTIFICATION}</p>;
  return (
    <div className="notification-content">
      {view.title ? <p className="notification-content__title">{view.title}</p> : null}
      {house ? <HousePreviewCard house={house} /> : view.house ? <HouseRefCard house={view.house} /> : null}
      {view.status ? (
        <p className="notification-content__status">
          <span className="badge badge--status">{view.status.label}</span>
          {view.status.description ? <span> {view.status.description}</span> : null}
        </p>
      ) : null}
      {view.review ? (
        <div className="notification-content__review">
          <StarRating rating={view.review.rating} size={20} />
          {view.review.comments ? <p className="notification-content__comments">{view.review.comments}</p> : null}
        </div>
      ) : null}
      {view.changes.length > 0 ? (
        <dl className="notification-content__changes">
          {view.changes.map((change) => (
            <div key={change.label}>
              <dt>{change.label}</dt>
              <dd>
                <s>{change.old}</s> <span aria-hidden="true">→</span>
                <span className="visually-hidden"> wordt </span> <strong>{change.new}</strong>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.details.length > 0 ? (
        <dl className="notification-content__details">
          {view.details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.message ? <MessageText text={view.message} /> : null}
      {pasted.length > 0 ? (
        <ErrorBoundary>
          <Suspense fallback={null}>
            {pasted.map((slug) => (
              <PastedHousePreview key={slug} slug={slug} />
            ))}
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
