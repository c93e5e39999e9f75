import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { findByRef, type RefValue } from '../reference-data/refs.js';
import { ADVISOR_MESSAGES, type AdvisorInput } from './command.js';

// The expertises (by id or key), certificates (by id or name) and languages (by id or code) an
// advisor command names, checked against the catalogue; a certificate must vouch for one of the
// profile's expertises (GET /api/certificates names them). undefined = the list was not sent.
// Expertises changed without a certificate list drop the stored certificates that no longer fit.

export interface AdvisorRefIds {
  expertiseIds?: number[];
  certificateIds?: number[];
  languageIds?: number[];
}

type Keyed = { id: number; key: string };

function resolveList<T extends Keyed>(list: RefValue[] | undefined, rows: T[]): T[] | null | undefined {
  if (list === undefined) return undefined;
  const found = list.map((r) => findByRef(rows, r));
  if (found.some((row) => !row)) return null;
  return [...new Map(found.map((row) => [row!.id, row!])).values()];
}

export async function resolveAdvisorRefs(
  prisma: Db | Prisma.TransactionClient,
  input: AdvisorInput,
  /** The stored lists of the profile being changed (certificates are checked against the result). */
  current: { expertiseIds: number[]; certificateIds: number[] },
): Promise<{ ids: AdvisorRefIds; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const [expertiseRows, certificateRows, languageRows] = await Promise.all([
    input.expertises?.length ? prisma.expertise.findMany() : [],
    input.certificates?.length || (input.expertises !== undefined && current.certificateIds.length)
      ? prisma.certificate.findMany({ include: { expertises: true } })
      : [],
    input.languages?.length ? prisma.language.findMany() : [],
  ]);
  const expertises = resolveList(input.expertises, expertiseRows);
  const certificates = resolveList(
    input.certificates ?? (input.expertises !== undefined ? current.certificateIds : undefined),
    certificateRows.map((c) => ({ ...c, key: c.name })),
  );
  const languages = resolveList(
    input.languages,
    languageRows.map((l) => ({ ...l, key: l.code })),
  );
  if (expertises === null) errors.expertises = [ADVISOR_MESSAGES.expertises];
  if (certificates === null) errors.certificates = [ADVISOR_MESSAGES.certificates];
  if (languages === null) errors.languages = [ADVISOR_MESSAGES.languages];

  const expertiseIds = expertises ? expertises.map((e) => e.id) : current.expertiseIds;
  const fits = (c: (typeof certificateRows)[number]) =>
    c.expertises.some((link) => expertiseIds.includes(link.expertiseId));
  let kept = certificates;
  if (certificates && expertises !== null) {
    if (input.certificates === undefined) kept = certificates.filter(fits);
    else if (!certificates.every(fits)) errors.certificates = [ADVISOR_MESSAGES.certificateNotForExpertises];
  }
  return {
    ids: {
      expertiseIds: expertises?.map((e) => e.id),
      certificateIds: kept?.map((c) => c.id),
      languageIds: languages?.map((l) => l.id),
    },
    errors,
  };
}
