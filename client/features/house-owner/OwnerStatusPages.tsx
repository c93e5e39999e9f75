import { Link } from 'react-router-dom';
import { NotFoundPage, StatusPage } from '../../components/StatusPage';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';

/** The house does not exist (any more), or is not visible to the viewer. */
export function OwnerHouseNotFound() {
  return (
    <NotFoundPage title="Deze woning bestaat niet (meer)">
      <p>Misschien is de woning verwijderd, of klopt de link niet. Je eigen woningen vind je in Mijn {PRODUCT_NAME}.</p>
    </NotFoundPage>
  );
}

/** A listed house of somebody else: only its owner may edit, delete or see its details. */
export function NotYourHouse() {
  return (
    <StatusPage
      code="403"
      title="Dit is niet jouw woning"
      actions={
        <Link to={paths.dashboard()} className="button button--primary">
          Naar Mijn {PRODUCT_NAME}
        </Link>
      }
    >
      <p>Alleen de eigenaar kan deze woning bewerken of verwijderen.</p>
    </StatusPage>
  );
}
