import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DashboardTasks_user$key } from '../../__generated__/DashboardTasks_user.graphql';
import { CheckIcon } from '../../components/icons';
import { plural } from '../../format';
import { paths } from '../../paths';

/** Dashboard tasks (spec §5): personal info, profile picture, bio, password; open items counted. */
export function DashboardTasks({ user }: { user: DashboardTasks_user$key }) {
  const { dashboardTasks: tasks } = useFragment(
    graphql`
      fragment DashboardTasks_user on User {
        dashboardTasks {
          personalInfo
          profilePicture
          bio
          password
          openCount
        }
      }
    `,
    user,
  );
  if (!tasks) return null;
  const items = [
    {
      done: tasks.personalInfo,
      title: 'Persoonlijke gegevens',
      text: 'Je e-mailadres en telefoonnummer, zodat anderen je kunnen bereiken.',
      to: paths.profileEdit('persoonlijke-gegevens'),
    },
    {
      done: tasks.profilePicture,
      title: 'Profielfoto',
      text: 'Een gezicht bij je naam maakt contact persoonlijker.',
      to: paths.profileEdit('profielfoto'),
    },
    {
      done: tasks.bio,
      title: 'Over jezelf',
      text: 'Vertel in een paar zinnen wie je bent en wat je zoekt.',
      to: paths.profileEdit('bio'),
    },
    {
      done: tasks.password,
      title: 'Wachtwoord',
      text: 'Een eigen wachtwoord om veilig in te loggen.',
      to: paths.profileEdit('wachtwoord'),
    },
  ];
  return (
    <section className="dashboard-card card" aria-labelledby="dashboard-tasks-title">
      <div className="dashboard-card__header">
        <h2 id="dashboard-tasks-title">Maak je profiel compleet</h2>
        <span className={`badge${tasks.openCount === 0 ? '' : ' badge--status'}`} data-testid="open-count">
          {tasks.openCount === 0 ? 'Alles klaar' : `${plural(tasks.openCount, 'open punt', 'open punten')}`}
        </span>
      </div>
      <ul className="task-list">
        {items.map((item) => (
          <li key={item.title} className={`task${item.done ? ' task--done' : ''}`}>
            <span className="task__status" aria-hidden="true">
              {item.done ? <CheckIcon size={16} /> : null}
            </span>
            <div className="task__text">
              <span className="task__title">
                {item.title}
                <span className="visually-hidden">{item.done ? ' (klaar)' : ' (nog te doen)'}</span>
              </span>
              <span className="task__body">{item.text}</span>
            </div>
            <Link to={item.to} className="button button--small button--ghost">
              {item.done ? 'Wijzigen' : 'Aanvullen'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
