const certificateKey = 'teduh.pusara.paying-certificate';

/** Sends the browser to another site (the card checkout, the bank, 3-D Secure). */
export function leaveSite(url: string): void {
  window.location.assign(url);
}

/** Remembers which certificate is being paid, so a result page reached from the bank can offer a retry. */
export function rememberPayingCertificate(uuid: string): void {
  try {
    window.sessionStorage.setItem(certificateKey, uuid);
  } catch {
    // Storage may be off (private mode): the result pages then link to the dashboard instead.
  }
}

export function payingCertificate(): string | null {
  try {
    return window.sessionStorage.getItem(certificateKey);
  } catch {
    return null;
  }
}
