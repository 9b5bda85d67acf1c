/**
 * What the browser keeps about a login (SPEC §3 "Stored in the browser"): the
 * token, the userId and the mobile number under one configured key.
 * Every read and write of those keys goes through this file.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  /** The configured key for the mobile number (SPEC §3). */
  mobile: 'seva_mobile',
  /** The chosen interface language ('en' | 'hi'). */
  language: 'seva_lang',
  /** Remembered-device tokens by mobile (JSON), kept through logout (docs/decisions/004). */
  devices: 'seva_devices',
  /** Customers (ids, JSON) who skipped "What should we call you?" on this device: not asked again. */
  nameSkipped: 'seva_name_skipped',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as logged out.
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Ignored: the session still works for this page view.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Ignored, see read().
  }
}

/** The stored mobile → device-token map; anything unreadable counts as empty. */
function readDevices(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(read(STORAGE_KEYS.devices) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The customers who skipped the name prompt here; anything unreadable counts as none. */
function readNameSkipped(): string[] {
  try {
    const parsed: unknown = JSON.parse(read(STORAGE_KEYS.nameSkipped) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const authStorage = {
  getToken: () => read(STORAGE_KEYS.token),
  getUserId: () => read(STORAGE_KEYS.userId),
  getMobile: () => read(STORAGE_KEYS.mobile),

  /** Login success (SPEC §4): store phone, token and userId. */
  saveLogin(login: { phone: string; accessToken: string; userId: string }): void {
    write(STORAGE_KEYS.mobile, login.phone);
    write(STORAGE_KEYS.token, login.accessToken);
    write(STORAGE_KEYS.userId, login.userId);
  },

  /** A refreshed access token (docs/decisions/005): the rest of the login stays. */
  saveToken: (token: string) => write(STORAGE_KEYS.token, token),

  removeToken: () => remove(STORAGE_KEYS.token),

  /**
   * Logout and a failed start-up lookup wipe local storage (SPEC §4). The
   * language choice, the remembered devices and the skipped name prompts are
   * kept: they belong to the device, not to a session.
   */
  clearAll(): void {
    const kept = [STORAGE_KEYS.language, STORAGE_KEYS.devices, STORAGE_KEYS.nameSkipped].map(
      (key) => [key, read(key)] as const,
    );
    try {
      window.localStorage.clear();
    } catch {
      // Ignored, see read().
    }
    for (const [key, value] of kept) if (value) write(key, value);
  },

  /** The token that remembers this device on `mobile`, or undefined. */
  getDeviceToken(mobile: string): string | undefined {
    return readDevices()[mobile];
  },

  /** Keeps the remembered-device token the OTP login returned for `mobile`. */
  saveDeviceToken(mobile: string, token: string): void {
    write(STORAGE_KEYS.devices, JSON.stringify({ ...readDevices(), [mobile]: token }));
  },

  /** Whether customer `userId` skipped "What should we call you?" on this device. */
  hasSkippedName: (userId: string) => readNameSkipped().includes(userId),

  /** Remembers that customer `userId` skipped the name prompt on this device. */
  skipName(userId: string): void {
    if (!readNameSkipped().includes(userId))
      write(STORAGE_KEYS.nameSkipped, JSON.stringify([...readNameSkipped(), userId]));
  },

  getLanguage: () => read(STORAGE_KEYS.language),
  setLanguage: (language: string) => write(STORAGE_KEYS.language, language),
};
