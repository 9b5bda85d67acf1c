/**
 * jsdom has no IntersectionObserver: this stub records what is observed and lets a test say when
 * it scrolls in or out of view (`setInView(false)` reports every observed element as off screen).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();

  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  return {
    /** Reports every observed element as inside (true) or outside (false) the viewport. */
    setInView(inView: boolean) {
      act(() => {
        for (const { callback, elements } of observers) {
          const entries = [...elements].map(
            (target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry,
          );
          callback(entries, {} as IntersectionObserver);
        }
      });
    },
    /** How many elements are being watched now. */
    watched: () => [...observers].reduce((sum, { elements }) => sum + elements.size, 0),
  };
}
