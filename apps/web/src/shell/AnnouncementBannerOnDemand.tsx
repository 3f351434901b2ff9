import { lazy, Suspense, useEffect, useState } from 'react';
// The feature's index is imported on demand too, so the shell carries none of its chunk map.
const AnnouncementBanner = lazy(() => import('../features/system-notifications').then((m) => m.loadAnnouncementBanner()));

/** The important announcements' banner: its own chunk, fetched after the shell's first render. */
export function AnnouncementBannerOnDemand() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(true), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementBanner />
    </Suspense>
  );
}
