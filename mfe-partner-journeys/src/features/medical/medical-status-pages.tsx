import { useParams } from '@teduh/shared/router';
import { ApplicationPage, SuccessPage } from '../partner-insurer/application-page';

/** /axa-emedic/{uuid}: where the medical plan application stands. */
export function MedicalApplicationPage() {
  const { uuid = '' } = useParams();
  return <ApplicationPage kind="medical" uuid={uuid} />;
}

/** /axa-emedic/success. */
export function MedicalSuccessPage() {
  return <SuccessPage kind="medical" />;
}
