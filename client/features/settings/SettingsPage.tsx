import { useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { SettingsPageQuery as SettingsPageQueryType } from '../../__generated__/SettingsPageQuery.graphql';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PasswordField } from '../../components/forms/PasswordFields';
import { ChevronRightIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { showMessage } from '../../errors/errorStore';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { useLogOutMutation } from '../auth/mutations/useLogOutMutation';
import { DashboardNav } from '../dashboard/DashboardNav';
import { pendingEmailText } from '../profile/PersonalDetailsForm';
import { ApiKeysSetting } from './ApiKeysSetting';
import { MailSettings } from './MailSettings';
import { MatchAlertsSetting } from './MatchAlertsSetting';
import { useDeleteAccountMutation } from './mutations/useDeleteAccountMutation';
import './settings.css';

const SettingsPageQuery = graphql`
  query SettingsPageQuery {
    viewer {
      id
      hasPassword
      email
      pendingEmail
      ...MatchAlertsSetting_viewer
      ...MailSettings_viewer
      ...ApiKeysSetting_viewer
    }
  }
`;

export function settingsLoader(): PreloadedQuery<SettingsPageQueryType> {
  return preloadRouteQuery<SettingsPageQueryType>('settings', SettingsPageQuery, {}, 'store-and-network');
}

/** /mijn-huiskans/instellingen: new-match alerts, e-mail per kind of notification, blocked users, API keys, log out, delete the account. */
export function SettingsPage() {
  useDocumentTitle('Instellingen');
  const queryRef = useLoaderData() as PreloadedQuery<SettingsPageQueryType>;
  const { viewer } = usePreloadedQuery<SettingsPageQueryType>(SettingsPageQuery, queryRef);
  const [logOut, loggingOut] = useLogOutMutation();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  if (!viewer) return null;
  const needsPassword = viewer.hasPassword === true;

  const onLogOut = async () => {
    try {
      await logOut();
    } catch {
      // shown by the global error display
    }
  };

  const onDelete = async () => {
    setDeleteProblem(null);
    try {
      const result = await deleteAccount(needsPassword ? password : null);
      if (result.ok) showMessage('Je account is verwijderd. Jammer dat je gaat!', 'success');
      else if (result.error.kind === 'input') {
        setDeleteProblem(Object.values(result.error.fieldErrors)[0]?.[0] ?? result.error.message);
      } else setDeleteProblem(result.error.message);
    } catch {
      // shown by the global error display
    }
  };

  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page settings-page">
        <h1>Instellingen</h1>
        <section className="dashboard-card card settings-row">
          <div>
            <h2>E-mailadres</h2>
            <p className="muted">{viewer.email}</p>
            {viewer.pendingEmail ? <p data-testid="pending-email">{pendingEmailText(viewer.pendingEmail)}</p> : null}
          </div>
          <Link to={paths.profileEdit()} className="button button--secondary">
            Wijzigen <ChevronRightIcon size={16} />
          </Link>
        </section>
        <MatchAlertsSetting viewer={viewer} />
        <MailSettings viewer={viewer} />
        <section className="dashboard-card card settings-row">
          <div>
            <h2>Geblokkeerde gebruikers</h2>
            <p className="muted">Bekijk wie je hebt geblokkeerd en hef een blokkade op.</p>
          </div>
          <Link to={paths.settingsBlockedUsers()} className="button button--secondary">
            Bekijken <ChevronRightIcon size={16} />
          </Link>
        </section>
        <ApiKeysSetting viewer={viewer} />
        <section className="dashboard-card card settings-row">
          <div>
            <h2>Uitloggen</h2>
            <p className="muted">Log uit op dit apparaat.</p>
          </div>
          <button type="button" className="button button--secondary" onClick={onLogOut} disabled={loggingOut}>
            Uitloggen
          </button>
        </section>
        <section className="dashboard-card card settings-row settings-row--danger" aria-labelledby="delete-title">
          <div>
            <h2 id="delete-title">Account verwijderen</h2>
            <p className="muted">
              Je profiel, huizen, zoekprofielen en berichten verdwijnen van {PRODUCT_NAME}. Dit kun je niet ongedaan
              maken.
            </p>
          </div>
          <div className="settings-row__action">
            <ConfirmButton
              variant="danger"
              question="Weet je zeker dat je je account wilt verwijderen?"
              onConfirm={onDelete}
              busy={deleting}
              confirmDisabled={needsPassword && password.length === 0}
              extra={
                needsPassword ? (
                  <PasswordField
                    label="Je wachtwoord"
                    name="password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    error={deleteProblem ?? undefined}
                  />
                ) : deleteProblem ? (
                  <p className="field__error">{deleteProblem}</p>
                ) : null
              }
            >
              Account verwijderen
            </ConfirmButton>
          </div>
        </section>
      </div>
    </>
  );
}
