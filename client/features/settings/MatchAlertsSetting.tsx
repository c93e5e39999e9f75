import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MatchAlertsSetting_viewer$key } from '../../__generated__/MatchAlertsSetting_viewer.graphql';
import type { MatchAlerts } from '../../__generated__/useUpdateSettingsMutation.graphql';
import { showMessage } from '../../errors/errorStore';
import { useUpdateSettingsMutation } from './mutations/useUpdateSettingsMutation';

/** 'Nieuwe kansen': how the searcher hears of a new house that fits a search profile (saved on choice). */
export function MatchAlertsSetting({ viewer }: { viewer: MatchAlertsSetting_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MatchAlertsSetting_viewer on User {
        id
        settings {
          matchAlerts
          matchAlertOptions {
            value
            label
          }
        }
      }
    `,
    viewer,
  );
  const [setMatchAlerts, saving] = useUpdateSettingsMutation();
  const id = useId();
  const settings = data.settings;
  if (!settings) return null;

  const choose = async (value: MatchAlerts) => {
    try {
      const outcome = await setMatchAlerts(data.id, value);
      if (!outcome.ok) showMessage(outcome.error.message, 'error');
    } catch {
      // shown by the global error display
    }
  };

  return (
    <section className="dashboard-card card settings-row" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`}>Nieuwe kansen</h2>
        <p className="muted">Hoe wil je horen over nieuwe huizen die passen bij je zoekprofielen?</p>
      </div>
      <fieldset className="settings-choices" disabled={saving}>
        <legend className="visually-hidden">Meldingen van nieuwe kansen</legend>
        {settings.matchAlertOptions.map((option) => (
          <label key={option.value} className="settings-choice" htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name="match_alerts"
              value={option.value}
              checked={settings.matchAlerts === option.value}
              onChange={() => choose(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
