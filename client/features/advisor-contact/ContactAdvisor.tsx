import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ContactAdvisor_advisor$key } from '../../__generated__/ContactAdvisor_advisor.graphql';
import type { ContactAdvisor_viewer$key } from '../../__generated__/ContactAdvisor_viewer.graphql';
import { LoginFirstModal } from '../auth/LoginFirstModal';
import { useReopenModal } from '../auth/reopenModal';
import { ContactAdvisorModal } from './ContactAdvisorModal';
import './advisor-contact.css';

/**
 * 'Neem contact op' on an advisor's page (spec §2 contact modal): a visitor logs in first and comes
 * back here with the modal open (the reopen cookie); a user gets the contact modal. The advisor
 * sees no button on their own page.
 */
export function ContactAdvisor({
  advisor,
  viewer,
}: {
  advisor: ContactAdvisor_advisor$key;
  viewer: ContactAdvisor_viewer$key | null | undefined;
}) {
  const a = useFragment(
    graphql`
      fragment ContactAdvisor_advisor on Advisor {
        id
        user {
          id
        }
        ...ContactAdvisorModal_advisor
      }
    `,
    advisor,
  );
  const me = useFragment(
    graphql`
      fragment ContactAdvisor_viewer on User {
        id
        ...ContactAdvisorModal_viewer
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState<'login' | 'form' | null>(null);
  const own = me != null && me.id === a.user.id;
  useReopenModal(
    'contact-advisor',
    (t) => t.advisorId === a.id,
    me != null,
    // Taken (and forgotten) also when the visitor turned out to be this advisor: nothing to open.
    () => setOpen(own ? null : 'form'),
  );
  if (own) return null;
  const close = () => setOpen(null);
  return (
    <div className="advisor-contact">
      <button type="button" className="button button--primary" onClick={() => setOpen(me ? 'form' : 'login')}>
        Neem contact op
      </button>
      {open === 'login' ? (
        <LoginFirstModal
          name="modal-login-to-contact"
          title="Log in om contact op te nemen"
          reopen={{ modal: 'contact-advisor', advisorId: a.id }}
          onClose={close}
        >
          <p>Na het inloggen kom je meteen terug bij deze adviseur en kun je je verzoek versturen.</p>
        </LoginFirstModal>
      ) : null}
      {open === 'form' && me ? <ContactAdvisorModal advisor={a} viewer={me} onClose={close} /> : null}
    </div>
  );
}
