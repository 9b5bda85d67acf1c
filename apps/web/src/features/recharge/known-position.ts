/**
 * The SPEC §3 recharge payload carries latitude and longitude. We never ask
 * for them: they are sent only when the customer already allowed this site
 * to read the location (Permissions API says 'granted', so nothing prompts);
 * otherwise both are null.
 */
export type Position = { latitude: number | null; longitude: number | null };

const NONE: Position = { latitude: null, longitude: null };

/** How long we wait for an already-allowed position (ms); a cached one up to 10 minutes old will do. */
const TIMEOUT_MS = 2_000;
const MAX_AGE_MS = 10 * 60_000;

export async function knownPosition(): Promise<Position> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions?.query) return NONE;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return NONE;
    return await new Promise<Position>((resolve) => {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        () => resolve(NONE),
        { timeout: TIMEOUT_MS, maximumAge: MAX_AGE_MS },
      );
    });
  } catch {
    return NONE;
  }
}
