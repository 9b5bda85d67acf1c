/**
 * jsdom does not play media: these stand in for HTMLMediaElement's play,
 * pause and load, firing the events a browser would, so the player's state
 * follows them as it does in a browser.
 */
import { vi } from 'vitest';

export function stubMediaElements() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    const wasPlaying = !this.paused;
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    if (wasPlaying) this.dispatchEvent(new Event('pause'));
  });
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return { play, pause, load };
}

/** Makes the element report `duration` seconds (as after its metadata loads) and fires durationchange. */
export function setDuration(element: HTMLMediaElement, duration: number) {
  Object.defineProperty(element, 'duration', { value: duration, configurable: true });
  element.dispatchEvent(new Event('durationchange'));
}
