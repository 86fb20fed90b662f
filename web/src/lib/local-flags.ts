/** Remembered one-off choices of a visitor in this browser (the entry warning closed), with their time. */
export function readFlag(name: string): number | undefined {
  try {
    const value = localStorage.getItem(`flag:${name}`);
    return value ? Number(value) : undefined;
  } catch {
    return undefined;
  }
}

export function writeFlag(name: string, at = Date.now()): void {
  try {
    localStorage.setItem(`flag:${name}`, String(at));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
