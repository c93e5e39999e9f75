import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MailSettings_viewer$key } from '../../__generated__/MailSettings_viewer.graphql';
import { showMessage } from '../../errors/errorStore';
import { useUpdateMailSettingMutation } from './mutations/useUpdateMailSettingMutation';

/** 'E-mail': which notifications also come by e-mail, one switch per kind (saved on change). */
export function MailSettings({ viewer }: { viewer: MailSettings_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MailSettings_viewer on User {
        id
        email
        settings {
          mail {
            category
            label
            enabled
          }
        }
      }
    `,
    viewer,
  );
  const [setMail, saving] = useUpdateMailSettingMutation();
  const id = useId();
  const mail = data.settings?.mail;
  if (!mail) return null;

  const toggle = async (category: (typeof mail)[number]['category'], enabled: boolean) => {
    try {
      const outcome = await setMail(data.id, mail, category, enabled);
      if (!outcome.ok) showMessage(outcome.error.message, 'error');
    } catch {
      // shown by the global error display
    }
  };

  return (
    <section className="dashboard-card card settings-row" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`}>E-mail</h2>
        <p className="muted">
          Waarover wil je ook een e-mail krijgen op {data.email}? Op de site vind je alles altijd bij je meldingen.
        </p>
      </div>
      <fieldset className="settings-choices settings-choices--stacked" disabled={saving}>
        <legend className="visually-hidden">E-mail per soort melding</legend>
        {mail.map((m) => (
          <label key={m.category} className="settings-choice" htmlFor={`${id}-${m.category}`}>
            <input
              id={`${id}-${m.category}`}
              type="checkbox"
              name={`mail_${m.category}`}
              checked={m.enabled}
              onChange={(e) => toggle(m.category, e.target.checked)}
            />
            <span>{m.label}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
