import { PartnerPlanPage } from '../partner-insurer/plan-page';

/** /axa-emedic: the partner medical plan's wizard. */
export function MedicalPage() {
  return <PartnerPlanPage kind="medical" />;
}
