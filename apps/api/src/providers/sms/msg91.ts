/**
 * MSG91 SendOTP (v5) adapter: `POST {baseUrl}/api/v5/otp` with the `authkey`
 * header, the DLT-registered template id, the mobile with its 91 country code
 * and our own code (`otp`), so MSG91 only delivers and our database verifies.
 * MSG91 answers `{ type: 'success', request_id }` or `{ type: 'error', message }`.
 * Texts (notifications, receipts; issue 23) go through MSG91's Flow API,
 * `POST {baseUrl}/api/v5/flow`, with the flow whose DLT-registered template
 * carries the whole text as its one variable `text` (`textTemplateId`).
 */
import { OTP_TTL_SECONDS } from '@seva/contracts';
import { ProviderError, type SmsProvider } from '../types.js';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  /** The flow (DLT template) of notification and receipt texts; unset = texts are refused. */
  textTemplateId?: string | undefined;
  /** e.g. https://control.msg91.com (no trailing slash needed). */
  baseUrl: string;
  /** Per-request timeout in ms (default 10 s). */
  timeoutMs?: number;
}

/** Reads MSG91's JSON answer; null when the body is not JSON. */
async function readJson(response: Response): Promise<{ type?: unknown; message?: unknown } | null> {
  try {
    return (await response.json()) as { type?: unknown; message?: unknown };
  } catch {
    return null;
  }
}

/** POSTs `body` to MSG91's `url`; throws ProviderError (naming `what`) on a network error, non-2xx or `{type:'error'}`. */
async function post(options: Msg91Options, url: URL, body: string, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (cause) {
    throw new ProviderError('MSG91 could not be reached', 'msg91', { cause });
  }
  const answer = await readJson(response);
  if (!response.ok || answer?.type === 'error') {
    const detail = typeof answer?.message === 'string' ? `: ${answer.message}` : '';
    throw new ProviderError(`MSG91 refused the ${what} (HTTP ${response.status})${detail}`, 'msg91');
  }
}

/** The MSG91 SMS provider. Both sends throw ProviderError on a network error, non-2xx or `{type:'error'}`. */
export function createMsg91Sms(options: Msg91Options): SmsProvider {
  return {
    name: 'msg91',
    async sendOtp(to, code) {
      const url = new URL('/api/v5/otp', options.baseUrl);
      url.searchParams.set('template_id', options.templateId);
      url.searchParams.set('mobile', `91${to}`);
      url.searchParams.set('otp', code);
      url.searchParams.set('otp_expiry', String(OTP_TTL_SECONDS / 60));
      await post(options, url, '{}', 'OTP');
    },
    async sendText(to, text) {
      if (!options.textTemplateId) throw new ProviderError('No MSG91 text template (MSG91_TEXT_TEMPLATE_ID)', 'msg91');
      const body = { template_id: options.textTemplateId, short_url: '0', recipients: [{ mobiles: `91${to}`, text }] };
      await post(options, new URL('/api/v5/flow', options.baseUrl), JSON.stringify(body), 'text');
    },
  };
}
