// localStorage that never throws: some private modes throw on any access.

let supported: boolean | null = null;

/** Writes and then removes a test key; false when storage is missing or throws. */
export function isStorageSupported(): boolean {
  if (supported !== null) return supported;
  try {
    const key = '__storage_test__';
    window.localStorage.setItem(key, key);
    window.localStorage.removeItem(key);
    supported = true;
  } catch {
    supported = false;
  }
  return supported;
}

export function readStorage(key: string): string | null {
  if (!isStorageSupported()) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  if (!isStorageSupported()) return;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota or privacy settings: the choice lasts for this visit only.
  }
}

/** A list of strings stored as JSON; an empty list when missing, unreadable or of another shape. */
export function readStringList(key: string): string[] {
  try {
    const list: unknown = JSON.parse(readStorage(key) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function writeStringList(key: string, list: readonly string[]): void {
  writeStorage(key, JSON.stringify(list));
}

/** For tests: forget the cached support check. */
export function resetStorageSupport(): void {
  supported = null;
}
