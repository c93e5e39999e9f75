import { Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, useLazyLoadQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { StatusUpdateModal_viewer$key } from '../../__generated__/StatusUpdateModal_viewer.graphql';
import type { StatusUpdateModalQuery as ModalQueryType } from '../../__generated__/StatusUpdateModalQuery.graphql';
import type { StatusUpdatePageQuery as PageQueryType } from '../../__generated__/StatusUpdatePageQuery.graphql';
import { Modal } from '../../components/Modal';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { modalHiddenOn, somethingOutdated } from './checkinRules';
import { StatusUpdate } from './StatusUpdate';

const TITLE = 'Mijn status bijwerken';

const StatusUpdatePageQuery = graphql`
  query StatusUpdatePageQuery {
    viewer {
      ...StatusUpdate_viewer
    }
  }
`;

export function statusUpdateLoader(): PreloadedQuery<PageQueryType> {
  return preloadRouteQuery<PageQueryType>('status-update', StatusUpdatePageQuery, {}, 'store-and-network');
}

/** /mijn-huiskans/status-bijwerken: the status-update screen with everything the viewer has. */
export function StatusUpdatePage() {
  useDocumentTitle(TITLE);
  const { viewer } = usePreloadedQuery<PageQueryType>(
    StatusUpdatePageQuery,
    useLoaderData() as PreloadedQuery<PageQueryType>,
  );
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page status-update-page">
        <h1>{TITLE}</h1>
        {viewer ? <StatusUpdate viewer={viewer} show="all" /> : null}
      </div>
    </>
  );
}

const modalFragment = graphql`
  fragment StatusUpdateModal_viewer on User {
    id
    hasOutdatedProfile
    hasOutdatedHouseStatus
    hasOutdatedSearchQuery
  }
`;

const StatusUpdateModalQuery = graphql`
  query StatusUpdateModalQuery {
    viewer {
      ...StatusUpdate_viewer
    }
  }
`;

/** Whose modal was closed with 'Sluiten' during this page load: it stays closed until the next load. */
let closedFor: string | null = null;

/**
 * The status-update modal (spec §4): opens after load when the viewer has an outdated profile,
 * house status or search profile; not on the house-edit, search-profile-edit and settings routes;
 * no esc, no outside click, only 'Sluiten'. Once open it stays open while things get confirmed
 * (the flags turn false) until 'Sluiten'.
 */
export function StatusUpdateModal({ viewer: key }: { viewer: StatusUpdateModal_viewer$key | null | undefined }) {
  const flags = useFragment(modalFragment, key);
  const { pathname } = useLocation();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const due = flags != null && somethingOutdated(flags) && closedFor !== flags.id;
  useEffect(() => {
    if (due && flags) setOpenFor(flags.id);
  }, [due, flags]);
  if (!flags || openFor !== flags.id || modalHiddenOn(pathname)) return null;
  const close = () => {
    closedFor = flags.id;
    setOpenFor(null);
  };
  return (
    <Modal
      title={TITLE}
      name="modal-status-update"
      dismissible={false}
      onClose={close}
      footer={
        <button type="button" className="button button--secondary" onClick={close}>
          Sluiten
        </button>
      }
    >
      <Suspense fallback={<PageLoading />}>
        <ModalContent />
      </Suspense>
    </Modal>
  );
}

function ModalContent() {
  const { viewer } = useLazyLoadQuery<ModalQueryType>(StatusUpdateModalQuery, {}, { fetchPolicy: 'store-and-network' });
  return viewer ? <StatusUpdate viewer={viewer} show="due" /> : null;
}
