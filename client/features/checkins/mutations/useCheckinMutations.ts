import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCheckinMutationsConfirmHouseMutation as ConfirmHouse } from '../../../__generated__/useCheckinMutationsConfirmHouseMutation.graphql';
import type { useCheckinMutationsConfirmProfileMutation as ConfirmProfile } from '../../../__generated__/useCheckinMutationsConfirmProfileMutation.graphql';
import type { useCheckinMutationsConfirmSearchProfileMutation as ConfirmSearchProfile } from '../../../__generated__/useCheckinMutationsConfirmSearchProfileMutation.graphql';
import type { useCheckinMutationsDeleteSearchProfileMutation as DeleteSearchProfile } from '../../../__generated__/useCheckinMutationsDeleteSearchProfileMutation.graphql';
import type { useCheckinMutationsReportSoldMutation as ReportSold } from '../../../__generated__/useCheckinMutationsReportSoldMutation.graphql';
import { doneOrError, type MutationOutcome, usePromiseMutation } from '../../../relay/mutations';

// The confirmations of the status-update screen and modal (spec §2/§4) and the visitor's 'Dit huis is
// al verkocht'. Each answers the fields the screens read, so the store (and every screen showing
// them, the modal's trigger included) follows without a reload.

const confirmProfile = graphql`
  mutation useCheckinMutationsConfirmProfileMutation($input: ConfirmProfileStatusInput!) {
    confirmProfileStatus(input: $input) {
      __typename
      ... on ConfirmProfileStatusPayload {
        user {
          id
          movingMonths
          movingWishConfirmedAt
          hasOutdatedProfile
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

const confirmHouse = graphql`
  mutation useCheckinMutationsConfirmHouseMutation($input: ConfirmHouseStatusInput!) {
    confirmHouseStatus(input: $input) {
      __typename
      ... on ConfirmHouseStatusPayload {
        house {
          id
          statusConfirmedAt
          statusNeedsCheckin
          soldReported
          statusUnknown
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

const confirmSearchProfile = graphql`
  mutation useCheckinMutationsConfirmSearchProfileMutation($input: ConfirmSearchProfileInput!) {
    confirmSearchProfile(input: $input) {
      __typename
      ... on ConfirmSearchProfilePayload {
        searchProfile {
          id
          confirmedAt
          needsCheckin
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

const deleteSearchProfile = graphql`
  mutation useCheckinMutationsDeleteSearchProfileMutation($input: DeleteSearchProfileInput!) {
    deleteSearchProfile(input: $input) {
      __typename
      ... on DeleteSearchProfilePayload {
        deletedSearchProfileId @deleteRecord
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

const reportSold = graphql`
  mutation useCheckinMutationsReportSoldMutation($input: ReportHouseSoldInput!) {
    reportHouseSold(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
    }
  }
`;

/** 'Klopt!' (no moving wish) or 'Bijwerken' (the new one) of the moving-wish section. */
export function useConfirmProfileStatus() {
  const [run, busy] = usePromiseMutation<ConfirmProfile>(confirmProfile);
  const confirm = useCallback(
    async (movingMonths: number | null): Promise<MutationOutcome<null>> =>
      doneOrError(
        (await run({ input: movingMonths === null ? {} : { movingMonths } })).confirmProfileStatus,
        'ConfirmProfileStatusPayload',
      ),
    [run],
  );
  return [confirm, busy] as const;
}

export function useConfirmHouseStatus() {
  const [run, busy] = usePromiseMutation<ConfirmHouse>(confirmHouse);
  const confirm = useCallback(
    async (houseId: string) =>
      doneOrError((await run({ input: { houseId } })).confirmHouseStatus, 'ConfirmHouseStatusPayload'),
    [run],
  );
  return [confirm, busy] as const;
}

export function useConfirmSearchProfile() {
  const [run, busy] = usePromiseMutation<ConfirmSearchProfile>(confirmSearchProfile);
  const confirm = useCallback(
    async (searchProfileId: string) =>
      doneOrError((await run({ input: { searchProfileId } })).confirmSearchProfile, 'ConfirmSearchProfilePayload'),
    [run],
  );
  return [confirm, busy] as const;
}

/** 'Zoekprofiel verwijderen': the profile leaves the store (@deleteRecord), so the lists showing it drop it. */
export function useDeleteSearchProfile() {
  const [run, busy] = usePromiseMutation<DeleteSearchProfile>(deleteSearchProfile);
  const remove = useCallback(
    async (searchProfileId: string) =>
      doneOrError((await run({ input: { searchProfileId } })).deleteSearchProfile, 'DeleteSearchProfilePayload'),
    [run],
  );
  return [remove, busy] as const;
}

/** 'Dit huis is al verkocht' (anyone who sees the house). */
export function useReportHouseSold() {
  const [run, busy] = usePromiseMutation<ReportSold>(reportSold);
  const report = useCallback(
    async (houseId: string) =>
      doneOrError((await run({ input: { houseId } })).reportHouseSold, 'ReportHouseSoldPayload'),
    [run],
  );
  return [report, busy] as const;
}
