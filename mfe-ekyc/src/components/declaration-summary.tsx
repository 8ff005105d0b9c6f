import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { AppLink, colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';
import { formatPhone } from '@teduh/shared/forms';
import { countryName } from '../lib/countries';
import type { Declaration } from '../lib/verification';

const Card = styled.section`
  margin: 0 0 ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.sm};
  margin-bottom: ${space.xs};

  a {
    font-weight: ${fontWeights.semibold};
  }
`;

const Title = styled.h3`
  margin: 0;
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const List = styled.dl`
  display: grid;
  /* The label column is at least its longest word ("Kewarganegaraan"), so a label never runs into its value. */
  grid-template-columns: minmax(min-content, 40%) minmax(0, 1fr);
  gap: ${space.xxs} ${space.sm};
  margin: 0;
  line-height: ${lineHeights.body};

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    color: ${colors.text};
    overflow-wrap: anywhere;
  }
`;

type SectionId = 'nationality' | 'address' | 'contact' | 'health';

/** The first field of each section: where its edit link lands. */
const firstField: Record<SectionId, string> = {
  nationality: 'nationality',
  address: 'postcode',
  contact: 'phone',
  health: 'height_cm',
};

/**
 * A declaration, read-only, in four sections. With `editLink`, each section has a link to change it
 * (named with the section, so a screen reader's list of links makes sense).
 */
export function DeclarationSummary({
  declaration,
  editLink,
  headingLevel = 2,
}: {
  declaration: Declaration;
  editLink?: (field: string) => string;
  /** Level of the section titles under the page's own headings. */
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('ekyc');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const sections: { id: SectionId; rows: [string, string][] }[] = [
    {
      id: 'nationality',
      rows: [
        [t('address.fields.nationality'), t(`address.nationality.${declaration.nationality}`)],
        ...(declaration.nationality === 'foreigner'
          ? ([[t('address.fields.country'), countryName(declaration.country_of_origin, locale)]] as [
              string,
              string,
            ][])
          : []),
      ],
    },
    {
      id: 'address',
      rows: [
        [
          t('summary.address'),
          [declaration.address_1, declaration.address_2]
            .filter((line) => line && line.trim() !== '')
            .join(', '),
        ],
        [t('address.fields.postcode'), declaration.postcode],
        [t('address.fields.city'), declaration.city],
        [t('address.fields.state'), declaration.state],
      ],
    },
    {
      id: 'contact',
      rows: [[t('address.fields.phone'), formatPhone(declaration.phone) ?? declaration.phone]],
    },
    {
      id: 'health',
      rows: [
        [t('address.fields.height'), t('summary.height', { value: declaration.height_cm })],
        [t('address.fields.weight'), t('summary.weight', { value: declaration.weight_kg })],
        [t('summary.smoker'), declaration.smoker ? t('address.smoker.yes') : t('address.smoker.no')],
      ],
    },
  ];

  return (
    <div>
      {sections.map((section) => {
        const title = t(`address.sections.${section.id}`);
        return (
          <Card key={section.id} aria-label={title}>
            <Head>
              <Title as={headingLevel === 2 ? 'h2' : 'h3'}>{title}</Title>
              {editLink ? (
                <AppLink
                  to={editLink(firstField[section.id])}
                  localize
                  aria-label={t('summary.editNamed', { name: title })}
                >
                  {t('summary.edit')}
                </AppLink>
              ) : null}
            </Head>
            <List>
              {section.rows.map(([term, value]) => (
                <div key={term} style={{ display: 'contents' }}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </List>
          </Card>
        );
      })}
    </div>
  );
}
