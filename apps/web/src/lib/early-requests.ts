/**
 * The first requests of a prerendered page, started before the app's scripts have run (decision 008,
 * "Requests before the scripts"). The build lists each prerendered page's first requests
 * (app/prerender.tsx: the queries its first render starts) in a JSON script, `#seva-early-requests`;
 * public/early-requests.js sends them while the scripts download, and the api client takes each answer
 * once instead of asking again. A request the app never makes is simply never taken.
 */
import type { PageRequest } from '@seva/contracts';

/** One request of a page's first render, as the build writes it for public/early-requests.js. */
export type EarlyRequest = PageRequest;

/** The id of the JSON script holding a page's `EarlyRequest[]`. */
export const EARLY_REQUESTS_ID = 'seva-early-requests';

declare global {
  interface Window {
    /** Answers public/early-requests.js started, by `earlyRequestKey`. */
    __sevaEarly?: Map<string, Promise<Response>>;
  }
}

/** The key of a request: method, URL and body, as both sides write them. */
export const earlyRequestKey = (method: string, url: string, body?: string) => `${method} ${url} ${body ?? ''}`;

/**
 * The answer public/early-requests.js started for this request, once; undefined when it started none.
 * Called for anonymous requests only: the page was prerendered for, and its requests sent as, a visitor
 * who is not signed in.
 */
export function takeEarlyResponse(key: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return serverAnswer?.(key); // a prerender (app/prerender.tsx)
  // Made when missing, so an early script that runs after the app has started sends nothing.
  window.__sevaEarly ??= new Map();
  const answer = window.__sevaEarly.get(key);
  window.__sevaEarly.delete(key);
  return answer;
}

/**
 * Forgets every early answer, and keeps a late early script from sending: for a visitor the page was not
 * prerendered for (main.tsx renders afresh), whose own requests may differ.
 */
export function dropEarlyResponses(): void {
  window.__sevaEarly = new Map();
}

/** A prerender's answer to a request, by `earlyRequestKey`: a fresh Response each time; undefined to let it fail. */
export type ServerAnswer = (key: string) => Promise<Response> | undefined;
let serverAnswer: ServerAnswer | undefined;

/**
 * Answers the api client's anonymous requests from `answer` while a page renders outside the browser with
 * its data (app/prerender.tsx `renderPageWithData`); `undefined` stops. One render at a time.
 */
export function answerRequestsWith(answer: ServerAnswer | undefined): void {
  serverAnswer = answer;
}
