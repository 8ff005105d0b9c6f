import { decimalStringToSen } from '@teduh/shared';

/** Integer sen of an API amount ("4.13" -> 413). */
export function decimalToSen(decimal: string): number {
  return decimalStringToSen(decimal);
}
