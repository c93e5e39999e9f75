import { useParams } from 'react-router-dom';

/** The funnel's base path: /f/{funnelType} or /l/{landingUid}/{funnelType} (spec §2). */
export function useFunnelBase(fallbackType: string): string {
  const { landingUid, funnelType } = useParams();
  const type = encodeURIComponent(funnelType ?? fallbackType);
  return landingUid ? `/l/${encodeURIComponent(landingUid)}/${type}` : `/f/${type}`;
}
