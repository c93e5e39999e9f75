import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PhotosStep_house$key } from '../../../../__generated__/PhotosStep_house.graphql';
import { Alert } from '../../../../components/forms/Alert';
import { showMessage } from '../../../../errors/errorStore';
import type { UserError } from '../../../../relay/mutations';
import { readHouseCompletion } from '../../houseCompletion';
import { usePhotoMutations } from '../../mutations/usePhotoMutations';
import { useUploadHousePhotos } from '../../mutations/useUploadHousePhotos';
import { ArrowEarlierIcon, ArrowLaterIcon, GripIcon, StarIcon, TrashIcon, UploadIcon } from '../../ownerIcons';
import { checkPhotoFiles, MIN_HOUSE_PHOTOS, moveItem, photosStillNeeded, uploadBatches } from '../../photoRules';
import { StepForm } from '../StepForm';

interface Upload {
  key: number;
  previews: { name: string; url: string }[];
  progress: number;
  failed?: string;
}

function uploadErrorText(error: UserError): string {
  if (error.kind === 'input') return Object.values(error.fieldErrors)[0]?.[0] ?? error.message;
  return error.message || 'Het uploaden is mislukt. Probeer het opnieuw.';
}

/**
 * fotos: upload several photos at once (previews and progress), reorder by dragging or with the
 * arrow buttons, choose the main photo, delete. At least 5 photos complete the section (spec §9).
 */
export function PhotosStep({ house }: { house: PhotosStep_house$key }) {
  const data = useFragment(
    graphql`
      fragment PhotosStep_house on House {
        id
        photos {
          id
          thumbUrl
          mediumUrl
          width
          height
        }
        mainPhoto {
          id
        }
        ...houseCompletion_house
      }
    `,
    house,
  );
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadHousePhotos();
  const { reorder, setMain, remove } = usePhotoMutations(data, readHouseCompletion(data));
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const nextKey = useRef(1);
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;

  // Previews are object URLs: free them when the step goes away.
  useEffect(
    () => () => {
      for (const u of uploadsRef.current) for (const p of u.previews) URL.revokeObjectURL(p.url);
    },
    [],
  );

  const photos = data.photos;
  const ids = photos.map((p) => p.id);
  const mainId = data.mainPhoto?.id ?? photos[0]?.id ?? null;
  const pending = uploads.filter((u) => !u.failed).reduce((n, u) => n + u.previews.length, 0);
  const needed = photosStillNeeded(photos.length);

  const addFiles = async (list: FileList | File[]) => {
    const { accepted, problems: refused } = checkPhotoFiles([...list], photos.length + pending);
    setProblems(refused);
    for (const batch of uploadBatches(accepted)) {
      const key = nextKey.current++;
      const previews = batch.map((file) => ({ name: file.name, url: URL.createObjectURL(file) }));
      setUploads((current) => [...current, { key, previews, progress: 0 }]);
      const update = (patch: Partial<Upload>) =>
        setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...patch } : u)));
      const finish = () => {
        for (const p of previews) URL.revokeObjectURL(p.url);
        setUploads((current) => current.filter((u) => u.key !== key));
      };
      try {
        const result = await upload(data.id, batch, (progress) => update({ progress })).promise;
        if (result.ok) finish();
        else update({ failed: uploadErrorText(result.error) });
      } catch {
        update({ failed: 'Het uploaden is mislukt. Probeer het opnieuw.' });
      }
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.files?.length) void addFiles(event.target.files);
    event.target.value = '';
  };

  const onDropFiles = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDropActive(false);
    if (event.dataTransfer.files.length) void addFiles(event.dataTransfer.files);
  };

  const run = async (action: Promise<{ ok: true } | { ok: false; error: UserError }>) => {
    try {
      const result = await action;
      if (!result.ok) showMessage(result.error.message || 'Dat is niet gelukt.', 'error');
    } catch {
      // shown by the global error display
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    void run(reorder(moveItem(ids, from, to)));
  };

  return (
    <StepForm
      step="fotos"
      intro={
        <p>
          Goede foto's maken het verschil. Voeg er minimaal {MIN_HOUSE_PHOTOS} toe; de hoofdfoto zien zoekers als
          eerste.
        </p>
      }
      dirty={false}
      fields={() => ({})}
    >
      <fieldset
        className={`photo-drop${dropActive ? ' photo-drop--active' : ''}`}
        onDragOver={(event) => {
          if (dragFrom !== null) return; // reordering, not files
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDropFiles}
      >
        <legend className="visually-hidden">Foto's toevoegen</legend>
        <UploadIcon size={28} />
        <p>
          Sleep je foto's hierheen, of{' '}
          <label htmlFor={inputId} className="link-button">
            kies bestanden
          </label>
        </p>
        <span className="field__hint">
          JPG, PNG of WebP, maximaal 15 MB per foto. Je kunt er meerdere tegelijk kiezen.
        </span>
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          name="photos"
          accept="image/*"
          multiple
          onChange={onInput}
        />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => inputRef.current?.click()}
        >
          Foto's toevoegen
        </button>
      </fieldset>

      {problems.length > 0 ? (
        <Alert kind="error" title="Niet alle bestanden kunnen mee">
          <ul className="plain-list">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <p
        className={`photo-count${needed === 0 ? ' photo-count--done' : ''}`}
        aria-live="polite"
        data-testid="photo-count"
      >
        {needed === 0
          ? `${photos.length} foto's. Je fotosectie is compleet.`
          : `${photos.length} van minimaal ${MIN_HOUSE_PHOTOS} foto's. Nog ${needed} nodig.`}
      </p>

      <ol className="photo-grid" aria-label="Foto's van je woning">
        {photos.map((photo, index) => {
          const isMain = photo.id === mainId;
          return (
            <li
              key={photo.id}
              className={`photo-tile${dragOver === index && dragFrom !== index ? ' photo-tile--target' : ''}${dragFrom === index ? ' photo-tile--dragging' : ''}`}
              draggable
              onDragStart={(event) => {
                setDragFrom(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', photo.id);
              }}
              onDragOver={(event) => {
                if (dragFrom === null) return;
                event.preventDefault();
                setDragOver(index);
              }}
              onDrop={(event) => {
                if (dragFrom === null) return;
                event.preventDefault();
                event.stopPropagation();
                move(dragFrom, index);
                setDragFrom(null);
                setDragOver(null);
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setDragOver(null);
              }}
            >
              <div className="media-frame photo-tile__media">
                <img src={photo.thumbUrl} alt={`Foto ${index + 1}`} width={photo.width} height={photo.height} />
                <span className="photo-tile__grip" aria-hidden="true">
                  <GripIcon size={18} />
                </span>
                {isMain ? <span className="badge photo-tile__main">Hoofdfoto</span> : null}
              </div>
              {confirming === photo.id ? (
                <div className="photo-tile__confirm">
                  <span>Foto verwijderen?</span>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    onClick={() => {
                      setConfirming(null);
                      void run(remove(photo.id));
                    }}
                  >
                    Ja
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => setConfirming(null)}
                  >
                    Annuleren
                  </button>
                </div>
              ) : (
                <div className="photo-tile__actions">
                  <button
                    type="button"
                    className="owner-icon-button"
                    disabled={index === 0}
                    aria-label={`Foto ${index + 1} naar voren`}
                    title="Naar voren"
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowEarlierIcon size={18} />
                  </button>
                  <button
                    type="button"
                    className="owner-icon-button"
                    disabled={index === photos.length - 1}
                    aria-label={`Foto ${index + 1} naar achteren`}
                    title="Naar achteren"
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowLaterIcon size={18} />
                  </button>
                  <button
                    type="button"
                    className={`owner-icon-button${isMain ? ' owner-icon-button--active' : ''}`}
                    disabled={isMain}
                    aria-pressed={isMain}
                    aria-label={isMain ? `Foto ${index + 1} is de hoofdfoto` : `Foto ${index + 1} als hoofdfoto`}
                    title={isMain ? 'Hoofdfoto' : 'Maak hoofdfoto'}
                    onClick={() => void run(setMain(photo.id))}
                  >
                    <StarIcon size={18} fill={isMain ? 'currentColor' : 'none'} />
                  </button>
                  <button
                    type="button"
                    className="owner-icon-button owner-icon-button--danger"
                    aria-label={`Foto ${index + 1} verwijderen`}
                    title="Verwijderen"
                    onClick={() => setConfirming(photo.id)}
                  >
                    <TrashIcon size={18} />
                  </button>
                </div>
              )}
            </li>
          );
        })}
        {uploads.flatMap((u) =>
          u.previews.map((preview) => (
            <li
              key={`${u.key}-${preview.url}`}
              className={`photo-tile photo-tile--uploading${u.failed ? ' photo-tile--failed' : ''}`}
            >
              <div className="media-frame photo-tile__media">
                <img src={preview.url} alt={`Voorbeeld van ${preview.name}`} />
                {u.failed ? null : (
                  <div
                    className="photo-tile__progress"
                    role="progressbar"
                    aria-label={`${preview.name} uploaden`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(u.progress * 100)}
                  >
                    <span style={{ width: `${Math.round(u.progress * 100)}%` }} />
                  </div>
                )}
              </div>
              <div className="photo-tile__status">
                {u.failed ? (
                  <span className="field__error">{u.failed}</span>
                ) : (
                  <span>Uploaden… {Math.round(u.progress * 100)}%</span>
                )}
              </div>
            </li>
          )),
        )}
      </ol>
      {uploads.some((u) => u.failed) ? (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            for (const u of uploads) if (u.failed) for (const p of u.previews) URL.revokeObjectURL(p.url);
            setUploads((current) => current.filter((u) => !u.failed));
          }}
        >
          Mislukte uploads wissen
        </button>
      ) : null}
    </StepForm>
  );
}
