/** The error every provider throws when its service refuses or cannot be reached. */

/** A provider call failed; routes answer 502 with a message a person understands. */
export class ProviderError extends Error {
  readonly statusCode = 502;
  constructor(
    message: string,
    readonly provider: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
