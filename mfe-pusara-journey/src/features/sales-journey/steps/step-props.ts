import type { Quotation } from '../../../api/types';

export interface StepProps {
  quotation: Quotation;
  /** "Step 2 of 6". */
  counter: string;
  /** Move focus to the step's heading (every step after the first one shown). */
  focusHeading: boolean;
  onSaved: (quotation: Quotation) => void;
  onNext: () => void;
  onBack?: () => void;
}
