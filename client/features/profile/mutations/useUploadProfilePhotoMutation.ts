import { graphql } from 'react-relay';
import type { useUploadProfilePhotoMutation as T } from '../../../__generated__/useUploadProfilePhotoMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

const mutation = graphql`
  mutation useUploadProfilePhotoMutation($input: UploadProfilePhotoInput!) {
    uploadProfilePhoto(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
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
  const upload = async (photo: File): Promise<MutationOutcome<null>> => {
    const { uploadProfilePhoto: result } = await run(
      { input: { file: null } },
      { uploadables: { 'input.file': photo } },
    );
    return doneOrError(result, 'UploadProfilePhotoPayload');
  };
  return [upload, busy] as const;
}
