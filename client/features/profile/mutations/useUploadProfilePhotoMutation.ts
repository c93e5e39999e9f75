import { graphql } from 'react-relay';
import type { useUploadProfilePhotoMutation as T } from '../../../__generated__/useUploadProfilePhotoMutation.graphql';
import { type UserError, usePromiseMutation, userErrorOf } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUploadProfilePhotoMutation($input: UploadProfilePhotoInput!) {
    uploadProfilePhoto(input: $input) {
      __typename
      ... on DomainError {
        message
        code
      }
      ... on InputError {
        message
        fieldErrors {
          field
          messages
        }
      }
      ... on UploadProfilePhotoPayload {
        user {
          ...ProfilePhotoForm_user
          ...HeaderAccount_viewer
          ...DashboardTasks_user
        }
      }
    }
  }
`;

/** Uploads the photo as a multipart request (Relay uploadables → the File scalar). */
export function useUploadProfilePhotoMutation() {
  const [run, busy] = usePromiseMutation<T>(mutation);
  const upload = async (photo: File): Promise<{ ok: true } | { ok: false; error: UserError }> => {
    const { uploadProfilePhoto: result } = await run(
      { input: { file: null } },
      { uploadables: { 'input.file': photo } },
    );
    if (result.__typename === 'UploadProfilePhotoPayload') return { ok: true };
    return { ok: false, error: userErrorOf(result) ?? { kind: 'other', message: '', code: null } };
  };
  return [upload, busy] as const;
}
