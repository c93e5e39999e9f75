import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TakeOnCoachee_notification$key } from '../../__generated__/TakeOnCoachee_notification.graphql';
import { showMessage } from '../../errors/errorStore';
import { paths } from '../../paths';
import { useAddCoacheeMutation } from './mutations/useAddCoacheeMutation';
import './advisorCoaching.css';

/**
 * Under a contact request (AdvisorRequestAppointment) the advisor received: 'Word coach van …', which
 * takes the user on as coachee about the request's expertise; once coached, 'Je bent coach van …'.
 * Nothing for anybody else, nor once the user removed the advisor (the request no longer stands).
 */
export function TakeOnCoachee({ notification }: { notification: TakeOnCoachee_notification$key }) {
  const { advisorRequest: request } = useFragment(
    graphql`
      fragment TakeOnCoachee_notification on Notification {
        advisorRequest {
          advisor {
            id
          }
          expertise {
            id
          }
          user {
            id
            firstName
            isMyCoachee
          }
        }
      }
    `,
    notification,
  );
  const [add, busy] = useAddCoacheeMutation();
  if (!request) return null;
  const { user } = request;
  if (user.isMyCoachee) {
    return (
      <p className="take-on-coachee take-on-coachee--done" data-testid="coach-of">
        Je bent coach van {user.firstName}. <Link to={paths.advisorProfile()}>Je coachees</Link>
      </p>
    );
  }
  const takeOn = () =>
    add({ advisorId: request.advisor.id, userId: user.id, expertiseId: request.expertise.id }).then(
      (outcome) => {
        if (outcome.ok)
          showMessage(
            `Je bent nu coach van ${user.firstName}. We hebben het ${user.firstName} laten weten.`,
            'success',
          );
        else showMessage(outcome.error.message, 'error');
      },
      () => undefined, // a failed request is shown by the global error display
    );
  return (
    <p className="take-on-coachee">
      <button type="button" className="button button--small button--primary" disabled={busy} onClick={takeOn}>
        Word coach van {user.firstName}
      </button>
      <span className="muted">
        {user.firstName} krijgt een welkomstbericht van je en ziet je als coach bij 'Mijn adviseurs'.
      </span>
    </p>
  );
}
