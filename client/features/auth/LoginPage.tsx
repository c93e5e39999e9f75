import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { paths } from '../../paths';
import { DEFAULT_RETURN } from '../registration/returnTargets';
import { USER_TYPE_OPTIONS, type UserType } from '../registration/validation';
import { LoginFlow } from './LoginFlow';
import { useCurrentViewer } from './useCurrentViewer';
import { safeRedirect } from './validation';
import './auth.css';

/** /meedoen/email: the two-step login; a new e-mail registers with the type chosen on /meedoen. */
export function LoginPage() {
  useDocumentTitle('Inloggen of aanmelden');
  const [search] = useSearchParams();
  const location = useLocation();
  const viewer = useCurrentViewer();
  // Decided on arrival: someone who registers here sees the welcome with 'Ga naar Mijn Huiskans'.
  const [arrivedLoggedIn] = useState(() => viewer != null);
  const redirect = safeRedirect(search.get('redirect'), paths.dashboard());
  const type = search.get('type');
  const userType = USER_TYPE_OPTIONS.some((o) => o.value === type) ? (type as UserType) : undefined;
  // Already logged in (e.g. the back button after logging in): straight on.
  if (viewer && arrivedLoggedIn) return <Navigate to={redirect} replace />;
  return (
    <div className="container auth-page">
      <LoginFlow
        key={location.key}
        redirectTo={redirect}
        registrationReturn={redirect === DEFAULT_RETURN.path ? DEFAULT_RETURN : { path: redirect, label: 'Verder' }}
        initialUserType={userType}
      />
    </div>
  );
}
