/** A date and time, short and in British English. */
export const dateTimeText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
};

/** Seconds into the session as m:ss. */
export const elapsedText = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Copies text to the clipboard; false when the browser refuses. */
export const copyText = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/** An address of this site, absolute (for a link given to someone else). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();
