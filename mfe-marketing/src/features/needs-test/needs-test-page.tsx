import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  brand,
  Button,
  colors,
  Container,
  fontWeights,
  lineHeights,
  PageLoader,
  space,
  useSessionStore,
} from '@teduh/shared';
import { PageBody, PageHero } from '../../components/page-hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLatestResult } from './api/get-latest-result';
import { emptyValues, sections, type NeedsTestResult, type NeedsTestValues } from './api/get-recommendation';
import { NeedsTestResultView } from './components/needs-test-result';
import { NeedsTestWizard } from './components/needs-test-wizard';
import { clearStoredTest, readStoredTest, writeStoredTest, type Stage } from './needs-test-storage';

const Narrow = styled(Container)`
  max-width: 760px;
`;

const SectionList = styled.ol`
  margin: 0 0 ${space.lg};
  padding-left: ${space.lg};
  color: ${colors.text};
  line-height: ${lineHeights.body};

  strong {
    font-weight: ${fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
`;

/** The needs test: an intro, five sections, then a recommended Pusara Pro sum covered and its price. */
export function NeedsTestPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('needsTest.title'));
  const status = useSessionStore((state) => state.status);
  const memberId = useSessionStore((state) => state.profile?.uuid ?? null);
  const authenticated = status === 'authenticated';

  const [stored] = useState(readStoredTest);
  const [stage, setStage] = useState<Stage>(stored?.result ? 'result' : (stored?.stage ?? 'intro'));
  const [step, setStep] = useState(stored?.step ?? 0);
  const [values, setValues] = useState<NeedsTestValues>(stored?.values ?? emptyValues);
  const [result, setResult] = useState<NeedsTestResult | null>(stored?.result ?? null);
  // A member coming back without a test in progress sees their saved result, until they start again.
  const saved = useLatestResult(authenticated && stored === null ? memberId : null);
  const savedResult = (stage === 'intro' && saved.status === 'success' && saved.data) || null;
  const checkingSaved = authenticated && stored === null && saved.status === 'loading';
  const shownStage: Stage = savedResult ? 'result' : stage;
  const shownResult = savedResult ?? result;
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const onProgress = useCallback((next: NeedsTestValues, nextStep: number) => {
    setValues(next);
    setStep(nextStep);
    writeStoredTest({ stage: 'form', step: nextStep, values: next, result: null });
  }, []);

  const onResult = useCallback((answer: NeedsTestResult, answered: NeedsTestValues) => {
    setResult(answer);
    setStage('result');
    writeStoredTest({ stage: 'result', step: sections.length - 1, values: answered, result: answer });
  }, []);

  useEffect(() => {
    if (shownStage === 'result') resultHeading.current?.focus();
  }, [shownStage, shownResult]);

  const start = () => {
    setStage('form');
    writeStoredTest({ stage: 'form', step, values, result: null });
  };

  const retake = () => {
    clearStoredTest();
    setValues(emptyValues);
    setStep(0);
    setResult(null);
    setStage('form');
  };

  const inProgress = stored !== null && stage === 'intro';

  return (
    <>
      <PageHero eyebrow={t('needsTest.eyebrow')} title={t('needsTest.title')} lead={t('needsTest.lead')} />
      <PageBody $tone="surface">
        <Narrow>
          {checkingSaved && shownStage !== 'result' ? (
            <PageLoader label={t('needsTest.loadingSaved')} />
          ) : null}
          {!checkingSaved && shownStage === 'intro' ? (
            <>
              <SectionList>
                {sections.map((section) => (
                  <li key={section}>
                    <strong>{t(`needsTest.sections.${section}.title`)}</strong>
                    {': '}
                    {t(`needsTest.sections.${section}.summary`)}
                  </li>
                ))}
              </SectionList>
              <Note>{t('needsTest.privacy', { brand: brand.name })}</Note>
              <Button size="lg" onClick={start}>
                {inProgress ? t('needsTest.continue') : t('needsTest.start')}
              </Button>
            </>
          ) : null}
          {stage === 'form' ? (
            <NeedsTestWizard
              initialValues={values}
              initialStep={step}
              onProgress={onProgress}
              onResult={onResult}
            />
          ) : null}
          {shownStage === 'result' && shownResult ? (
            <NeedsTestResultView
              result={shownResult}
              authenticated={authenticated}
              fromBefore={savedResult !== null}
              onRetake={retake}
              headingRef={resultHeading}
            />
          ) : null}
        </Narrow>
      </PageBody>
    </>
  );
}
