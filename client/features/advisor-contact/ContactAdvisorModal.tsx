import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ContactAdvisorModal_advisor$key } from '../../__generated__/ContactAdvisorModal_advisor.graphql';
import type { ContactAdvisorModal_viewer$key } from '../../__generated__/ContactAdvisorModal_viewer.graphql';
import { Alert } from '../../components/forms/Alert';
import { Field } from '../../components/forms/Field';
import { useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { SelectField } from '../../components/forms/SelectField';
import { TextField } from '../../components/forms/TextField';
import { Modal } from '../../components/Modal';
import { PRODUCT_NAME } from '../../config';
import { clearFieldErrors, reportFieldErrors } from '../../errors/errorStore';
import { paths } from '../../paths';
import { appointmentInput, type ContactForm } from './contactRequest';
import { useRequestAdvisorAppointmentMutation } from './mutations/useRequestAdvisorAppointmentMutation';

/** As the server allows (server/domain/advisors/contact.ts MESSAGE_MAX). */
const MESSAGE_MAX = 2000;

interface ContactAdvisorModalProps {
  advisor: ContactAdvisorModal_advisor$key;
  viewer: ContactAdvisorModal_viewer$key;
  onClose: () => void;
}

/**
 * The contact modal (spec §2): which expertise the request is about, an optional message, and what
 * the advisor receives (spec §3 AdvisorRequestAppointment: e-mail and phone number); after sending,
 * the server's promise ('De adviseur belt je binnen 1-5 werkdagen.'). Refusals (too many requests,
 * a block) show as the server words them.
 */
export function ContactAdvisorModal({ advisor, viewer, onClose }: ContactAdvisorModalProps) {
  const a = useFragment(
    graphql`
      fragment ContactAdvisorModal_advisor on Advisor {
        id
        fullName
        expertises {
          id
          name
        }
      }
    `,
    advisor,
  );
  const me = useFragment(
    graphql`
      fragment ContactAdvisorModal_viewer on User {
        email
        phoneNumber
      }
    `,
    viewer,
  );
  useFieldErrorsOfThisForm();
  const [request, busy] = useRequestAdvisorAppointmentMutation();
  const [form, setForm] = useState<ContactForm>({
    expertiseId: a.expertises.length === 1 ? a.expertises[0].id : '',
    message: '',
    phoneNumber: '',
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [promise, setPromise] = useState<{ text: string; again: boolean } | null>(null);
  const set = (field: keyof ContactForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearFieldErrors();
    setRefusal(null);
    const outcome = await request(appointmentInput(a.id, form, me.phoneNumber)).catch(() => null);
    if (!outcome) return; // a failed request is shown by the global error display
    if (outcome.ok) setPromise({ text: outcome.data.request.promise, again: !outcome.data.request.created });
    // Under their fields only: a toast would sit behind the modal's backdrop.
    else if (outcome.error.kind === 'input') reportFieldErrors(outcome.error.fieldErrors, { toast: false });
    else setRefusal(outcome.error.message);
  }

  const title = `Contact met ${a.fullName}`;
  if (promise)
    return (
      <Modal
        name="modal-contact-advisor"
        title={title}
        onClose={onClose}
        footer={
          <button type="button" className="button button--primary" onClick={onClose}>
            Sluiten
          </button>
        }
      >
        <div className="advisor-contact__sent" role="status">
          <p className="advisor-contact__promise">
            {promise.again ? 'Je had deze adviseur hierover al benaderd. ' : 'Je verzoek is verstuurd. '}
            {promise.text}
          </p>
          <p>
            Je vindt {a.fullName} bij <Link to={paths.dashboard()}>Mijn adviseurs</Link> in Mijn {PRODUCT_NAME}. Na het
            contact kun je hier een review schrijven.
          </p>
        </div>
      </Modal>
    );
  return (
    <Modal name="modal-contact-advisor" title={title} onClose={onClose}>
      <form className="advisor-contact__form" onSubmit={submit} noValidate>
        <SelectField
          label="Waarover wil je advies?"
          name="expertiseId"
          value={form.expertiseId}
          placeholder="Kies een expertise"
          options={a.expertises.map((e) => ({ value: e.id, label: e.name }))}
          onChange={(e) => set('expertiseId')(e.target.value)}
        />
        <Field label="Bericht (optioneel)" errorField="message">
          {(control) => (
            <textarea
              {...control}
              className="input"
              name="message"
              rows={3}
              maxLength={MESSAGE_MAX}
              value={form.message}
              placeholder="Bijvoorbeeld wanneer je het best bereikbaar bent"
              onChange={(e) => set('message')(e.target.value)}
            />
          )}
        </Field>
        <div className="advisor-contact__details">
          <p>{a.fullName} krijgt deze gegevens van je om je te bellen:</p>
          <dl>
            <dt>E-mailadres</dt>
            <dd>{me.email}</dd>
            <dt>Telefoonnummer</dt>
            <dd>{me.phoneNumber ?? 'Nog niet ingevuld'}</dd>
          </dl>
          {me.phoneNumber ? null : (
            <TextField
              label="Je telefoonnummer"
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={form.phoneNumber}
              onChange={(e) => set('phoneNumber')(e.target.value)}
              hint={
                <>
                  Alleen voor dit verzoek. Voor altijd? <Link to={paths.profileEdit()}>Vul het in je profiel in</Link>.
                </>
              }
            />
          )}
        </div>
        {refusal ? <Alert kind="error">{refusal}</Alert> : null}
        <div className="advisor-contact__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Annuleren
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Versturen…' : 'Verstuur verzoek'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
