import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfilePhotoForm_user$key } from '../../__generated__/ProfilePhotoForm_user.graphql';
import { FieldMessage } from '../../components/forms/Field';
import { useFieldError, useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { saveForm } from '../../components/forms/saveForm';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { clearFieldErrors, showMessage } from '../../errors/errorStore';
import { Avatar } from './Avatar';
import { useRemoveProfilePhotoMutation } from './mutations/useRemoveProfilePhotoMutation';
import { useUploadProfilePhotoMutation } from './mutations/useUploadProfilePhotoMutation';
import { useProfileEditViewer } from './ProfileEditLayout';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** /profiel/bewerken/profielfoto: choose a photo, see it, upload it (the header avatar follows). */
export function ProfilePhotoSection() {
  useDocumentTitle('Profielfoto');
  return <ProfilePhotoForm user={useProfileEditViewer()} />;
}

export function ProfilePhotoForm({ user }: { user: ProfilePhotoForm_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfilePhotoForm_user on User {
        firstName
        photoUrl: avatarUrl(size: SMALL_SQUARE_2X)
      }
    `,
    user,
  );
  useFieldErrorsOfThisForm();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [upload, uploading] = useUploadProfilePhotoMutation();
  const [remove, removing] = useRemoveProfilePhotoMutation();
  const fileError = useFieldError('file');
  const photoError = useFieldError('photo');
  const serverError = fileError ?? photoError;
  const error = localError ?? serverError;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    clearFieldErrors();
    setLocalError(null);
    if (chosen && !chosen.type.startsWith('image/')) {
      setLocalError('Kies een afbeelding (JPG, PNG of WebP).');
      setFile(null);
      return;
    }
    if (chosen && chosen.size > PHOTO_MAX_BYTES) {
      setLocalError('De foto mag maximaal 10 MB groot zijn.');
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  /** Back to no chosen file, the file input emptied too (so the same file can be chosen again). */
  const forgetFile = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || uploading) return;
    if (await saveForm(() => upload(file), 'Je profielfoto is opgeslagen.')) forgetFile();
  };

  const removePhoto = async () => {
    try {
      await remove();
      showMessage('Je profielfoto is verwijderd.', 'success');
    } catch {
      // shown by the global error display
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Profielfoto" className="profile-form">
      <h2>Profielfoto</h2>
      <div className="photo-picker">
        <div className="photo-picker__preview">
          {preview ? (
            <img className="avatar" src={preview} alt="Voorbeeld van je nieuwe profielfoto" width={128} height={128} />
          ) : (
            <Avatar url={data.photoUrl} name={data.firstName} size={128} />
          )}
        </div>
        <div className={`field photo-picker__field${error ? ' field--invalid' : ''}`}>
          <span className="field__label" aria-hidden="true">
            Nieuwe foto
          </span>
          <div className="file-picker">
            <input
              ref={inputRef}
              id={id}
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="file-picker__input"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint`}
              onChange={choose}
            />
            <label htmlFor={id} className="button button--secondary button--small file-picker__button">
              Kies een foto
            </label>
            <span className="file-picker__name">{file ? file.name : 'Nog geen foto gekozen'}</span>
          </div>
          <span className="field__hint" id={`${id}-hint`}>
            JPG, PNG of WebP, maximaal 10 MB. We maken er een vierkante foto van.
          </span>
          {error ? <FieldMessage>{error}</FieldMessage> : null}
        </div>
      </div>
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={!file || uploading}>
          {uploading ? 'Bezig met uploaden…' : 'Foto opslaan'}
        </button>
        {data.photoUrl && !file ? (
          <button type="button" className="button button--secondary" onClick={removePhoto} disabled={removing}>
            Foto verwijderen
          </button>
        ) : null}
        {file ? (
          <button type="button" className="button button--secondary" onClick={forgetFile}>
            Annuleren
          </button>
        ) : null}
      </div>
    </form>
  );
}
