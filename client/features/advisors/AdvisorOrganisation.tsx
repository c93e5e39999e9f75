import { graphql, useFragment } from 'react-relay';
import type { AdvisorOrganisation_advisor$key } from '../../__generated__/AdvisorOrganisation_advisor.graphql';

/** The advisor's organisation and office place ('Domstad Hypotheken · Utrecht'); nothing without an office. */
export function AdvisorOrganisation({ advisor }: { advisor: AdvisorOrganisation_advisor$key }) {
  const { organisationOffice: office } = useFragment(
    graphql`
      fragment AdvisorOrganisation_advisor on Advisor {
        organisationOffice {
          city
          organisation {
            name
          }
        }
      }
    `,
    advisor,
  );
  if (!office) return null;
  return (
    <p className="advisor-card__organisation">
      {office.organisation.name}
      {office.city ? ` · ${office.city}` : ''}
    </p>
  );
}
