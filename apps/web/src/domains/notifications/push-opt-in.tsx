/**
 * The opt-in card's place on a result screen (issue 23): the card and its
 * texts (the 'push' namespace) are fetched only when a result shows it, so no
 * first visit downloads them.
 */
import { lazy, Suspense } from 'react';

const PushOptInCard = lazy(() => import('./push-opt-in-card'));

export function PushOptIn() {
  return (
    <Suspense fallback={null}>
      <PushOptInCard />
    </Suspense>
  );
}
