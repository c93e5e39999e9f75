import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type PayloadData } from 'relay-runtime';
import type {
  useUploadHousePhotosMutation$data,
  useUploadHousePhotosMutation$variables,
} from '../../../__generated__/useUploadHousePhotosMutation.graphql';
import { reportHttpError, reportNoResponse } from '../../../errors/errorStore';
import { GRAPHQL_PATH, HttpError, multipartBody, NoResponseError } from '../../../relay/environment';
import { type MutationOutcome, outcomeOf, type UserError } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUploadHousePhotosMutation($input: UploadHousePhotosInput!) {
    uploadHousePhotos(input: $input) {
      __typename
      ... on UploadHousePhotosPayload {
        house {
          ...PhotosStep_house
          ...houseCompletion_house
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

type UploadOutcome = MutationOutcome<unknown>;

const UPLOAD_FAILED: UserError = { kind: 'other', typename: null, message: 'Het uploaden is mislukt.' };

export interface UploadHandle {
  promise: Promise<UploadOutcome>;
  abort: () => void;
}

/**
 * Uploads several photos in one multipart request (the same body the Relay network layer sends)
 * over XMLHttpRequest, because fetch reports no upload progress. The answer is written into the
 * Relay store like any mutation payload, so the photo list and the progress list update.
 * HTTP failures go to the global error display, as for every other request.
 */
export function useUploadHousePhotos() {
  const environment = useRelayEnvironment();
  return useCallback(
    (houseId: string, files: readonly File[], onProgress: (fraction: number) => void): UploadHandle => {
      const request = getRequest(mutation);
      const variables: useUploadHousePhotosMutation$variables = {
        input: { houseId, photos: files.map(() => null) },
      };
      const uploadables = Object.fromEntries(files.map((file, index) => [`input.photos.${index}`, file]));
      const body = multipartBody(
        { text: request.params.text, name: request.params.name },
        variables as unknown as Record<string, unknown>,
        uploadables,
      );
      const xhr = new XMLHttpRequest();
      const promise = new Promise<UploadOutcome>((resolve, reject) => {
        xhr.open('POST', GRAPHQL_PATH);
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        xhr.onload = () => {
          let json: unknown;
          try {
            json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
          } catch {
            json = xhr.responseText;
          }
          if (xhr.status < 200 || xhr.status >= 300) {
            reportHttpError({ status: xhr.status, statusText: xhr.statusText, body: json });
            reject(new HttpError(xhr.status, xhr.statusText, json));
            return;
          }
          const data = (json as { data?: useUploadHousePhotosMutation$data } | undefined)?.data;
          if (!data?.uploadHousePhotos) {
            reject(new Error('Onverwacht antwoord van de server'));
            return;
          }
          onProgress(1);
          environment.commitPayload(createOperationDescriptor(request, variables), data as unknown as PayloadData);
          resolve(outcomeOf(data.uploadHousePhotos, 'UploadHousePhotosPayload', UPLOAD_FAILED));
        };
        xhr.onerror = () => {
          reportNoResponse();
          reject(new NoResponseError());
        };
        xhr.onabort = () => reject(new DOMException('Upload afgebroken', 'AbortError'));
        xhr.send(body);
      });
      return { promise, abort: () => xhr.abort() };
    },
    [environment],
  );
}
