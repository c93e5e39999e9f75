import { NotFoundPage } from '../../components/StatusPage';
import { PRODUCT_NAME } from '../../config';

/** The profile does not exist (any more), or is somebody else's (whether it exists is private). */
export function ProfileNotFound() {
  return (
    <NotFoundPage title="Dit zoekprofiel bestaat niet (meer)">
      <p>
        Misschien is het zoekprofiel verwijderd, of klopt de link niet. Je eigen zoekprofielen vind je in Mijn{' '}
        {PRODUCT_NAME}.
      </p>
    </NotFoundPage>
  );
}
