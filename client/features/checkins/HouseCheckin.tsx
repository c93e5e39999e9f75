import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Alert } from '../../components/forms/Alert';
import type { MutationOutcome } from '../../relay/mutations';
import { ownerPaths } from '../house-owner/ownerPaths';
import { useConfirmHouseStatus, useReportHouseSold } from './mutations/useCheckinMutations';
import './checkins.css';

/** The label a house page shows for a status its owner has not confirmed for long. */
export const STATUS_UNKNOWN_LABEL = 'Status onbekend';

/** Runs a one-click action and keeps its refusal. */
function useOutcome() {
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<MutationOutcome<null>>): Promise<boolean> => {
    setProblem(null);
    try {
      const outcome = await action();
      if (!outcome.ok) setProblem(outcome.error.message);
      return outcome.ok;
    } catch {
      return false; // shown by the global error display
    }
  };
  return [problem, run] as const;
}

interface OwnerNoticeProps {
  houseId: string;
  slug: string;
  statusUnknown: boolean;
  needsCheckin: boolean;
  soldReported: boolean;
}

/**
 * On the owner's own house page, when the status is due for a check-in: why (long unconfirmed, out of
 * the listing as 'status onbekend', or reported sold), and the way back: 'Klopt!' or 'Aanpassen'.
 */
export function HouseStatusOwnerNotice({ houseId, slug, statusUnknown, needsCheckin, soldReported }: OwnerNoticeProps) {
  const [confirm, confirming] = useConfirmHouseStatus();
  const [problem, run] = useOutcome();
  if (!statusUnknown && !needsCheckin) return null;
  const title = statusUnknown
    ? 'Je woning staat niet meer in het aanbod: status onbekend'
    : soldReported
      ? 'Iemand meldde dat je woning al verkocht is'
      : 'Klopt de status van je woning nog?';
  return (
    <div className="house-checkin">
      <Alert
        kind="warning"
        title={title}
        actions={
          <>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={confirming}
              onClick={() => void run(() => confirm(houseId))}
            >
              Klopt!
            </button>
            <Link className="button button--secondary button--small" to={ownerPaths.edit(slug, 'aanbod')}>
              Aanpassen
            </Link>
          </>
        }
      >
        {statusUnknown
          ? 'Je hebt de status lang niet bevestigd. Bevestig hem of pas hem aan, dan staat je woning weer in het aanbod.'
          : 'Bevestig de status of pas hem aan, zodat zoekers weten waar ze aan toe zijn.'}
      </Alert>
      {problem ? <p className="field__error">{problem}</p> : null}
    </div>
  );
}

/**
 * 'Is dit huis al verkocht?' for everybody but the owner: a question, confirmed before the report
 * is sent (one stray click must not ask an owner to check their status), then thanks.
 */
export function ReportSoldButton({ houseId }: { houseId: string }) {
  const [report, busy] = useReportHouseSold();
  const [done, setDone] = useState(false);
  const [problem, run] = useOutcome();
  if (done)
    return (
      <p className="house-report muted" role="status">
        Bedankt voor je melding! We vragen de eigenaar de status te controleren.
      </p>
    );
  return (
    <div className="house-report">
      <ConfirmButton
        variant="ghost"
        busy={busy}
        question="Weet je zeker dat dit huis al verkocht is? Dan vragen we de eigenaar de status te controleren."
        onConfirm={async () => setDone(await run(() => report(houseId)))}
      >
        Is dit huis al verkocht?
      </ConfirmButton>
      {problem ? <p className="field__error">{problem}</p> : null}
    </div>
  );
}
