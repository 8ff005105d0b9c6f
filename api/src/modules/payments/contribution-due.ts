// What a payment of a certificate's next contribution collects: the contribution less the member's redeemed
// reward credit. The credit is claimed by the contribution's period (the certificate and the day its paid period
// ends), not by the way it is paid, so whichever collects it (an automatic debit and its retries, a hosted
// checkout, a saved card or an FPX collection started by the member) takes the credit once, and a second try at
// the same period gets the same amount. A first contribution (nothing paid yet) has no credit to take. The claim is
// provisional: when certificates records the contribution of a period, the rewards service settles what that
// period keeps against what its payment was lowered by (an attempt that never paid it gives its claim back).
import { AppError } from '../../lib/errors';
import {
  contributionPeriodKey,
  type ContributionCredits,
  type PayableCertificate,
} from '../certificates/payment-contract';

export class ContributionDue {
  constructor(private readonly credits: () => ContributionCredits | null) {}

  /** The contribution `payable` is due for next: its certificate's period from the day it is paid until. */
  static periodKey(payable: Pick<PayableCertificate, 'uuid' | 'status' | 'paidUntil'>): string | null {
    return payable.status === 'issued' && payable.paidUntil
      ? contributionPeriodKey(payable.uuid, payable.paidUntil)
      : null;
  }

  /**
   * Claims the credit for the next contribution (once per period) and answers what to collect. With
   * `expectedAmountSen` (the amount the member was shown), any other amount is refused (409 amount_changed);
   * the claim stays with the period, so paying again takes the same credit.
   */
  async take(
    payable: PayableCertificate,
    expectedAmountSen?: number,
  ): Promise<{ amountSen: number; creditSen: number }> {
    const key = ContributionDue.periodKey(payable);
    const credits = this.credits();
    const creditSen = key && credits ? await credits.apply(payable.uuid, key, payable.contributionSen) : 0;
    const amountSen = payable.contributionSen - creditSen;
    if (expectedAmountSen !== undefined && amountSen !== expectedAmountSen) {
      throw new AppError(409, 'amount_changed', 'rewards.creditAmountChanged', {
        fields: { expected_amount: [{ key: 'rewards.creditAmountChanged' }] },
      });
    }
    return { amountSen, creditSen };
  }

  /** What `take` would take off the next contribution now, without claiming it. */
  async preview(payable: PayableCertificate): Promise<number> {
    const credits = this.credits();
    const key = ContributionDue.periodKey(payable);
    if (!credits || !key) return 0;
    return credits.preview(payable.uuid, payable.contributionSen, key);
  }
}
