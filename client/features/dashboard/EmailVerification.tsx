import { useState } from 'react';
import { Alert } from '../../components/forms/Alert';
import { Modal } from '../../components/Modal';
import { useResendVerificationEmailMutation } from '../auth/mutations/useResendVerificationEmailMutation';

/** The marker the server's /email/verify link puts on the dashboard URL: ?verified=1 (or 0: invalid link). */
export const EMAIL_VERIFIED_PARAM = 'verified';

function useResend() {
  const [resend, busy] = useResendVerificationEmailMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    try {
      const outcome = await resend();
      setResult(outcome.ok ? { ok: true, text: outcome.message } : { ok: false, text: outcome.error.message });
    } catch {
      setResult({ ok: false, text: 'Er ging iets mis bij het versturen. Probeer het later opnieuw.' });
    }
  };
  return { send, busy, result };
}

/** The 'modal-email-verified' modal (spec §2): shown when the page has ?verified=1. */
export function EmailVerifiedModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      name="modal-email-verified"
      title="Je e-mailadres is bevestigd"
      onClose={onClose}
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          Sluiten
        </button>
      }
    >
      <p>Bedankt! We weten nu zeker dat we je op dit e-mailadres kunnen bereiken.</p>
    </Modal>
  );
}

/** ?verified=0: the verification link was invalid or expired; offer a new one. */
export function EmailNotVerifiedModal({ onClose, loggedIn }: { onClose: () => void; loggedIn: boolean }) {
  const { send, busy, result } = useResend();
  return (
    <Modal
      name="modal-email-not-verified"
      title="Bevestigen is niet gelukt"
      onClose={onClose}
      footer={
        <>
          {loggedIn && !result?.ok ? (
            <button type="button" className="button button--primary" onClick={send} disabled={busy}>
              Stuur een nieuwe link
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Sluiten
          </button>
        </>
      }
    >
      <p>Deze bevestigingslink is ongeldig of verlopen.</p>
      {result ? <Alert kind={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
    </Modal>
  );
}

/** On the dashboard while the address is not confirmed yet. */
export function VerifyEmailNotice({ email }: { email: string | null | undefined }) {
  const { send, busy, result } = useResend();
  return (
    <Alert
      kind={result?.ok ? 'success' : 'info'}
      title="Bevestig je e-mailadres"
      actions={
        result?.ok ? null : (
          <button type="button" className="button button--secondary button--small" onClick={send} disabled={busy}>
            Stuur de link opnieuw
          </button>
        )
      }
    >
      {result?.text ??
        `We hebben je een e-mail gestuurd${email ? ` naar ${email}` : ''}. Klik op de link in die e-mail om je adres te bevestigen.`}
    </Alert>
  );
}
