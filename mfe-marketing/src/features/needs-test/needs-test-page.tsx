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
import { getLatestResult } from './api/get-latest-result';
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
  const authenticated = status === 'authenticated';

  const [stored] = useState(readStoredTest);
  const [stage, setStage] = useState<Stage>(stored?.result ? 'result' : (stored?.stage ?? 'intro'));
  const [step, setStep] = useState(stored?.step ?? 0);
  const [values, setValues] = useState<NeedsTestValues>(stored?.values ?? emptyValues);
  const [result, setResult] = useState<NeedsTestResult | null>(stored?.result ?? null);
  const [fromBefore, setFromBefore] = useState(false);
  const [savedChecked, setSavedChecked] = useState(false);
  const checkingSaved = authenticated && stored === null && !savedChecked;
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // A member coming back without a test in progress sees their saved result.
  useEffect(() => {
    if (!authenticated || stored) return;
    let active = true;
    getLatestResult()
      .then((latest) => {
        if (!active || !latest) return;
        setResult(latest);
        setFromBefore(true);
        setStage('result');
      })
      .catch(() => {
        // No saved result to show: the member simply takes the test.
      })
      .finally(() => {
        if (active) setSavedChecked(true);
      });
    return () => {
      active = false;
    };
  }, [authenticated, stored]);

  const onProgress = useCallback((next: NeedsTestValues, nextStep: number) => {
    setValues(next);
    setStep(nextStep);
    writeStoredTest({ stage: 'form', step: nextStep, values: next, result: null });
  }, []);

  const onResult = useCallback((answer: NeedsTestResult, answered: NeedsTestValues) => {
    setResult(answer);
    setFromBefore(false);
    setStage('result');
    writeStoredTest({ stage: 'result', step: sections.length - 1, values: answered, result: answer });
  }, []);

  useEffect(() => {
    if (stage === 'result') resultHeading.current?.focus();
  }, [stage, result]);

  const start = () => {
    setStage('form');
    writeStoredTest({ stage: 'form', step, values, result: null });
  };

  const retake = () => {
    clearStoredTest();
    setValues(emptyValues);
    setStep(0);
    setResult(null);
    setFromBefore(false);
    setStage('form');
  };

  const inProgress = stored !== null && stage === 'intro';

  return (
    <>
      <PageHero eyebrow={t('needsTest.eyebrow')} title={t('needsTest.title')} lead={t('needsTest.lead')} />
      <PageBody $tone="surface">
        <Narrow>
          {checkingSaved && stage !== 'result' ? <PageLoader label={t('needsTest.loadingSaved')} /> : null}
          {!checkingSaved && stage === 'intro' ? (
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
          {stage === 'result' && result ? (
            <NeedsTestResultView
              result={result}
              authenticated={authenticated}
              fromBefore={fromBefore}
              onRetake={retake}
              headingRef={resultHeading}
            />
          ) : null}
        </Narrow>
      </PageBody>
    </>
  );
}
