import { lazy, Suspense, useEffect, useState } from 'react';
import { loadAnnouncementBanner } from '../features/system-notifications';

const AnnouncementBanner = lazy(loadAnnouncementBanner);

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
