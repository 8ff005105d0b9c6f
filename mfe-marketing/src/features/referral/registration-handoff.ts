/**
 * What the referral registration hands to the dashboard's registration (`/user/register`), which reads
 * neither a query nor a referral code of its own:
 * - the code goes into the `referral_code` cookie for a day (`@teduh/shared/referral-cookie`), the same
 *   cookie the shell keeps a `?partner_referral=` code in;
 * - the e-mail goes into the registration's saved progress (sessionStorage `teduh.registration`, step
 *   'email'), which that page loads to prefill its first step. Progress already past the first step is kept.
 */
const registrationStorageKey = 'teduh.registration';

export function prefillRegistrationEmail(email: string): void {
  try {
    const storage = window.sessionStorage;
    const raw = storage.getItem(registrationStorageKey);
    if (raw) {
      const saved = JSON.parse(raw) as { step?: unknown };
      if (saved.step !== 'email') return;
    }
    storage.setItem(
      registrationStorageKey,
      JSON.stringify({
        step: 'email',
        email,
        agreeTerms: false,
        agreePrivacy: false,
        resendAvailableAt: 0,
        token: null,
      }),
    );
  } catch {
    // Storage switched off or unreadable progress: the registration page starts empty, which still works.
  }
}
