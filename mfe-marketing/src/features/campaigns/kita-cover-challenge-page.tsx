import { useTranslation } from '@teduh/shared/i18n-react';
import { Button, formatMoney } from '@teduh/shared';
import { TableScroll } from '@teduh/shared/table-scroll';
import { Block, Steps, TableWrap, Terms } from './components/blocks';
import { CampaignFrame } from './components/campaign-frame';
import { kitaCoverChallenge2, tieredChallenge } from './campaigns';
import { formatDay } from './format';
import { useContentLanguage } from '../../lib/cms';

const money = (sen: number) => formatMoney(sen, { omitZeroSen: true });
const points = (value: number, lang: string) => value.toLocaleString(lang === 'ms' ? 'ms-MY' : 'en-MY');

/** The referral challenge (12 Feb - 11 May 2025), with the earlier tiered challenge below it. */
export function KitaCoverChallengePage() {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const rules = kitaCoverChallenge2.rules;
  const tiered = tieredChallenge.rules;
  const values = {
    reward: money(rules.rewardPerReferralSen),
    perCategory: rules.maxReferralsPerPlanCategory,
    max: money(rules.maxTotalRewardSen),
    days: rules.coolingOffDays,
    minAge: rules.referredMinAge,
    maxAge: rules.referredMaxAge,
    start: formatDay(kitaCoverChallenge2.startsOn ?? '', lang),
    end: formatDay(kitaCoverChallenge2.endsOn ?? '', lang),
  };

  return (
    <CampaignFrame
      campaign={kitaCoverChallenge2}
      eyebrow={t('campaigns.eyebrow')}
      title={t('campaigns.kita.title')}
      lead={t('campaigns.kita.lead', values)}
      live={
        <Block id="kita-join" title={t('campaigns.kita.join.title')}>
          <p>{t('campaigns.kita.join.text')}</p>
          <p>
            <Button to="/user/profile" localize>
              {t('campaigns.kita.join.cta')}
            </Button>
          </p>
        </Block>
      }
      about={
        <>
          <Block id="kita-rewards" title={t('campaigns.kita.rewards.title')}>
            <Terms>
              <li>{t('campaigns.kita.rewards.perReferral', values)}</li>
              <li>{t('campaigns.kita.rewards.perCategory', values)}</li>
              <li>{t('campaigns.kita.rewards.max', values)}</li>
              <li>{t('campaigns.kita.rewards.dates', values)}</li>
            </Terms>
          </Block>
          <Block id="kita-how" title={t('campaigns.kita.how.title')}>
            <Steps
              items={[
                { id: 'share', text: t('campaigns.kita.how.share') },
                { id: 'signup', text: t('campaigns.kita.how.signup') },
                { id: 'pay', text: t('campaigns.kita.how.pay', values) },
                { id: 'cooling', text: t('campaigns.kita.how.cooling', values) },
                { id: 'reward', text: t('campaigns.kita.how.reward', values) },
              ]}
            />
          </Block>
          <Block id="kita-terms" title={t('campaigns.kita.terms.title')}>
            <Terms>
              <li>{t('campaigns.kita.terms.period', values)}</li>
              <li>{t('campaigns.kita.terms.eligible', values)}</li>
              <li>{t('campaigns.kita.terms.firstCode')}</li>
              <li>{t('campaigns.kita.terms.cooling', values)}</li>
              <li>{t('campaigns.kita.terms.activeCertificate')}</li>
              <li>{t('campaigns.kita.terms.categories', values)}</li>
              <li>{t('campaigns.kita.terms.cap', values)}</li>
            </Terms>
          </Block>
          <Block id="kita-earlier" title={t('campaigns.kita.earlier.title')}>
            <p>{t('campaigns.kita.earlier.text')}</p>
            <TableWrap>
              <TableScroll label={t('campaigns.kita.earlier.caption')}>
                <table>
                  <caption>{t('campaigns.kita.earlier.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('campaigns.kita.earlier.referrals')}</th>
                      <th scope="col">{t('campaigns.kita.earlier.reward')}</th>
                      <th scope="col">{t('campaigns.kita.earlier.points')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {tiered.tiers.map((tier) => (
                      <tr key={tier.referrals}>
                        <th scope="row">{tier.referrals}</th>
                        <td>{money(tier.rewardSen)}</td>
                        <td>{points(tier.points, lang)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </TableWrap>
            <p>
              {t('campaigns.kita.earlier.total', { total: money(tiered.totalRewardSen) })}{' '}
              {t('campaigns.kita.earlier.pointsRate')}
            </p>
          </Block>
        </>
      }
    />
  );
}
